import { render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../../i18n/messages/en/common.json";
import fr from "../../i18n/messages/fr/common.json";
import { formatPrice } from "../../lib/money";
import { PriceBreakdown } from "./price-breakdown";

// toHaveTextContent compares with collapsed white space (the narrow no-break space too).
const eur = (minor: number) => formatPrice(minor, { value: "EUR" }, "en").replace(/\s/g, " ");

function inLanguage(lng: "en" | "fr", ui: React.ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: lng === "en" ? en : fr } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

// The example (23.4): 2 adults at 32.00 €, 1 child at 17.50 €, the 10 % offer, plus an add-on without offer.
const breakdown = {
  lines: [
    {
      kind: "TOUR" as const,
      productId: null,
      title: null,
      type: "ADULT" as const,
      quantity: 2,
      unitPrice: 3200,
      amount: 6400,
    },
    {
      kind: "TOUR" as const,
      productId: null,
      title: null,
      type: "CHILD" as const,
      quantity: 1,
      unitPrice: 1750,
      amount: 1750,
    },
    {
      kind: "ADDON" as const,
      productId: "audio",
      title: "City audio guide",
      type: "ADULT" as const,
      quantity: 2,
      unitPrice: 500,
      amount: 1000,
    },
  ],
  discounts: [
    { kind: "TOUR" as const, productId: null, title: null, code: "PROMO10", offerTitle: "10% off", amount: 815 },
  ],
  total: 8335,
  currency: "EUR",
  currencyPrecision: 2,
};

describe("PriceBreakdown", () => {
  test("list-price lines, the offer subtracted once as its own line, the server's total", () => {
    inLanguage("en", <PriceBreakdown breakdown={breakdown} locale="en" />);
    const lines = within(screen.getByTestId("price-lines"));
    expect(lines.getByText("2 × Adults").nextSibling).toHaveTextContent(eur(6400));
    expect(lines.getByText("1 × Child").nextSibling).toHaveTextContent(eur(1750));
    expect(lines.getByText("City audio guide: 2 × Adults").nextSibling).toHaveTextContent(eur(1000));
    expect(screen.getAllByTestId("discount")).toHaveLength(1);
    expect(screen.getByTestId("discount")).toHaveTextContent(`Offer: 10% off−${eur(815)}`);
    expect(screen.getByTestId("total")).toHaveTextContent(eur(8335));
  });

  test("a promo code without a title is named by its code; a booking's total is 'Total paid'", () => {
    inLanguage(
      "fr",
      <PriceBreakdown
        breakdown={{ ...breakdown, discounts: [{ ...breakdown.discounts[0]!, code: "QZ7K-10", offerTitle: null }] }}
        locale="fr"
        totalLabel="Total payé"
      />,
    );
    expect(screen.getByTestId("discount")).toHaveTextContent("Code promo QZ7K-10");
    expect(screen.getByText("Total payé")).toBeInTheDocument();
  });

  test("French counts: the multiplication sign, the singular for one, lower case (never '1 x Enfants')", () => {
    inLanguage("fr", <PriceBreakdown breakdown={breakdown} locale="fr" />);
    const lines = within(screen.getByTestId("price-lines"));
    expect(lines.getByText("2 × adultes")).toBeInTheDocument();
    expect(lines.getByText("1 × enfant")).toBeInTheDocument();
    expect(lines.getByText("City audio guide: 2 × adultes")).toBeInTheDocument();
  });
});
