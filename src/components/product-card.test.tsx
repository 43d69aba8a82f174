import { render, screen, within } from "@testing-library/react";
import React from "react";
import { ProductCard } from "./product-card";

const product = {
  productId: "paris-hop-on-hop-off",
  title: "Hop-on hop-off bus tour",
  shortDescription: "Hop on and off.",
  offerType: "hop-on-hop-off",
  promoPercent: null,
  image: null,
  duration: "24 or 48 hours",
  rating: 4.6,
  reviewCount: 1250,
};
const currency = { value: "EUR", label: "€", prefix: false };
const price = { amount: 2880, original: 3200, currency: "EUR", optionId: "o1", freeCancellationHours: 24 };

describe("ProductCard", () => {
  test("shows what shoppers compare: duration, from-price, rating, free cancellation", () => {
    render(<ProductCard product={product} price={price} currency={currency} locale="en" city="paris" />);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("24 or 48 hours")).toBeInTheDocument();
    expect(card.getByTestId("price")).toHaveTextContent("28.80");
    expect(card.getByText("product.rating")).toBeInTheDocument();
    expect(card.getByText("card.freeCancellationHours")).toBeInTheDocument();
  });

  test("no rating and no cancellation mark where the CMS and the supplier have none", () => {
    const { container } = render(
      <ProductCard
        product={{ ...product, rating: null, reviewCount: 0 }}
        price={{ ...price, freeCancellationHours: undefined }}
        currency={currency}
        locale="en"
        city="paris"
      />,
    );
    expect(container.querySelector(".product-card__rating")).toBeNull();
    expect(container.querySelector(".product-card__cancel")).toBeNull();
  });

  test("the title link is the card's one link target to the product; Book now is the only other link", () => {
    render(<ProductCard product={product} price={price} currency={currency} locale="en" city="paris" />);
    const links = within(screen.getByRole("article")).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveClass("product-card__link");
    expect(links[0]).toHaveAttribute("href", "/en/paris/product/paris-hop-on-hop-off");
    expect(links[1]).toHaveTextContent("nav.book");
  });
});
