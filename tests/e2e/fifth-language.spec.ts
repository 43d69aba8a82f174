/**
 * A fifth language added the documented way (docs/adding-a-language.md, ADR 0367): `npm run e2e:language` copies the
 * English catalogues to `de` (a few keys given German texts), builds with SITE_LANGUAGES=fr,en,es,nl,de and runs
 * this file. Skipped on a stack without that language (the usual `npm run e2e`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { formatDate, formatDateTime } from "../../domain/format";
import { isLocale, languageTag } from "../../domain/locales";
import { pathFor } from "../../domain/route-table";
import { paidBooking } from "./helpers/booking-api";

const LANGUAGE = process.env.E2E_LANGUAGE ?? "de";
const INBOX = process.env.MAILDEV_URL ?? `http://localhost:${1080 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const ROOT = path.resolve(__dirname, "../..");
const catalogue = (folder: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, folder, LANGUAGE, file), "utf8")) as Record<string, string>;

test.skip(!isLocale(LANGUAGE), `no ${LANGUAGE} in SITE_LANGUAGES: npm run e2e:language builds it`);

/** A PDF's objects as text, its Flate streams inflated (pdf-lib keeps the catalogue, /Lang, in an object stream). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a Flate stream (or an image): nothing to read.
    }
  }
  return parts.join("\n");
}

interface MaildevMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { fileName: string; contentType: string; generatedFileName?: string }[];
}

test(`/${LANGUAGE}/ routes to the city pages, in ${LANGUAGE}`, async ({ page }) => {
  if (!isLocale(LANGUAGE)) return;
  const site = catalogue("src/i18n/messages", "common.json");
  const response = await page.goto(`/${LANGUAGE}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE);
  // The city card opens the city in the new language (the seed gives every city the added language).
  const cityHome = pathFor("city-home", LANGUAGE, { city: "paris" });
  expect(cityHome).toBe(`/${LANGUAGE}/paris/home`);
  const card = page.getByRole("link", { name: site["prehome.cityCta"]!.replace("{{city}}", "Paris") });
  await expect(card).toHaveAttribute("href", cityHome);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${cityHome}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE);
  // Its language switcher names the new language in itself (Intl: "Deutsch") and offers the built-in ones.
  const switcher = page.getByRole("navigation", { name: site["language.label"] });
  await expect(switcher.locator('[aria-current="true"]')).toHaveText("DE (Deutsch)");
  await expect(switcher.getByRole("link", { name: "FR (Français)" })).toHaveAttribute("href", /\/fr\/paris\/accueil/);
  await expect(page.locator(`link[rel="alternate"][hreflang="${languageTag(LANGUAGE)}"]`)).toHaveAttribute(
    "href",
    new RegExp(`${cityHome}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
    "href",
    /\/fr\/paris\/accueil$/,
  );
});

test(`a product page renders in ${LANGUAGE}: its texts from the ${LANGUAGE} catalogue`, async ({ page }) => {
  if (!isLocale(LANGUAGE)) return;
  const site = catalogue("src/i18n/messages", "common.json");
  const product = pathFor("city-product-id", LANGUAGE, { city: "paris", id: "paris-hop-on-hop-off" });
  const response = await page.goto(product);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Keys given a German text by the test's catalogue: the page reads the de folder, not English.
  await expect(page.getByRole("heading", { name: site["product.included"], exact: true })).toBeVisible();
  expect(site["product.included"]).toBe("Inbegriffen");
});

test(`a booking in ${LANGUAGE} sends its e-mail and its PDF in ${LANGUAGE}`, async ({ request }) => {
  if (!isLocale(LANGUAGE)) return;
  test.setTimeout(180_000);
  const mail = catalogue("services/api/messages", "mail.json");
  const booking = await paidBooking(request, { locale: LANGUAGE });
  const mailsTo = async () =>
    ((await (await request.get(`${INBOX}/email`)).json()) as MaildevMail[]).filter((m) =>
      m.to.some((t) => t.address === booking.email),
    );
  await expect.poll(async () => (await mailsTo()).length, { timeout: 60_000 }).toBe(1);
  const [sent] = await mailsTo();
  // The subject from the de catalogue (given a German text by the test), the tour's date written by Intl in German.
  expect(sent!.subject.startsWith(`Ihre Buchung ${booking.reference} ist bestätigt: `)).toBe(true);
  expect(mail.subjectConfirmation).toMatch(/^Ihre Buchung/);
  const zone = "Europe/Paris";
  const german = [formatDate(booking.startsAt, LANGUAGE, zone), formatDateTime(booking.startsAt, LANGUAGE, zone)];
  expect(german).not.toContain(formatDate(booking.startsAt, "en", zone));
  expect(
    german.some((date) => sent!.text.includes(date)),
    `${german.join(" | ")} in:\n${sent!.text}`,
  ).toBe(true);
  // The PDF attached: its document language is the new language's tag.
  const attachment = sent!.attachments?.find((a) => a.contentType === "application/pdf");
  expect(attachment).toBeTruthy();
  const file = await request.get(
    `${INBOX}/email/${sent!.id}/attachment/${attachment!.generatedFileName ?? attachment!.fileName}`,
  );
  expect(file.status()).toBe(200);
  const pdf = await file.body();
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdfText(pdf)).toMatch(new RegExp(`/Lang \\(${languageTag(LANGUAGE)}\\)`));
});
