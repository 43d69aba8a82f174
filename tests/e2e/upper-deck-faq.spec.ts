import { expect, test } from "./helpers/csp";
import { pathFor } from "../../domain/route-table";
import { UPPER_DECK_FAQ } from "../../services/cms/src/migrations/data/upper-deck-faq";

// The FAQ tells how high the upper deck is (spec: "about 4 metres"), in each language: a click on the
// question (what a visitor sees) opens the answer.
for (const [locale, city] of [
  ["fr", "paris"],
  ["en", "london"],
  ["es", "madrid"],
  ["nl", "brussels"],
] as const) {
  test(`${locale}: the FAQ of ${city} answers how high the upper deck is`, async ({ page }) => {
    await page.goto(pathFor("city-help-faq", locale, { city }));
    const item = page.locator("details.faq", { hasText: UPPER_DECK_FAQ.question[locale] });
    await expect(item).toHaveCount(1);
    await item.getByText(UPPER_DECK_FAQ.question[locale], { exact: true }).click();
    await expect(item).toHaveAttribute("open", "");
    await expect(item.locator(".faq__answer")).toBeVisible();
    await expect(item.locator(".faq__answer")).toContainText(/\b4\b/);
  });
}
