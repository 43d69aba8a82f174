import { render, screen, within } from "@testing-library/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import { siteI18n } from "../../tests/setup/site-i18n";
import type { ProductDetailData } from "../content/product-detail";
import { ProductDetail } from "./product-detail";

const image = (name: string) => ({
  url: `/api/media/file/${name}.webp`,
  alt: name,
  width: 1200,
  height: 800,
  variants: [],
});
const product: ProductDetailData = {
  productId: "paris-hop-on-hop-off",
  title: "Hop-on hop-off bus tour",
  shortDescription: "Hop on and off.",
  description: "<p>See Paris.</p>",
  duration: "Valid 1/2/3 days",
  meetingPoint: "Eiffel Tower stop",
  timetable: {
    firstDeparture: "09:00",
    lastDeparture: "17:00",
    frequencyMinutes: 20,
    frequencyText: null,
    loopMinutes: 120,
  },
  highlights: ["Views of the Eiffel Tower"],
  included: ["E-ticket on your phone", "Free Wi-Fi on board"],
  lines: [
    { id: "paris-red", name: "Red line", color: "#e63946", stops: ["Eiffel Tower", "Trocadéro", "Louvre"] },
    { id: "paris-blue", name: "Blue line", color: "#457b9d", stops: ["Opéra", "Sacré-Cœur"] },
  ],
  photos: [
    { image: image("bus"), caption: "The bus at the Eiffel Tower" },
    { image: image("deck"), caption: "Top-deck view of the Louvre" },
  ],
  faqs: [{ question: "How long?", answer: "<p>A day.</p>" }],
  reviewCount: 1250,
  rating: 4.6,
  promoPercent: 10,
  familyDiscount: null,
  ventrataId: null,
  partnerPrices: [],
};
const currency = { value: "EUR", label: "€", prefix: false };
const price = { amount: 2880, original: 3200, currency: "EUR", optionId: "o1", freeCancellationHours: 24 };

describe("ProductDetail sections", () => {
  beforeEach(() =>
    render(<ProductDetail product={product} price={price} currency={currency} locale="en" city="paris" />),
  );

  test("what is included: one item a row", () => {
    const section = within(screen.getByRole("region", { name: "product.included" }));
    expect(section.getAllByRole("listitem").map((li) => li.textContent?.trim())).toEqual([
      "✓ E-ticket on your phone",
      "✓ Free Wi-Fi on board",
    ]);
  });

  test("route and stops: each line with its stops in order, and a link to the line on the map", () => {
    const section = within(screen.getByRole("region", { name: "product.route" }));
    expect(section.getByRole("heading", { level: 3, name: "Red line" })).toBeInTheDocument();
    expect(section.getByRole("list", { name: "Red line" }).textContent).toBe("Eiffel TowerTrocadéroLouvre");
    expect(section.getByRole("list", { name: "Blue line" })).toBeInTheDocument();
    expect(section.getByRole("link", { name: "product.seeMap" })).toHaveAttribute(
      "href",
      "/en/paris/map#route-paris-red",
    );
  });

  test("the photos have their captions: the first above the text, the others in the gallery", () => {
    expect(screen.getByText("The bus at the Eiffel Tower").tagName).toBe("FIGCAPTION");
    const gallery = within(screen.getByRole("region", { name: "product.gallery" }));
    expect(gallery.getByRole("img", { name: "deck" })).toHaveAttribute("loading", "lazy");
    expect(gallery.getByText("Top-deck view of the Louvre").tagName).toBe("FIGCAPTION");
  });

  test("reviews summary and FAQs; the rating in the header leads to the reviews", () => {
    expect(screen.getByRole("region", { name: "product.reviews" })).toHaveAttribute("id", "reviews");
    expect(within(screen.getByTestId("rating")).getByRole("link")).toHaveAttribute("href", "#reviews");
    expect(screen.getByRole("region", { name: "page.helpFaq" })).toBeInTheDocument();
  });

  test("the bottom bar's Book goes where the booking box's does", () => {
    expect(screen.getByTestId("book-bar").getAttribute("href")).toBe(screen.getByTestId("book").getAttribute("href"));
  });
});

test("a product without lines, included items or extra photos shows none of those sections", () => {
  render(
    <ProductDetail
      product={{ ...product, lines: [], included: [], photos: product.photos.slice(0, 1) }}
      price={price}
      currency={currency}
      locale="en"
      city="paris"
    />,
  );
  expect(screen.queryByRole("region", { name: "product.route" })).toBeNull();
  expect(screen.queryByRole("region", { name: "product.included" })).toBeNull();
  expect(screen.queryByRole("region", { name: "product.gallery" })).toBeNull();
});

/**
 * A render in French, with the French catalogue (the frequency's words are the catalogue's: ADR 0364), given by the
 * provider only (no initReactI18next: the other tests keep reading keys).
 */
function inFrench(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={siteI18n("fr")}>{ui}</I18nextProvider>);
}

test("the timetable: first and last departure, frequency and loop duration in the facts list", () => {
  inFrench(<ProductDetail product={product} price={price} currency={currency} locale="fr" city="paris" />);
  const facts = screen.getByTestId("product-facts");
  const pairs = [...facts.querySelectorAll("dt")].map((dt) => [
    dt.textContent?.trim(),
    dt.nextElementSibling?.textContent,
  ]);
  expect(pairs).toEqual([
    ["Durée", "Valid 1/2/3 days"],
    ["Point de rendez-vous", "Eiffel Tower stop"],
    ["Premier départ", "09:00"],
    ["Dernier départ", "17:00"],
    ["Fréquence", "Toutes les 20 minutes"],
    ["Durée du circuit", "2 heures"],
  ]);
});

test("a tour without a regular frequency shows the CMS's words; a product without a timetable shows none of it", () => {
  const { unmount } = render(
    <ProductDetail
      product={{
        ...product,
        timetable: { ...product.timetable, frequencyMinutes: null, frequencyText: "Three departures a day" },
      }}
      price={price}
      currency={currency}
      locale="en"
      city="paris"
    />,
  );
  expect(screen.getByText("Three departures a day").tagName).toBe("DD");
  unmount();
  const none = {
    firstDeparture: null,
    lastDeparture: null,
    frequencyMinutes: null,
    frequencyText: null,
    loopMinutes: null,
  };
  render(
    <ProductDetail
      product={{ ...product, timetable: none }}
      price={price}
      currency={currency}
      locale="en"
      city="paris"
    />,
  );
  expect([...screen.getByTestId("product-facts").querySelectorAll("dt")].map((dt) => dt.textContent?.trim())).toEqual([
    "product.duration",
    "product.meetingPoint",
  ]);
});
