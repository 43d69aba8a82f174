/**
 * A calendar that explains itself. In four languages, step 1's calendar has a legend for the offer
 * mark, limited and sold-out days and the price; every bookable day shows the adult ticket's price of the same
 * calendar answer the booking API gives (the server's, formatted by the site's money helper). The manage-booking
 * calendar opens on the booking's month with its date marked, and an offer day does not say "Same price".
 */
import { expect, test } from "./helpers/csp";
import { gql, paidBooking } from "./helpers/booking-api";
import { MESSAGES, messagesFor } from "./helpers/checkout";
import { BUILT_IN_LOCALES, type BuiltInLocale } from "../../src/i18n/locales";
import { formatPrice } from "../../src/lib/money";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { manageBookingHref } from "../../domain/manage-booking-href";
import { fill as fillTemplate } from "../../domain/fill";

interface Day {
  date: string;
  state: string;
  adultPriceFrom: { retail: number; currency: string } | null;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The option step 1 shows (the ticket chosen in its pills), when the tour has several. */
const checkedOption = async (page: import("@playwright/test").Page) =>
  (await page.locator("input[name='option']:checked").count())
    ? page.locator("input[name='option']:checked").getAttribute("value")
    : null;
const fill = (template: string, vars: Record<string, string | number>) => fillTemplate(template, vars, "empty");

/** A tour with offer, limited and sold-out days in each language's city (Dutch: Brussels). */
const TOURS: Record<BuiltInLocale, { city: string; productId: string; optionId: string }> = {
  en: { city: "paris", productId: "paris-themed-tour-2", optionId: "paris-themed-tour-2-standard" },
  fr: { city: "paris", productId: "paris-themed-tour-2", optionId: "paris-themed-tour-2-standard" },
  es: { city: "paris", productId: "paris-themed-tour-2", optionId: "paris-themed-tour-2-standard" },
  nl: { city: "brussels", productId: "brussels-hop-on-hop-off", optionId: "brussels-hop-on-hop-off-1d" },
};

for (const locale of BUILT_IN_LOCALES) {
  test(`${locale}: the calendar's legend and each bookable day's adult price`, async ({ page }) => {
    const m = messagesFor(locale);
    const tour = TOURS[locale];
    await page.goto(checkoutInformationHref(locale, tour.city, { productId: tour.productId }));
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale}`));
    await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
    const legend = page.getByRole("list", { name: m["calendar.legend"] });
    await expect(legend).toBeVisible();
    // Each key's sample (%, the dot, a struck day, €) is aria-hidden: the item's words follow it.
    const words = [
      m["calendar.legendOffer"],
      m["calendar.legendLimited"],
      m["calendar.legendSoldOut"],
      m["calendar.legendPrice"],
    ];
    await expect(legend.getByRole("listitem")).toHaveText(words.map((w) => new RegExp(`${escape(w)}$`)));
    expect(
      await legend
        .getByRole("listitem")
        .evaluateAll((items) => items.map((li) => li.querySelector("[aria-hidden='true']") !== null)),
    ).toEqual([true, true, true, true]);

    // The days the page shows, against the booking API's calendar for the same month and option.
    const buttons = page.getByRole("grid").locator("button[data-date]:not([disabled])");
    await expect(buttons.first()).toBeVisible();
    const dates = await buttons.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.date as string));
    const { calendar } = await gql<{ calendar: Day[] }>(
      page.request,
      `query($input: CalendarInput!) { calendar(input: $input) { date state adultPriceFrom { retail currency } } }`,
      {
        input: {
          productId: tour.productId,
          optionId: (await checkedOption(page)) ?? tour.optionId,
          from: dates[0],
          to: dates[dates.length - 1],
          passengers: { adult: 1 },
        },
      },
    );
    const priced = calendar.filter((d) => d.adultPriceFrom && dates.includes(d.date));
    expect(priced.length).toBeGreaterThan(0);
    for (const day of priced.slice(0, 3)) {
      const price = formatPrice(day.adultPriceFrom!.retail, { value: day.adultPriceFrom!.currency }, locale);
      const button = page.locator(`button[data-date="${day.date}"]`);
      await expect(button).toHaveAccessibleName(new RegExp(`, ${escape(fill(m["calendar.adultFrom"], { price }))}$`));
      await expect(page.locator(`td:has(> button[data-date="${day.date}"]) .calendar__price`)).toHaveText(
        price.replace(/[.,]00(?=\D|$)/, ""),
      );
    }
    // A sold-out day shows no price.
    const soldOut = calendar.find((d) => d.state === "SOLD_OUT" && dates.length && d.date >= dates[0]!);
    if (soldOut)
      await expect(page.locator(`td:has(> button[data-date="${soldOut.date}"]) .calendar__price`)).toHaveCount(0);
  });
}

test("manage booking: the calendar opens on the booking's month with its date marked; an offer day does not say 'Same price'", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const en = MESSAGES.en;
  const b = await paidBooking(request, { days: 40 }); // another month than today's
  await page.goto(manageBookingHref("en", b.reference));
  await page.getByLabel(en["manage.email"]).fill(b.email);
  await page.getByRole("button", { name: en["manage.find"] }).click();
  await expect(page.getByTestId("booking-reference")).toHaveText(b.reference);
  await page.getByRole("button", { name: en["manage.changeDate"] }).click();
  const change = page.getByTestId("change-date");
  await expect(change.locator(".calendar[aria-busy='false']")).toBeVisible();
  const booked = b.startsAt.slice(0, 10);
  const title = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${booked}T12:00:00Z`),
  );
  await expect(change.locator(".calendar__title")).toHaveText(title);
  const mark = change.locator(`button[data-date="${booked}"]`);
  await expect(mark).toHaveClass(/calendar__day--booked/);
  await expect(mark).toHaveAccessibleName(new RegExp(`, ${en["calendar.booked"]}$`));
  await expect(change.getByRole("list", { name: en["calendar.legend"] })).toContainText(en["calendar.legendBooked"]);
  // Another offer day at the same price (the hop-on hop-off bus has its 10 % offer every day).
  const other = change
    .locator(`button[data-date]:not([disabled]):not([data-date="${booked}"])`)
    .filter({ hasText: /\d/ })
    .last();
  await expect(other).toHaveAccessibleName(new RegExp(en["calendar.promoted"]));
  await other.click();
  await expect(page.getByTestId("change-difference")).toHaveText(en["manage.diffNoneOffer"]);
  await expect(page.getByTestId("change-difference")).not.toContainText("Same price");
});
