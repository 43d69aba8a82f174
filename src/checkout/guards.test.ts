import { combinationsGuard, guard } from "./guards";
import type { StoredCart } from "./state/cart-atoms";
import { EMPTY_MIX } from "../../domain/passengers";

const NOW = Date.parse("2026-12-01T10:00:00Z");
const cart: StoredCart = {
  id: "c",
  city: "paris",
  productId: "paris-hop-on-hop-off",
  optionId: "1d",
  date: "2026-12-05",
  availabilityId: null,
  passengers: { ...EMPTY_MIX, adult: 2, child: 1 },
  promoCode: null,
  expiresAt: new Date(NOW + 60_000).toISOString(),
};
const expired = { ...cart, expiresAt: new Date(NOW - 1).toISOString() };
const base = { locale: "en" as const, city: "paris", search: "", cart: null, nowMs: NOW };
const step1 =
  "/en/paris/checkout/information?productId=paris-hop-on-hop-off&optionId=1d&date=2026-12-05&adult=2&child=1";

describe("checkout guards", () => {
  test("step 1 needs a product: with one it shows, without it and without a cart it says so (spec: missing query parameters)", () => {
    expect(guard({ ...base, route: "city-checkout-information", search: "?productId=p" })).toEqual({ ok: true });
    expect(guard({ ...base, route: "city-checkout-information" })).toEqual({ ok: false, error: "MISSING_QUERY" });
    expect(guard({ ...base, route: "city-checkout-information", search: "?adult=2" })).toEqual({
      ok: false,
      error: "MISSING_QUERY",
    });
  });

  test("step 1 without a product but with a cart here reopens the cart's selection", () => {
    expect(guard({ ...base, route: "city-checkout-information", cart })).toEqual({ ok: false, redirect: step1 });
  });

  test.each(["city-checkout-combinations", "city-checkout-payment"] as const)(
    "%s needs a live cart in this city",
    (route) => {
      expect(guard({ ...base, route, cart })).toEqual({ ok: true });
      expect(guard({ ...base, route, cart: expired })).toEqual({ ok: false, redirect: step1 });
      expect(guard({ ...base, route })).toEqual({ ok: false, redirect: "/en/paris/tours" });
      expect(guard({ ...base, route, city: "london", cart })).toEqual({ ok: false, redirect: "/en/london/tours" });
    },
  );

  test("the checkout root opens step 1 (the cart's selection) or the tours", () => {
    expect(guard({ ...base, route: "city-checkout", cart })).toEqual({ ok: false, redirect: step1 });
    expect(guard({ ...base, locale: "fr", route: "city-checkout" })).toEqual({
      ok: false,
      redirect: "/fr/paris/visites",
    });
  });

  test("the combinations guard skips step 2 for step 3 when the server offers neither upgrades nor upsells", () => {
    expect(combinationsGuard("en", "paris", { upgrades: [], upsells: [] })).toEqual({
      ok: false,
      redirect: "/en/paris/checkout/payment",
    });
    expect(combinationsGuard("fr", "paris", { upgrades: [], upsells: [] })).toEqual({
      ok: false,
      redirect: "/fr/paris/reservation/paiement",
    });
    expect(combinationsGuard("en", "paris", { upgrades: [{}], upsells: [] })).toEqual({ ok: true });
    expect(combinationsGuard("en", "paris", { upgrades: [], upsells: [{}] })).toEqual({ ok: true });
  });
});
