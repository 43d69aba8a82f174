import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import type { LayoutCity } from "../content/layout-cities";
import type { PageContext } from "../routes/page-context";
import { Header, HEADER_PANEL_ID } from "./header";

const pageContext = {
  language: "en",
  routeName: "city-product-id",
  params: { city: "paris" },
  alternates: [
    { locale: "fr", path: "/fr/paris/produit/x" },
    { locale: "en", path: "/en/paris/product/x" },
  ],
  i18n: { path: "/en/paris/product/x" },
} as unknown as PageContext;
const city = { id: "paris", name: "Paris" } as LayoutCity;
const brand = { name: "City Sightseeing", logo: null };

describe("Header: the phone menu button is a disclosure", () => {
  test("the button controls the panel that holds the language switcher and both menus", () => {
    const { container } = render(
      <Header
        pageContext={pageContext}
        city={city}
        brand={brand}
        menu={[{ label: "Night tour", linkType: "product", productId: "paris-night" }]}
      />,
    );
    const button = screen.getByRole("button", { name: "nav.menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", HEADER_PANEL_ID);
    const panel = container.querySelector(`#${HEADER_PANEL_ID}`);
    expect(panel).not.toBeNull();
    expect(panel?.querySelector(".language-switcher")).not.toBeNull();
    expect(panel?.querySelector(".header__nav")).not.toBeNull();
    expect(panel?.querySelector(".header__menu")).not.toBeNull();
    expect(panel).not.toHaveClass("header__panel--open");
  });

  test("a click opens it, Escape from a link inside closes it and puts focus back on the button", () => {
    const { container } = render(<Header pageContext={pageContext} city={city} brand={brand} />);
    const button = screen.getByRole("button", { name: "nav.menu" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = container.querySelector(`#${HEADER_PANEL_ID}`)!;
    expect(panel).toHaveClass("header__panel--open");
    const link = screen.getByRole("link", { name: "nav.tours" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toHaveClass("header__panel--open");
    expect(button).toHaveFocus();
  });

  test("a second click closes it; Escape while closed leaves focus where it is", () => {
    render(<Header pageContext={pageContext} city={city} brand={brand} />);
    const button = screen.getByRole("button", { name: "nav.menu" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    const link = screen.getByRole("link", { name: "nav.home" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(link).toHaveFocus();
  });

  test("no button where there is nothing to show behind it (no city, one language)", () => {
    render(<Header pageContext={{ ...pageContext, alternates: [] }} city={undefined} brand={brand} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Header: the held-tour chip's slot", () => {
  test.each([
    ["city-product-id", true],
    ["city-home", true],
    // The checkout shows the hold in its own countdown; after paying, the callbacks must not flash the chip.
    ["city-checkout", false],
    ["city-checkout-confirmation", false],
    ["city-callback-verify", false],
    ["city-callback-success", false],
  ])("%s: slot %s", (routeName, shown) => {
    const { container } = render(
      <Header pageContext={{ ...pageContext, routeName } as PageContext} city={city} brand={brand} />,
    );
    expect(container.querySelector("header")?.hasAttribute("data-held-slot")).toBe(shown);
  });

  test("a search entry leads to the city's search screen (ADR 0352)", () => {
    render(<Header pageContext={pageContext} city={city} brand={brand} />);
    expect(screen.getByTestId("header-search")).toHaveAttribute("href", "/en/paris/search");
  });
});
