/**
 * 5 in Chromium: what a visitor reads on checkout step 1 is in one voice per language: the calendar's month
 * as the language writes it ("noviembre de 2026", not "Noviembre De 2026"), the formal register ("Su selección",
 * "Uw selectie") and the supplier's offer in the visitor's language (not "10% off").
 */
import { expect, test } from "./helpers/csp";
import { languageTag, type Locale } from "../../src/i18n/locales";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pickDay, messagesFor } from "./helpers/checkout";

const CASES: { locale: Locale; city: string; offer: string }[] = [
  { locale: "en", city: "paris", offer: "10% off" },
  { locale: "fr", city: "paris", offer: "10 % de réduction" },
  { locale: "es", city: "paris", offer: "10 % de descuento" },
  { locale: "nl", city: "brussels", offer: "korting" },
];

for (const { locale, city, offer } of CASES) {
  test(`${locale}: step 1 reads in one voice: the month as written in ${locale}, the formal summary, the offer translated`, async ({
    page,
  }) => {
    const m = messagesFor(locale);
    await page.goto(checkoutInformationHref(locale, city, { productId: `${city}-hop-on-hop-off` }));
    const title = page.locator(".calendar__title");
    await expect(title).toBeVisible();
    // What is shown (innerText applies CSS text-transform) is the language's own spelling of the month.
    const shown = await title.evaluate((el) => (el as HTMLElement).innerText);
    const [year, month] = (await page.getByRole("grid").locator("button[data-date]").first().getAttribute("data-date"))!
      .split("-")
      .map(Number);
    const expected = new Intl.DateTimeFormat(languageTag(locale), {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year!, month! - 1, 1, 12)));
    expect(shown).toBe(expected);
    if (locale === "es") expect(shown).toMatch(/^[a-z]+ de \d{4}$/);
    await expect(page.getByRole("heading", { name: m["checkout.summary"], exact: true })).toBeVisible();
    await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
    await expect(page.getByTestId("price-lines")).toContainText(offer);
    if (locale !== "en") await expect(page.getByTestId("price-lines")).not.toContainText("off");
  });
}
