/**
 * The e-mail's signed manage link (ADR 0360) in Chromium against the real stack: the link read from the real
 * confirmation e-mail in the test inbox (MailDev) opens the booking at once, on a phone (touch, 390 x 844) and on a
 * desktop; the token leaves the address at once (no Referer, no analytics, no replay from a copied address); after a
 * cancel, a reload and Back show the booking as it is now; an altered or expired link shows the reference + e-mail
 * form with the reason, in the visitor's language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { paidBooking, type Paid } from "./helpers/booking-api";
import { expectAccessible, MESSAGES } from "./helpers/checkout";
import { manageBookingHref, MANAGE_LINK_PARAM } from "../../domain/manage-booking-href";
import { signManageLink } from "../../services/api/src/security/manage-link";

const OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0);
const INBOX = process.env.MAILDEV_URL ?? `http://localhost:${1080 + OFFSET}`;
const ROOT = path.resolve(__dirname, "../..");

type Lang = "fr" | "en" | "es" | "nl";

/** The web server's secret of the links: the stack's (scripts/stack.ts publishEnv), as the test stack stores it. */
const linkSecret = () =>
  process.env.MANAGE_LINK_SECRET ??
  readFileSync(
    path.join(process.env.SITE_DIR ?? path.join(ROOT, ".data-test/site"), "manage-link-secret"),
    "utf8",
  ).trim();

/** The "manage my booking" link of the booking's confirmation e-mail, as the inbox received it (path and query). */
async function manageLinkInMail(request: APIRequestContext, b: Paid, locale: Lang): Promise<URL> {
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${INBOX}/email`)).json()) as {
          to: { address: string }[];
          html: string;
        }[];
        const mail = all.find((m) => m.to.some((t) => t.address === b.email));
        const path = manageBookingHref(locale).replace(/\//g, "\\/");
        href = mail && new RegExp(`href="(https?://[^"]*${path}\\?[^"]+)"`).exec(mail.html)?.[1];
        return Boolean(href);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return new URL(href!.replace(/&amp;/g, "&"));
}

/** Opens the link on the site under test (the e-mail names the stack's SITE_URL). */
const open = (page: Page, link: URL) => page.goto(`${link.pathname}${link.search}`);

const tokenInAddress = (page: Page) => new URL(page.url()).searchParams.get(MANAGE_LINK_PARAM);

test.describe("on a phone (touch, 390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the Spanish e-mail's link opens the booking at once; after a cancel, a reload and Back show it cancelled", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const es = MESSAGES.es;
    const b = await paidBooking(request, { locale: "es" });
    const link = await manageLinkInMail(request, b, "es");
    const token = link.searchParams.get(MANAGE_LINK_PARAM)!;
    expect(token).toMatch(new RegExp(`^${b.reference}\\.`));
    expect(link.searchParams.get("reference")).toBe(b.reference);

    await open(page, link);
    await expect(page.getByTestId("booking-reference")).toHaveText(b.reference);
    await expect(page.getByTestId("booking-status")).toHaveText(es["manage.statusConfirmed"]);
    // Nothing was asked: no form, no e-mail field.
    await expect(page.getByLabel(es["manage.email"])).toHaveCount(0);
    // The token left the address before anything could carry it; analytics never saw it.
    expect(tokenInAddress(page)).toBeNull();
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).not.toContain(token.split(".")[2]!);
    await expectAccessible(page);

    await page.getByRole("button", { name: es["manage.cancel"] }).tap();
    const dialog = page.getByRole("dialog", { name: es["manage.cancel"] });
    await dialog.getByRole("button", { name: es["manage.cancelConfirm"] }).tap();
    await expect(page.getByTestId("booking-status")).toHaveText(es["manage.statusCancelled"]);

    // A reload: the booking as it is now, not the form.
    await page.reload();
    await expect(page.getByTestId("booking-status")).toHaveText(es["manage.statusCancelled"]);
    await expect(page.getByLabel(es["manage.email"])).toHaveCount(0);
    // Away to another page and Back: the same.
    await page.goto("/es/");
    await page.goBack();
    await expect(page.getByTestId("booking-reference")).toHaveText(b.reference);
    await expect(page.getByTestId("booking-status")).toHaveText(es["manage.statusCancelled"]);
    // "Another booking": the form, and a reload keeps the form (the booking is forgotten in this tab).
    await page.getByRole("button", { name: es["manage.otherBooking"] }).tap();
    await expect(page.getByLabel(es["manage.email"])).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(es["manage.email"])).toBeVisible();
    await expect(page.getByTestId("booking-reference")).toHaveCount(0);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Dutch e-mail's link opens the booking; altered or expired, the form says why in Dutch", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const nl = MESSAGES.nl;
    const b = await paidBooking(request, { locale: "nl" });
    const link = await manageLinkInMail(request, b, "nl");
    await open(page, link);
    await expect(page.getByTestId("booking-reference")).toHaveText(b.reference);
    await expect(page.getByLabel(nl["manage.email"])).toHaveCount(0);
    expect(tokenInAddress(page)).toBeNull();

    // Altered (another expiry under the same signature): the form, the reference filled in, and why.
    const [ref, exp, sig] = link.searchParams.get(MANAGE_LINK_PARAM)!.split(".") as [string, string, string];
    const altered = new URL(link);
    altered.searchParams.set(MANAGE_LINK_PARAM, `${ref}.${(parseInt(exp, 36) + 86_400 * 365).toString(36)}.${sig}`);
    const fresh = await page.context().newPage(); // another tab: nothing kept from the first
    await open(fresh, altered);
    await expect(fresh.getByTestId("manage-notice")).toHaveText(
      "Deze link naar uw boeking is niet geldig (onvolledig of gewijzigd): vul het referentienummer en uw e-mailadres in om hem te vinden",
    );
    await expect(fresh.getByTestId("manage-notice")).toBeFocused();
    await expect(fresh.getByLabel(nl["manage.reference"])).toHaveValue(b.reference);
    await expect(fresh.getByTestId("booking-reference")).toHaveCount(0);
    expect(tokenInAddress(fresh)).toBeNull();
    await expectAccessible(fresh);
    // The form still works for everyone: reference + e-mail open it.
    await fresh.getByLabel(nl["manage.email"]).fill(b.email);
    await fresh.getByRole("button", { name: nl["manage.find"] }).click();
    await expect(fresh.getByTestId("booking-reference")).toHaveText(b.reference);
    await fresh.close();

    // Genuine but expired (signed with the server's secret, its expiry passed): the form, and why.
    const expired = signManageLink(linkSecret(), b.reference, Math.floor(Date.now() / 1000) - 60)!;
    const old = await page.context().newPage();
    await old.goto(manageBookingHref("nl", null, expired));
    await expect(old.getByTestId("manage-notice")).toHaveText(
      "Deze link naar uw boeking is verlopen: vul het referentienummer en uw e-mailadres in om hem te vinden",
    );
    await expect(old.getByLabel(nl["manage.reference"])).toHaveValue(b.reference);
    await expect(old.getByTestId("booking-reference")).toHaveCount(0);
    expect(tokenInAddress(old)).toBeNull();
    await old.close();
  });
});
