/** The product page's options side by side (docs/adr/0357): length, validity, price from and a Book link each. */
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import { siteI18n } from "../../tests/setup/site-i18n";
import { OptionCompare } from "./option-compare";

jest.mock("gatsby", () => ({ navigate: jest.fn() }));

function inFrench(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={siteI18n("fr", { asDefault: true })}>{ui}</I18nextProvider>);
}

const options = [1, 2, 3].map((d) => ({
  optionId: `london-hop-on-hop-off-${d}d`,
  durationMinutes: d * 24 * 60,
  amount: 2900 + (d - 1) * 600,
  original: null,
  currency: "GBP",
}));

test("one card per option: its length, what it gives, its price from per adult, a link to step 1 with it", () => {
  inFrench(
    <OptionCompare
      productId="london-hop-on-hop-off"
      options={options}
      currency={{ value: "GBP", label: "£", prefix: true }}
      locale="fr"
      city="london"
    />,
  );
  const items = within(screen.getByTestId("option-compare")).getAllByRole("listitem");
  expect(items).toHaveLength(3);
  expect(within(items[1]!).getByRole("heading", { name: "2 jours" })).toBeInTheDocument();
  expect(items[1]).toHaveTextContent("Valable le jour choisi et le lendemain");
  expect(items[1]).toHaveTextContent("À partir de 35,00 £ par adulte");
  const book = within(items[1]!).getByRole("link", { name: "Réserver : 2 jours" });
  expect(book.getAttribute("href")).toContain("optionId=london-hop-on-hop-off-2d");
});

test("nothing for a product with one option", () => {
  const { container } = inFrench(
    <OptionCompare productId="x" options={options.slice(0, 1)} currency={{ value: "GBP" }} locale="fr" city="london" />,
  );
  expect(container).toBeEmptyDOMElement();
});

test.each(["fr", "en", "es", "nl"])(
  "%s: each Book link's accessible name contains its visible text (WCAG 2.5.3, axe label-content-name-mismatch)",
  async (locale) => {
    const m = (await import(`../i18n/messages/${locale}/common.json`)) as Record<string, string>;
    expect(m["product.bookOption"]).toContain(m["nav.book"]);
  },
);
