/**
 * No layout jumps on the booking path. Each page is loaded as a visitor arrives on it (a fresh
 * document: a link, a reload, the provider's return) at 390 x 844 (touch phone) and 1280 x 800, and the browser's own
 * layout-shift entries (PerformanceObserver, without `hadRecentInput`) are added up until the app has rendered its
 * final state: the cumulative layout shift must stay <= 0.05. The space the app fills is reserved in the
 * server-rendered page (src/checkout/checkout.css, src/forms, manage-booking.css).
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { gql, parisDay } from "./helpers/booking-api";
import { MESSAGES, pickDay } from "./helpers/checkout";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { manageBookingHref } from "../../domain/manage-booking-href";
import { pathFor } from "../../domain/route-table";

const en = MESSAGES.en;
const LIMIT = 0.05;

declare global {
  interface Window {
    __cls?: { value: number; shifts: string[] };
  }
}

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

async function newPage(
  browser: Browser,
  baseURL: string,
  kind: keyof typeof VIEWPORTS,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...VIEWPORTS[kind], baseURL });
  await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]); // as the csp fixture does: no banner
  await context.addInitScript(() => {
    const cls = { value: 0, shifts: [] as string[] };
    window.__cls = cls;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.trim().split(/\s+/).join(".")}` : ""}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        cls.value += entry.value;
        cls.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? [])
            .map(
              (s) =>
                `${describe(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
            )
            .join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return { context, page: await context.newPage() };
}

/** The page's CLS once it has settled (the final state is visible, then a second with nothing more to load). */
async function settledCls(page: Page): Promise<{ value: number; shifts: string[] }> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  return page.evaluate(() => window.__cls ?? { value: -1, shifts: [] });
}

function expectCalm(name: string, cls: { value: number; shifts: string[] }) {
  expect(cls.value, `${name}: CLS ${cls.value.toFixed(3)}\n${cls.shifts.join("\n")}`).toBeLessThanOrEqual(LIMIT);
  expect(cls.value, "the observer ran").toBeGreaterThanOrEqual(0);
}

/** A cart paid on the payment sandbox: the site's success URL (path and query) the provider sends the visitor to. */
async function paidReturnPath(page: Page): Promise<string> {
  const email = `cls.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  let cartId = "";
  for (let d = 10; d < 20 && !cartId; d++) {
    try {
      const { createCart } = await gql<{ createCart: { id: string } }>(
        page.request,
        `mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id } }`,
        {
          input: {
            productId: "paris-hop-on-hop-off",
            optionId: "paris-hop-on-hop-off-1d",
            date: parisDay(d),
            passengers: { adult: 2, child: 1 },
          },
        },
      );
      cartId = createCart.id;
    } catch {
      // a sold-out day: the next one
    }
  }
  await gql(
    page.request,
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input, locale: en) { id } }`,
    {
      input: { id: cartId, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
    },
  );
  const { startPayment } = await gql<{ startPayment: { redirectUrl: string; orderCode: string } }>(
    page.request,
    `mutation($id: ID!) { startPayment(cartId: $id, locale: en) { redirectUrl orderCode } }`,
    { id: cartId },
  );
  const payUrl = new URL(startPayment.redirectUrl).origin;
  const paid = (await (
    await page.request.post(`${payUrl}/_sandbox/orders/${startPayment.orderCode}/pay`, { data: {} })
  ).json()) as { redirectUrl: string };
  const back = new URL(paid.redirectUrl);
  return `${back.pathname}${back.search}`;
}

for (const kind of ["phone", "desktop"] as const) {
  test.describe(`${kind}: CLS <= ${LIMIT}`, () => {
    test("checkout steps 1, 2 and 3, each loaded afresh", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const { context, page } = await newPage(browser, baseURL!, kind);
      try {
        await page.goto(
          checkoutInformationHref("en", "paris", {
            productId: "paris-hop-on-hop-off",
            passengers: { adult: 2, child: 1 },
          }),
        );
        await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
        expectCalm("step 1", await settledCls(page));

        await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
        await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
        await expect(page).toHaveURL(pathFor("city-checkout-combinations", "en", { city: "paris" }));
        await page.reload();
        await expect(page.getByTestId("combinations-step")).toBeVisible();
        await expect(page.getByTestId("upsell").first()).toBeVisible();
        expectCalm("step 2", await settledCls(page));

        await page
          .getByTestId("checkout-app")
          .getByRole("button", { name: en["checkout.continue"], exact: true })
          .first()
          .click();
        await expect(page).toHaveURL(pathFor("city-checkout-payment", "en", { city: "paris" }));
        await page.reload();
        await expect(page.getByLabel(en["checkout.field.firstName"], { exact: true })).toBeVisible();
        expectCalm("step 3", await settledCls(page));
      } finally {
        await context.close();
      }
    });

    test("the success page after the card payment", async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const { context, page } = await newPage(browser, baseURL!, kind);
      try {
        await page.goto(await paidReturnPath(page));
        await expect(page.getByTestId("payment-callback")).toHaveAttribute("data-state", "CONFIRMED", {
          timeout: 40_000,
        });
        expectCalm("success", await settledCls(page));
      } finally {
        await context.close();
      }
    });

    test("manage booking: the look-up form with the reference from the link", async ({ browser, baseURL }) => {
      const { context, page } = await newPage(browser, baseURL!, kind);
      try {
        await page.goto(manageBookingHref("en", "ABC123"));
        await expect(page.getByRole("button", { name: en["manage.find"] })).toBeVisible();
        expectCalm("manage booking", await settledCls(page));
      } finally {
        await context.close();
      }
    });

    for (const route of ["city-help-contact", "city-private-tour"] as const) {
      test(`the help form: ${route}`, async ({ browser, baseURL }) => {
        const { context, page } = await newPage(browser, baseURL!, kind);
        try {
          await page.goto(pathFor(route, "en", { city: "paris" }));
          await expect(page.locator("form").last()).toBeVisible();
          await expect(page.getByRole("button", { name: en["forms.send"] })).toBeVisible();
          expectCalm(route, await settledCls(page));
        } finally {
          await context.close();
        }
      });
    }
  });
}
