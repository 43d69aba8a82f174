/**
 * Nothing wider than the phone: checkout steps 1-3 (step 3 also after a validation error), the
 * manage-booking page (the form and a booking shown) and the contact and private-tour forms (also with their errors)
 * at 360 and 390 px have no horizontal overflow (document.documentElement.scrollWidth <= innerWidth, no control past
 * the right edge) in fr, en, es and nl. One page load per page x language x width; the cart is made through the API
 * and handed to the checkout app in localStorage.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { LOCALES, type Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { manageBookingHref } from "../../domain/manage-booking-href";
import { CART_STORAGE_KEY } from "../../src/checkout/state/cart-storage-key";
import { messagesFor } from "./helpers/checkout";
import { gql, paidBooking, parisDay, type Paid } from "./helpers/booking-api";

const CITY = "brussels"; // offered in the four languages
const PRODUCT = { productId: "brussels-hop-on-hop-off", optionId: "brussels-hop-on-hop-off-1d" };
const WIDTHS = [360, 390] as const;

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  scrollX: number;
  /** Visible elements whose right edge passes the viewport's (outside any scrolling box). */
  past: string[];
}

/** The page's horizontal overflow, and the elements sticking out (named for the failure message). */
function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const past = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || r.right <= window.innerWidth + 0.5) return false;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.position === "fixed") return false;
        // Inside a box that clips or scrolls it, an element is not past the page's edge.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= window.innerWidth + 0.5)
            return false;
        }
        return true;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).trim().replace(/\s+/g, ".")} → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      scrollX: window.scrollX,
      past: past.slice(0, 8),
    };
  });
}

async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const o = await overflowOf(page);
  expect(o.past, `${what}: elements past the right edge`).toEqual([]);
  expect(o.scrollWidth, `${what}: scrollWidth ${o.scrollWidth} > innerWidth ${o.innerWidth}`).toBeLessThanOrEqual(
    o.innerWidth,
  );
  expect(o.scrollX, `${what}: scrolled sideways`).toBe(0);
}

/** A held cart (2 adults, 1 child) in `locale`, as the checkout app stores it after step 1's Continue. */
async function heldCart(request: APIRequestContext, locale: Locale): Promise<Record<string, unknown>> {
  for (let d = 12; d < 20; d++) {
    try {
      const { createCart } = await gql<{
        createCart: { id: string; date: string; availabilityId: string | null; expiresAt: string };
      }>(
        request,
        `mutation($input: CreateCartInput!, $locale: Locale) { createCart(input: $input, locale: $locale) { id date availabilityId expiresAt } }`,
        { input: { ...PRODUCT, date: parisDay(d), passengers: { adult: 2, child: 1 } }, locale },
      );
      return {
        id: createCart.id,
        city: CITY,
        ...PRODUCT,
        date: createCart.date,
        availabilityId: createCart.availabilityId,
        passengers: { adult: 2, child: 1, infant: 0, senior: 0, student: 0, family: 0 },
        promoCode: null,
        expiresAt: createCart.expiresAt,
      };
    } catch (error) {
      if (d === 19) throw error; // a sold-out day: the next one
    }
  }
  throw new Error("no cart");
}

let booking: Promise<Paid> | undefined;

for (const locale of [...LOCALES]) {
  test(`${locale}: checkout steps, manage booking and help forms fit 360 and 390 px`, async ({ page }) => {
    test.setTimeout(300_000);
    const m = messagesFor(locale);
    const cart = await heldCart(page.request, locale);
    const paid = await (booking ??= paidBooking(page.request));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      JSON.stringify(cart),
    ] as const);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const at = (what: string) => `${locale} ${width}px ${what}`;

      await page.goto(checkoutInformationHref(locale, CITY, { productId: PRODUCT.productId }));
      await expect(page.getByTestId("checkout-app")).toBeVisible();
      await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
      await expectNoOverflow(page, at("step 1"));

      // Step 2 (the tour's options), or its guard's way on to step 3 when it has none.
      await page.goto(pathFor("city-checkout-combinations", locale, { city: CITY }));
      await expect(page.getByTestId("combinations-step").or(page.getByTestId("payment-step"))).toBeVisible();
      await expectNoOverflow(page, at("step 2"));

      await page.goto(pathFor("city-checkout-payment", locale, { city: CITY }));
      await expect(page.getByTestId("payment-step")).toBeVisible();
      await expect(page.getByTestId("total")).not.toHaveText("");
      await expectNoOverflow(page, at("step 3"));
      // Fitting is not squeezing: the current step's name stays on one line ("Paiement", not "Pai/men/t").
      expect(
        await page.locator(".steps__item--current .steps__label").evaluate((el) => el.getClientRects().length),
        at("step name"),
      ).toBe(1);
      if (width === 390 && locale === "fr")
        await page.screenshot({ path: test.info().outputPath(`payment-${locale}-${width}.png`), fullPage: true });
      // Pay with the form empty: the errors, and the focus on the first field in error.
      await page.getByTestId("pay").click();
      await expect(page.locator(".customer-form [aria-invalid='true']").first()).toBeVisible();
      await expectNoOverflow(page, at("step 3 with errors"));
      if (width === 360)
        await page.screenshot({
          path: test.info().outputPath(`payment-errors-${locale}-${width}.png`),
          fullPage: true,
        });

      await page.goto(manageBookingHref(locale, paid.reference));
      await expect(page.getByLabel(m["manage.reference"])).toHaveValue(paid.reference);
      await expectNoOverflow(page, at("manage booking"));
      await page.getByLabel(m["manage.email"]).fill(paid.email);
      await page.getByRole("button", { name: m["manage.find"] }).click();
      await expect(page.getByTestId("booking-reference")).toHaveText(paid.reference);
      await expectNoOverflow(page, at("manage booking, the booking"));

      for (const route of ["city-help-contact", "city-private-tour"] as const) {
        await page.goto(pathFor(route, locale, { city: CITY }));
        const form = page.locator("form.help-form");
        await expect(form.locator("button[type='submit']")).toBeVisible();
        await expectNoOverflow(page, at(route));
        await form.locator("button[type='submit']").click();
        await expect(page.locator(".error-summary")).toBeVisible();
        await expectNoOverflow(page, at(`${route} with errors`));
      }
    }
  });
}
