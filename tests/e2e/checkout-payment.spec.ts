/**
 * Checkout steps 3 and 4 in Chromium against the real stack (booking API, OCTO sandbox, payment sandbox, MailDev),
 * through the UI alone: product page -> step 1 -> step 2 -> step 3 -> the sandbox's
 * card page -> the success page with the reference -> the tickets e-mail with its PDF, in the four languages (a
 * city per language); a declined card back to step 3; the promo code; the form's errors; a keyboard-only run; axe
 * on each state.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { languageTag, type Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { MESSAGES, expectAccessible, pickDay, tabTo, messagesFor } from "./helpers/checkout";
import { fill as fillTemplate } from "../../domain/fill";

const INBOX = process.env.MAILDEV_URL ?? `http://localhost:${1080 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const GOOD_CARD = "4147 4630 1111 0133";
const DECLINED_CARD = "4147 4630 1111 0141";

interface MaildevMail {
  id: string;
  to: { address: string }[];
  /** The plain-text body (MailDev). */
  text?: string;
  attachments?: { fileName: string; contentType: string; generatedFileName?: string }[];
}

const fill = (template: string, vars: Record<string, string | number>) => fillTemplate(template, vars, "empty");
const field = (page: Page, locale: Locale, name: string): Locator =>
  page.getByLabel(messagesFor(locale)[`checkout.field.${name}` as keyof (typeof MESSAGES)["en"]], { exact: true });

/** Step 1 (a day, the default passengers) -> Continue -> step 2 -> step 3 (Continue on step 2 when it has one). */
async function toStep3(
  page: Page,
  locale: Locale,
  city: string,
  productId: string,
  fromProductPage = false,
): Promise<void> {
  const m = messagesFor(locale);
  if (fromProductPage) {
    await page.goto(pathFor("city-product-id", locale, { city, id: productId }));
    await page.getByTestId("book").click();
  } else {
    await page.goto(checkoutInformationHref(locale, city, { productId }));
  }
  await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
  await page.getByRole("button", { name: m["checkout.continue"], exact: true }).click();
  // Step 2 (options) when the tour has some, else its guard goes on to step 3: Continue keeps the ticket as it is.
  const step2 = pathFor("city-checkout-combinations", locale, { city });
  const step3 = pathFor("city-checkout-payment", locale, { city });
  await page.waitForURL((url) => url.pathname === step2 || url.pathname === step3);
  const next = page
    .getByTestId("checkout-app")
    .getByRole("button", { name: m["checkout.continue"], exact: true })
    .first();
  const ready = async () => (await next.count()) > 0 && (await next.isEnabled());
  await expect
    .poll(async () => new URL(page.url()).pathname === step3 || (await ready()), { timeout: 20_000 })
    .toBe(true);
  if (new URL(page.url()).pathname === step2) await next.click();
  await expect(page).toHaveURL(pathFor("city-checkout-payment", locale, { city }));
  await expect(page.getByTestId("payment-step")).toBeVisible();
  await expect(page.getByTestId("total")).not.toHaveText("");
}

async function fillDetails(page: Page, locale: Locale, email: string): Promise<void> {
  await field(page, locale, "firstName").fill("Ada");
  await field(page, locale, "lastName").fill("Lovelace");
  await field(page, locale, "email").fill(email);
  await field(page, locale, "phone").fill("+44 20 7946 0958");
  await field(page, locale, "country").selectOption("GB");
  await field(page, locale, "postalCode").fill("SW1A 1AA");
  await field(page, locale, "notes").fill("Pushchair");
  await page.getByLabel(messagesFor(locale)["checkout.field.termsAccepted"]).check();
}

/** The Pay button is named "Pay" and the total the server gave (localized). */
async function payButton(page: Page, locale: Locale): Promise<Locator> {
  const total = (await page.getByTestId("total").textContent())!.trim();
  return page.getByRole("button", { name: fill(messagesFor(locale)["checkout.pay"], { amount: total }), exact: true });
}

async function payOnCardPage(page: Page, card: string): Promise<void> {
  await page.waitForURL(/\/web\/checkout\?ref=/, { timeout: 60_000 });
  // The card page speaks the visitor's language: its fields are found by their autocomplete purpose.
  await page.locator("input[autocomplete='cc-number']").fill(card);
  await page.locator("input[autocomplete='cc-exp']").fill("12/30");
  await page.locator("input[autocomplete='cc-csc']").fill("123");
  await page.locator("input[autocomplete='cc-name']").fill("Ada Lovelace");
  await page.locator("button[type='submit']").click();
}

async function ticketMail(request: APIRequestContext, email: string): Promise<MaildevMail> {
  const mailsTo = async () =>
    ((await (await request.get(`${INBOX}/email`)).json()) as MaildevMail[]).filter((m) =>
      m.to.some((t) => t.address === email),
    );
  await expect.poll(async () => (await mailsTo()).length, { timeout: 60_000 }).toBe(1);
  return (await mailsTo())[0]!;
}

/** axe once the toasts have finished sliding in (mid-animation their text is half transparent). */
async function expectAccessibleSettled(page: Page): Promise<void> {
  await expect(page.locator("[class*='Toastify__bounce-enter']")).toHaveCount(0);
  await expectAccessible(page);
}

const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name);

const JOURNEYS: { locale: Locale; city: string }[] = [
  { locale: "en", city: "london" },
  { locale: "fr", city: "paris" },
  { locale: "es", city: "madrid" },
  { locale: "nl", city: "brussels" },
];

for (const { locale, city } of JOURNEYS) {
  test(`${locale} (${city}): product page to the tickets e-mail with its PDF`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const m = messagesFor(locale);
    const email = `ada.${locale}.${Date.now()}@example.org`;
    await toStep3(page, locale, city, `${city}-hop-on-hop-off`, true);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("[aria-current='step']")).toContainText(m["checkout.step3"]);
    await expect(page.getByTestId("cart-summary")).toContainText(m["checkout.taxesIncluded"]);
    await expect(page.getByTestId("countdown")).toContainText(/\d+ min/);
    await expect.poll(async () => (await dataLayerEvents(page, "begin_checkout")).length).toBe(1);
    // Spanish shows the last name first (spec section 5).
    const first = locale === "es" ? m["checkout.field.lastName"] : m["checkout.field.firstName"];
    await expect(page.getByTestId("customer-form").locator("label").first()).toHaveText(first);
    await expect(page.getByLabel(m["checkout.field.allowMarketing"])).not.toBeChecked();
    await expectAccessible(page);

    await fillDetails(page, locale, email);
    await (await payButton(page, locale)).click();
    // The card page speaks the visitor's language, and its return says so (lang=fr-FR).
    await page.waitForURL(/\/web\/checkout\?ref=/, { timeout: 60_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    // The provider's return, read as the browser arrives (the page drops t, s and lang once verified).
    const arrived = page.waitForEvent("framenavigated", {
      predicate: (f) => f === page.mainFrame() && /\/callback\/success\?/.test(f.url()),
      timeout: 60_000,
    });
    await payOnCardPage(page, GOOD_CARD);
    expect(new URL((await arrived).url()).searchParams.get("lang")).toBe(languageTag(locale));

    await page.waitForURL(
      new RegExp(
        `/${locale}/${city}/(callback/success\\?|${pathFor("city-checkout-confirmation", locale, { city }).split("/").slice(3).join("/")}$)`,
      ),
      { timeout: 60_000 },
    );
    const reference = page.getByTestId("booking-reference");
    await expect(reference).toHaveText(/\S+/, { timeout: 60_000 });
    await expect(page.getByTestId("tickets-link")).toHaveAttribute("href", /\/api\/tickets\/.+\.pdf$/);
    await expect(page.getByTestId("calendar-link")).toHaveAttribute("href", /\.ics$/);
    // Where to go, as the ticket e-mail says it (checked against the e-mail below).
    const meetingPoint = (await page.getByTestId("meeting-point").textContent())!.trim();
    expect(meetingPoint.length).toBeGreaterThan(5);
    expect(await page.evaluate(() => localStorage.getItem("checkout.cart.v1"))).toBeNull();
    expect(await dataLayerEvents(page, "purchase")).toHaveLength(1);
    await expectAccessible(page);

    // A reload never sends the purchase again; the confirmation route shows the same booking.
    await page.reload();
    await expect(page.getByTestId("booking-reference")).toHaveText(/\S+/, { timeout: 60_000 });
    expect(await dataLayerEvents(page, "purchase")).toHaveLength(0);
    const ref = (await page.getByTestId("booking-reference").textContent())!.trim();
    await page.goto(pathFor("city-checkout-confirmation", locale, { city }));
    await expect(page.getByTestId("booking-reference")).toHaveText(ref);
    expect(await dataLayerEvents(page, "purchase")).toHaveLength(0);
    await expectAccessible(page);

    const mail = await ticketMail(request, email);
    expect(mail.text).toContain(meetingPoint);
    const pdf = mail.attachments?.find((a) => a.contentType === "application/pdf");
    expect(pdf).toBeTruthy();
    const file = await request.get(`${INBOX}/email/${mail.id}/attachment/${pdf!.generatedFileName ?? pdf!.fileName}`);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
}

test("a declined card comes back to step 3 with the spec's message, cart and details kept", async ({ page }) => {
  test.setTimeout(180_000);
  const m = MESSAGES.en;
  await toStep3(page, "en", "paris", "paris-hop-on-hop-off");
  const total = await page.getByTestId("total").textContent();
  await fillDetails(page, "en", `declined.${Date.now()}@example.org`);
  await (await payButton(page, "en")).click();
  await payOnCardPage(page, DECLINED_CARD);

  await page.waitForURL(pathFor("city-checkout-payment", "en", { city: "paris" }), { timeout: 90_000 });
  await expect(page.getByTestId("payment-rejected")).toHaveText(m["errors.paymentRejected"]);
  await expect(page.getByTestId("total")).toHaveText(total!);
  await expect(field(page, "en", "firstName")).toHaveValue("Ada");
  await expect(field(page, "en", "postalCode")).toHaveValue("SW1A 1AA");
  await expect(field(page, "en", "notes")).toHaveValue("Pushchair");
  await expectAccessible(page);
});

test("promo code: refused, applied, replaced after a confirmation, removed after a confirmation; totals from the server", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en;
  // The premium tour has no automatic promotion (the plain one has: a first code would already be a replacement).
  await toStep3(page, "en", "paris", "paris-hop-on-hop-off-premium");
  const promo = page.getByLabel(m["checkout.promo.label"], { exact: true });
  const apply = page.getByRole("button", { name: m["checkout.promo.apply"], exact: true });
  const total = page.getByTestId("total");
  const full = (await total.textContent())!;

  await promo.fill("NOPE-00");
  await apply.click();
  await expect(page.getByTestId("promo").getByRole("alert")).toHaveText(m["errors.promo"]);
  await expect(promo).toHaveAttribute("aria-invalid", "true");
  await expect(total).toHaveText(full);
  await expectAccessibleSettled(page);

  await promo.fill("WV3R-05");
  await apply.click();
  await expect(page.getByTestId("applied-promo")).toHaveText(fill(m["checkout.promoCode"], { code: "WV3R-05" }));
  await expect(total).not.toHaveText(full);
  await expect(page.getByTestId("discount")).toBeVisible();
  const fivePercent = (await total.textContent())!;

  // Replacing the code asks first; Cancel keeps it.
  await promo.fill("FX9T-15");
  await apply.click();
  const dialog = page.getByRole("dialog", { name: m["checkout.promo.replaceTitle"] });
  await expect(dialog).toBeVisible();
  await expectAccessibleSettled(page);
  await dialog.getByRole("button", { name: m["checkout.cancel"] }).click();
  await expect(page.getByTestId("applied-promo")).toHaveText(fill(m["checkout.promoCode"], { code: "WV3R-05" }));
  await apply.click();
  await dialog.getByRole("button", { name: m["checkout.promo.replace"] }).click();
  await expect(page.getByTestId("applied-promo")).toHaveText(fill(m["checkout.promoCode"], { code: "FX9T-15" }));
  await expect(total).not.toHaveText(fivePercent);
  const fifteenPercent = (await total.textContent())!;

  const remove = page.getByRole("button", { name: fill(m["checkout.promo.remove"], { code: "FX9T-15" }) });
  await remove.click();
  const removeDialog = page.getByRole("dialog", { name: m["checkout.promo.removeTitle"] });
  await removeDialog.getByRole("button", { name: m["checkout.cancel"] }).click();
  await expect(total).toHaveText(fifteenPercent);
  await remove.click();
  await removeDialog.getByRole("button", { name: m["checkout.promo.removeConfirm"] }).click();
  await expect(page.getByTestId("applied-promo")).toHaveCount(0);
  await expect(total).toHaveText(full);
  await expectAccessibleSettled(page);
});

for (const locale of ["en", "es"] as const) {
  test(`${locale}: form errors: the summary, focus on the first field, messages tied to fields, the form-error event`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const m = messagesFor(locale);
    await toStep3(
      page,
      locale,
      locale === "en" ? "paris" : "madrid",
      locale === "en" ? "paris-hop-on-hop-off" : "madrid-hop-on-hop-off",
    );
    await (await payButton(page, locale)).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText(m["errors.formIncomplete"]);
    const firstField = field(page, locale, locale === "es" ? "lastName" : "firstName");
    await expect(firstField).toBeFocused();
    await expect(firstField).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await firstField.getAttribute("aria-describedby"))!;
    // An empty name says what the server says, not the generic 'This field is not valid.'
    const tooShort = m[locale === "es" ? "checkout.error.lastNameTooShort" : "checkout.error.firstNameTooShort"];
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(tooShort);
    await expect(summary).toContainText(m["errors.acceptTerms"]);
    const events = await dataLayerEvents(page, "form-error");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      category: "booking",
      action: "form-error",
      errorMessage: expect.stringContaining(tooShort),
    });
    await expectAccessible(page);

    // Typed details survive a reload.
    await field(page, locale, "firstName").fill("Zoé");
    await field(page, locale, "notes").fill("Late arrival");
    await page.reload();
    await expect(field(page, locale, "firstName")).toHaveValue("Zoé");
    await expect(field(page, locale, "notes")).toHaveValue("Late arrival");
  });
}

test("keyboard only: the details, the terms and Pay reach the card page", async ({ page }) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en;
  await toStep3(page, "en", "paris", "paris-hop-on-hop-off");
  await tabTo(page, field(page, "en", "firstName"));
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`keys.${Date.now()}@example.org`);
  const terms = page.getByLabel(m["checkout.field.termsAccepted"]);
  await tabTo(page, terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await tabTo(page, await payButton(page, "en"));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/web\/checkout\?ref=/, { timeout: 60_000 });
});

test("the terms checkbox links the terms and the cancellation policy (CMS page, new tab); ticking it clears its error at once", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.fr;
  await toStep3(page, "fr", "paris", "paris-hop-on-hop-off");
  await (await payButton(page, "fr")).click();
  const terms = page.getByRole("checkbox", { name: "J'accepte les Conditions générales et la politique d'annulation" });
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(terms).toHaveAccessibleDescription(m["errors.acceptTerms"]);
  // A click on the visible label's text (not the box) ticks it; the message goes at once, the summary loses its line.
  const label = page.locator(`label[for="${await terms.getAttribute("id")}"]`);
  // One click on the label's words is enough, and the page does not move under the pointer.
  await label.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => scrollY);
  await label.click({ position: { x: 5, y: 5 } });
  await expect(terms).toBeChecked();
  // (The error line under the box goes: at the page's end the scroll may settle by that line's height, no more.)
  expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThan(60);
  await expect(page.getByText(m["errors.acceptTerms"])).toHaveCount(0);
  await expect(terms).not.toHaveAttribute("aria-invalid", "true");
  // The links open the CMS's terms page in a new tab; the form keeps its state.
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    label.getByRole("link", { name: "politique d'annulation" }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/fr/page/terms-and-conditions");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Conditions générales de vente");
  await expect(tab.getByText("Annulation gratuite jusqu’à 24 h avant la date de visite.")).toBeVisible();
  await tab.close();
  await expect(terms).toBeChecked();
  await expectAccessible(page);
});
