/**
 * Step 1's options side by side (docs/adr/0357): each option says what it gives and its price "from" before a day is
 * chosen; the family pass is suggested only for the party it is for, on the standard hop-on hop-off bus.
 */
import { render, screen, within } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import { siteI18n } from "../../../tests/setup/site-i18n";
import { OptionChoices } from "./option-choices";
import { familyPassOf, fitsFamilyPass } from "./family-pass-suggestion";

const unit = (type: "ADULT" | "CHILD", retail: number) => ({
  id: type.toLowerCase(),
  type,
  title: type,
  minAge: null,
  maxAge: null,
  priceFrom: { retail, currency: "GBP", currencyPrecision: 2 },
});
const options = [1, 2, 3].map((days) => ({
  id: `london-hop-on-hop-off-${days}d`,
  title: `${days}-day ticket`,
  isDefault: days === 1,
  durationMinutes: days * 24 * 60,
  maxSeats: 80,
  units: [unit("ADULT", 2900 + (days - 1) * 600), unit("CHILD", 1600)],
}));

function inLanguage(lng: "en" | "fr", ui: React.ReactElement) {
  return render(
    <MockedProvider mocks={[]}>
      <I18nextProvider i18n={siteI18n(lng, { asDefault: true })}>{ui}</I18nextProvider>
    </MockedProvider>,
  );
}

test("each option card shows its validity and its price from, in English", () => {
  inLanguage(
    "en",
    <OptionChoices options={options} chosenId={options[1]!.id} locale="en" party={null} onChoose={() => {}} />,
  );
  const cards = screen.getAllByRole("radio").map((r) => r.closest("label")!);
  expect(cards).toHaveLength(3);
  expect(within(cards[0]!).getByText("Valid on the chosen day")).toBeInTheDocument();
  expect(within(cards[1]!).getByText("Valid on the chosen day and the following day")).toBeInTheDocument();
  expect(within(cards[2]!).getByText("Valid on the chosen day and the 2 following days")).toBeInTheDocument();
  expect(within(cards[0]!).getByTestId("option-price")).toHaveTextContent("From £29.00 per adult");
  expect(within(cards[2]!).getByTestId("option-price")).toHaveTextContent("From £41.00 per adult");
  expect(screen.getByRole("radio", { name: "2-day ticket" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "3-day ticket" })).toHaveAccessibleDescription(
    "Valid on the chosen day and the 2 following days From £41.00 per adult",
  );
});

test("in French the price reads with the pound after the amount", () => {
  inLanguage(
    "fr",
    <OptionChoices options={options} chosenId={options[0]!.id} locale="fr" party={null} onChoose={() => {}} />,
  );
  expect(screen.getAllByTestId("option-price")[0]).toHaveTextContent("À partir de 29,00 £ par adulte");
  expect(screen.getByText("Valable le jour choisi et le lendemain")).toBeInTheDocument();
});

test("the family pass fits 2 adults and 2 children only, on the standard hop-on hop-off bus", () => {
  const rule = { adultNumber: 2, childrenNumber: 2 };
  const mix = { adult: 2, child: 2, infant: 0, senior: 0, student: 0, family: 0 };
  expect(fitsFamilyPass(mix, rule)).toBe(true);
  expect(fitsFamilyPass({ ...mix, child: 1 }, rule)).toBe(false);
  expect(fitsFamilyPass({ ...mix, senior: 1 }, rule)).toBe(false);
  expect(fitsFamilyPass(mix, null)).toBe(false);
  expect(familyPassOf("paris", "paris-hop-on-hop-off")).toBe("paris-family-pass");
  expect(familyPassOf("paris", "paris-hop-on-hop-off-premium")).toBeNull();
  expect(familyPassOf("paris", "paris-family-pass")).toBeNull();
});
