import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { cartReadyToPay, gql, paidBooking } from "./helpers/booking-api";
import { MESSAGES } from "./helpers/checkout";
import { formatPrice } from "../../src/lib/money";
import { formatValidDays } from "../../domain/validity";
import { axe } from "./helpers/axe";

const INBOX = process.env.MAILDEV_URL ?? `http://localhost:${1080 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const CMS = process.env.CMS_URL ?? `http://localhost:${3000 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;

/** The outcome states are rendered in the browser: axe checks them as the visitor sees them. */
async function expectAccessible(page: Page): Promise<void> {
  const result = await axe(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

interface MaildevMail {
  id: string;
  subject: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  attachments?: { fileName: string; contentType: string; generatedFileName?: string }[];
}

test("pays on the sandbox card page in Chromium and receives the tickets e-mail with its PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `ada.${Date.now()}@example.org`;
  const { cartId } = await cartReadyToPay(request, email);
  const { startPayment } = await gql<{ startPayment: { redirectUrl: string; amount: number; paymentType: string } }>(
    request,
    `mutation($id: ID!) { startPayment(cartId: $id, locale: en) { redirectUrl amount paymentType } }`,
    { id: cartId },
  );
  expect(startPayment.paymentType).toBe("cb");
  expect(startPayment.amount).toBeGreaterThan(0);

  // The brand of the CMS site settings: the card page's merchant and the e-mail's sender.
  const settings = await request.post(`${CMS}/api/graphql`, {
    data: { query: "{ SiteSettings { operatorName mailFromName mailFromAddress } }" },
  });
  const brand = (
    (await settings.json()) as {
      data: { SiteSettings: { operatorName: string; mailFromName: string; mailFromAddress: string } };
    }
  ).data.SiteSettings;

  // The hosted card page of the payment provider (sandbox), filled like a visitor would.
  await page.goto(startPayment.redirectUrl);
  await expect(page.getByRole("banner")).toHaveText(brand.operatorName.slice(0, 22));
  await page.getByLabel(/card number/i).fill("4147 4630 1111 0133");
  await page.getByLabel(/expir/i).fill("12/30");
  await page.getByLabel(/cvc|security/i).fill("123");
  await page.getByLabel(/cardholder|name/i).fill("Ada Lovelace");
  // Back on the site's callback page with the provider's return parameters (read as the browser arrives: once the
  // outcome is known, the page drops them from its address).
  const arrived = page.waitForEvent("framenavigated", {
    predicate: (f) => f === page.mainFrame() && /\/callback\/success\?/.test(f.url()),
    timeout: 60_000,
  });
  await page.getByRole("button", { name: /pay/i }).click();
  const url = new URL((await arrived).url());
  expect(url.pathname).toBe("/en/paris/callback/success");
  for (const key of ["t", "s", "eventId"]) expect(url.searchParams.get(key)).toBeTruthy();

  // What the callback page asks the server: verified server-side, confirmed once.
  const verify = () =>
    gql<{ verifyPayment: { ok: boolean; code: string; booking: { reference: string; ticketsUrl: string } | null } }>(
      request,
      `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input, locale: en) { ok code booking { reference ticketsUrl } } }`,
      {
        input: {
          t: url.searchParams.get("t"),
          s: url.searchParams.get("s"),
          eventId: url.searchParams.get("eventId"),
          lang: "en",
          city: "paris",
        },
      },
    );
  await expect.poll(async () => (await verify()).verifyPayment.code, { timeout: 30_000 }).toBe("CONFIRMED");
  const { verifyPayment } = await verify();
  expect(verifyPayment.booking?.reference).toBeTruthy();

  // The page itself shows the verified booking and the owner's ticket links.
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your booking" })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByTestId("booking-reference")).toHaveText(verifyPayment.booking!.reference);
  await expect(page.getByText(`Your tickets have been sent to ${email}.`)).toBeVisible();
  const pageTickets = await page.getByTestId("tickets-link").getAttribute("href");
  expect((await (await request.get(pageTickets!)).body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The provider's t and s leave the address bar once verified (step 4's address, which a reload
  // shows again), and no data-layer entry carries them, the ticket token or a page location with a query.
  await expect(page).toHaveURL("/en/paris/checkout/confirm");
  await page
    .getByTestId("tickets-link")
    .evaluate((a: HTMLAnchorElement) => a.addEventListener("click", (e) => e.preventDefault()));
  await page.getByTestId("tickets-link").click();
  const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
  const token = new URL(pageTickets!, "http://x").pathname
    .split("/")
    .pop()!
    .replace(/\.pdf$/, "");
  for (const secret of [url.searchParams.get("t")!, url.searchParams.get("s")!, token])
    expect(layer).not.toContain(secret);
  expect(layer).toContain('"event":"file_download"');
  const views = (await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view"))) as {
    page_location?: string;
  }[];
  expect(views.length).toBeGreaterThan(0);
  for (const v of views) expect(v.page_location).toMatch(/^http:\/\/[^?]+\/en\/paris\/callback\/success$/);
  await page.reload();
  await expect(page.getByTestId("booking-reference")).toHaveText(verifyPayment.booking!.reference, { timeout: 40_000 });
  const calendar = await page.getByRole("link", { name: "Add to my calendar" }).getAttribute("href");
  expect(await (await request.get(calendar!)).text()).toContain("BEGIN:VCALENDAR");
  await expectAccessible(page);
  const pdf = await request.get(verifyPayment.booking!.ticketsUrl);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Exactly one e-mail, in MailDev, with the ticket PDF attached.
  const mailsTo = async () => {
    const all = (await (await request.get(`${INBOX}/email`)).json()) as MaildevMail[];
    return all.filter((m) => m.to.some((t) => t.address === email));
  };
  await expect.poll(async () => (await mailsTo()).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mailsTo();
  expect(mail!.from).toEqual([{ address: brand.mailFromAddress, name: brand.mailFromName }]);
  const attachment = mail!.attachments?.find((a) => a.contentType === "application/pdf");
  expect(attachment).toBeTruthy();
  const file = await request.get(
    `${INBOX}/email/${mail!.id}/attachment/${attachment!.generatedFileName ?? attachment!.fileName}`,
  );
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A replay of the return URL does not confirm or mail twice.
  await page.reload();
  expect((await verify()).verifyPayment.code).toBe("CONFIRMED");
  await page.waitForTimeout(3000);
  expect(await mailsTo()).toHaveLength(1);
});

test("a forged return URL shows the spec's message and a way to customer care, never a booking", async ({ page }) => {
  await page.goto(
    "/fr/paris/callback/success?t=00000000-0000-4000-8000-0000000f0e6e&s=9999999999999999&eventId=0&eci=1&lang=fr-FR",
  );
  const callback = page.getByTestId("payment-callback");
  await expect(callback).not.toHaveAttribute("data-state", /checking|PROCESSING/, { timeout: 40_000 });
  await expect(callback).not.toHaveAttribute("data-state", "CONFIRMED");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre paiement n'a pas abouti");
  await expect(page.getByRole("alert")).toContainText("veuillez contacter le service client");
  await expect(page.getByRole("link", { name: "Contacter le support" })).toHaveAttribute("href", /city=paris/);
  await expect(page.getByTestId("confirmed-booking")).toHaveCount(0);
  await expectAccessible(page);
});

test("a return without the event id says so, in the page's language", async ({ page }) => {
  await page.goto("/es/madrid/callback/failure?s=123");
  await expect(page.getByTestId("payment-callback")).toHaveAttribute("data-state", "MISSING_EVENT_ID", {
    timeout: 40_000,
  });
  await expect(page.getByRole("alert")).toContainText("Falta el identificador del evento de pago");
  // Madrid has its own support address (spec "Error page"): mailto.
  await expect(page.getByRole("link", { name: /soporte|Contactar/i })).toHaveAttribute("href", /^mailto:/);
});

test("a declined card lands on the failure page with the rejection message and a way to pay again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { cartId } = await cartReadyToPay(request, `declined.${Date.now()}@example.org`);
  const { startPayment } = await gql<{ startPayment: { redirectUrl: string } }>(
    request,
    `mutation($id: ID!) { startPayment(cartId: $id, locale: en) { redirectUrl } }`,
    { id: cartId },
  );
  await page.goto(startPayment.redirectUrl);
  await page.getByLabel(/card number/i).fill("4147 4630 1111 0141");
  await page.getByLabel(/expir/i).fill("12/30");
  await page.getByLabel(/cvc|security/i).fill("123");
  await page.getByLabel(/cardholder|name/i).fill("Ada Lovelace");
  await page.getByRole("button", { name: /pay/i }).click();
  await page.waitForURL(/\/en\/paris\/callback\/failure\?/, { timeout: 60_000 });
  await expect(page.getByTestId("payment-callback")).toHaveAttribute("data-state", "PAYMENT_REJECTED", {
    timeout: 40_000,
  });
  await expect(page.getByRole("alert")).toContainText(
    "Your payment has been rejected, try with another payment option",
  );
  await expect(page.getByRole("link", { name: "Try another payment option" })).toHaveAttribute(
    "href",
    "/en/paris/checkout/payment",
  );
  await expectAccessible(page);
});

test("a French booking with an add-on: the success page lists it and explains the total paid; the e-mail names it in French", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const b = await paidBooking(request, { days: 9, addons: ["paris-attraction-combo"], locale: "fr" });
  const { myBooking } = await gql<{
    myBooking: {
      addons: { productTitle: string }[];
      breakdown: {
        lines: { title: string | null; quantity: number; amount: number }[];
        discounts: { amount: number }[];
        total: number;
        currency: string;
      };
    };
  }>(
    request,
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: fr) { addons { productTitle } breakdown { lines { title quantity amount } discounts { amount } total currency } } }`,
    { r: b.reference, e: b.email },
  );
  const cruise = myBooking.addons[0]!.productTitle;
  expect(cruise).toBe("Bus + croisière sur la Seine");
  const fr = MESSAGES.fr;
  const money = (minor: number) => formatPrice(minor, { value: myBooking.breakdown.currency }, "fr");

  // The site's success page (the provider's return, verified again by the page).
  await page.goto(b.redirectUrl);
  await expect(page.getByTestId("booking-reference")).toHaveText(b.reference, { timeout: 40_000 });
  await expect(page.getByTestId("booking-addons")).toContainText(cruise);
  const price = page.getByTestId("booking-price");
  await expect(price.getByRole("heading", { name: fr["callback.price"] })).toBeVisible();
  await expect(price.getByTestId("total")).toHaveText(money(b.amount));
  expect(myBooking.breakdown.total).toBe(b.amount);
  const lines = price.getByTestId("price-lines").locator(".summary__line:not(.summary__line--discount)");
  await expect(lines).toHaveCount(myBooking.breakdown.lines.length);
  for (const [i, l] of myBooking.breakdown.lines.entries()) {
    await expect(lines.nth(i)).toContainText(`${l.title ? `${l.title}: ` : ""}${l.quantity} ×`);
    await expect(lines.nth(i).locator("dd")).toHaveText(money(l.amount));
  }
  await expect(price.getByTestId("discount")).toHaveCount(myBooking.breakdown.discounts.length);
  await expectAccessible(page);

  // The e-mail, in French: the add-on's French title and the same price breakdown.
  const mails = async () => {
    const all = (await (await request.get(`${INBOX}/email`)).json()) as (MaildevMail & { html: string })[];
    return all.filter((m) => m.to.some((t) => t.address === b.email));
  };
  await expect.poll(async () => (await mails()).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mails();
  expect(mail!.html).toContain(cruise);
  expect(mail!.html).not.toContain("Bus + Seine river cruise");
  expect(mail!.html).toContain(fr["callback.price"]);
  expect(mail!.html.replace(/\u202f|\u00a0/g, " ")).toContain(money(b.amount).replace(/\u202f|\u00a0/g, " "));
});

test("a Spanish 2-day pass with an add-on: the success page names both days, as the e-mail does (ADR 0359)", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const b = await paidBooking(request, {
    days: 11,
    optionId: "paris-hop-on-hop-off-2d",
    addons: ["paris-audio-experience"],
    locale: "es",
  });
  const first = b.startsAt.slice(0, 10);
  const second = new Date(Date.parse(`${first}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const days = formatValidDays([first, second], "es");
  await page.goto(b.redirectUrl);
  await expect(page.getByTestId("booking-reference")).toHaveText(b.reference, { timeout: 40_000 });
  await expect(page.getByTestId("valid-dates")).toHaveText(days);
  await expect(page.getByText(MESSAGES.es["callback.validity"], { exact: true })).toBeVisible();
  await expectAccessible(page);

  const mails = async () => {
    const all = (await (await request.get(`${INBOX}/email`)).json()) as (MaildevMail & { text: string })[];
    return all.filter((m) => m.to.some((t) => t.address === b.email));
  };
  await expect.poll(async () => (await mails()).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mails();
  expect(mail!.text).toContain(`Validez: ${days}`);
  expect(mail!.text).toContain(`Válida los días ${days}`);
});
