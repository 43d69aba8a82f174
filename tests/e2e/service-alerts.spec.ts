/**
 * Service alerts where people book, in Chromium against the real stack (CMS seed: per city one alert in
 * force from two days before the seed to five days after, two past ones): the city home and the product page show
 * the city's current alert in a labelled area (never a past one); checkout step 1 shows the alert covering the chosen
 * day, and none for a day after it ends. Four languages (the area's label in each).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import type { BuiltInLocale, Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { days, expectAccessible, pickDay, messagesFor } from "./helpers/checkout";
import { axe } from "./helpers/axe";

const CMS = process.env.CMS_URL ?? `http://localhost:${3000 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;

interface AlertDoc {
  title: string;
  startDate: string;
  endDate: string | null;
  lines: { text: string }[];
}

/** The city's alerts in a language, from the CMS the site was built from. */
async function alertsOf(page: Page, city: string, locale: Locale): Promise<{ current: AlertDoc; past: AlertDoc[] }> {
  const res = await page.request.get(
    `${CMS}/api/service-alerts?where[city][equals]=${city}&locale=${locale}&limit=50&depth=0`,
  );
  expect(res.ok()).toBe(true);
  const docs = ((await res.json()) as { docs: AlertDoc[] }).docs;
  const now = Date.now();
  const current = docs.filter((d) => Date.parse(d.startDate) <= now && (!d.endDate || Date.parse(d.endDate) >= now));
  expect(current.length).toBe(1);
  return { current: current[0]!, past: docs.filter((d) => d.endDate && Date.parse(d.endDate) < now) };
}

const JOURNEYS: { locale: BuiltInLocale; city: string; productId: string }[] = [
  { locale: "en", city: "paris", productId: "paris-hop-on-hop-off" },
  { locale: "fr", city: "paris", productId: "paris-hop-on-hop-off" },
  { locale: "es", city: "madrid", productId: "madrid-hop-on-hop-off" },
  { locale: "nl", city: "brussels", productId: "brussels-hop-on-hop-off" },
];

const LABEL: Record<BuiltInLocale, { area: string; date: string }> = {
  en: { area: "Service alerts", date: "Service alert on your date" },
  fr: { area: "Informations trafic", date: "Information trafic à votre date" },
  es: { area: "Avisos de servicio", date: "Aviso de servicio en su fecha" },
  nl: { area: "Servicemeldingen", date: "Servicemelding op uw datum" },
};

for (const { locale, city, productId } of JOURNEYS) {
  test(`${locale}: the city's current alert on the city home and the product page, the chosen day's on step 1`, async ({
    page,
  }) => {
    const m = messagesFor(locale);
    expect(m["alerts.areaLabel"]).toBe(LABEL[locale].area);
    expect(m["alerts.dateLabel"]).toBe(LABEL[locale].date);
    const { current, past } = await alertsOf(page, city, locale);

    for (const path of [
      pathFor("city-home", locale, { city }),
      pathFor("city-product-id", locale, { city, id: productId }),
    ]) {
      await page.goto(path);
      const area = page.getByRole("region", { name: LABEL[locale].area, exact: true });
      await expect(area, path).toBeVisible();
      await expect(area).toContainText(current.title);
      await expect(area).toContainText(current.lines[0]!.text);
      for (const p of past) await expect(area).not.toContainText(p.title);
      // The area itself passes axe (the whole pages are axe's in accessibility.spec.ts).
      const checked = await axe(page).include(".alerts-area").analyze();
      expect(checked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
      // The way to every alert of the city.
      await area.getByRole("link", { name: m["alerts.all"] }).click();
      await expect(page).toHaveURL(pathFor("city-service-status", locale, { city }));
    }

    // Step 1: no alert before a day is chosen; the first bookable day (within the alert) shows it.
    await page.goto(checkoutInformationHref(locale, city, { productId }));
    await expect(page.getByRole("grid")).toBeVisible();
    const dateArea = page.getByRole("region", { name: LABEL[locale].date, exact: true });
    await expect(dateArea).toHaveCount(0);
    const chosen = await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
    expect(Date.parse(`${chosen}T12:00:00Z`)).toBeLessThan(Date.parse(current.endDate!));
    await expect(dateArea).toBeVisible();
    await expect(dateArea).toContainText(current.title);
    await expectAccessible(page);
    // A day after the alert ends: no alert.
    await page.getByRole("button", { name: m["checkout.nextMonth"] }).click();
    await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
    const late = days(page, m["calendar.available"]).last();
    const lateDate = (await late.getAttribute("data-date")) as string;
    expect(Date.parse(`${lateDate}T00:00:00Z`)).toBeGreaterThan(Date.parse(current.endDate!));
    await late.click();
    await expect(late).toHaveAttribute("aria-pressed", "true");
    await expect(dateArea).toHaveCount(0);
  });
}
