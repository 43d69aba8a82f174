import { CART_STORAGE_KEY } from "./cart-storage-key";
import {
  HELD_STEP_KEY,
  HELD_TOUR_CLASS,
  HELD_TOUR_HEAD_SCRIPT,
  forgetHeldTour,
  hasLiveHeldTour,
  heldMinutesLeft,
  readHeldTour,
  rememberStep,
} from "./held-tour";
import { EMPTY_MIX } from "../../domain/passengers";

const cart = {
  id: "cart-1",
  city: "paris",
  productId: "paris-hop-on-hop-off",
  productTitle: "Paris Hop-on Hop-off",
  optionId: "24h",
  date: "2026-11-28",
  availabilityId: null,
  passengers: { ...EMPTY_MIX, adult: 2 },
  promoCode: null,
  expiresAt: "2026-11-26T15:30:00.000Z",
};

beforeEach(() => localStorage.clear());

test("reads the stored cart with the last step recorded for it", () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  rememberStep("cart-1", "/en/paris/checkout/combinations");
  expect(readHeldTour()).toEqual({
    cartId: "cart-1",
    city: "paris",
    title: "Paris Hop-on Hop-off",
    date: "2026-11-28",
    expiresAt: cart.expiresAt,
    href: "/en/paris/checkout/combinations",
  });
});

test("a step recorded for another cart, or a link off the site, is not used", () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  rememberStep("cart-0", "/en/paris/checkout/payment");
  expect(readHeldTour()?.href).toBeNull();
  localStorage.setItem(HELD_STEP_KEY, JSON.stringify({ cartId: "cart-1", href: "//evil.example/x" }));
  expect(readHeldTour()?.href).toBeNull();
  rememberStep("cart-1", "https://evil.example/");
  expect(readHeldTour()?.href).toBeNull();
});

test("no cart, an unreadable one or one without its hold's end is no held tour", () => {
  expect(readHeldTour()).toBeNull();
  expect(hasLiveHeldTour(Date.now())).toBe(false);
  localStorage.setItem(CART_STORAGE_KEY, "{not json");
  expect(readHeldTour()).toBeNull();
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...cart, expiresAt: "soon" }));
  expect(readHeldTour()).toBeNull();
  expect(hasLiveHeldTour(Date.now())).toBe(false);
});

test("the header's entry loads only while the hold runs", () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  const end = Date.parse(cart.expiresAt);
  expect(hasLiveHeldTour(end - 1000)).toBe(true);
  expect(hasLiveHeldTour(end)).toBe(false);
});

test("a cart stored before the title was kept reads with an empty title", () => {
  const { productTitle: _t, ...old } = cart;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(old));
  expect(readHeldTour()?.title).toBe("");
});

test("minutes are rounded up until the hold's end, then 0", () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  const held = readHeldTour()!;
  const end = Date.parse(cart.expiresAt);
  expect(heldMinutesLeft(held, end - 12 * 60_000)).toBe(12);
  expect(heldMinutesLeft(held, end - 11 * 60_000 - 1)).toBe(12);
  expect(heldMinutesLeft(held, end - 1000)).toBe(1);
  expect(heldMinutesLeft(held, end + 1000)).toBe(0);
});

test("forgetting removes the cart and its step", () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  rememberStep("cart-1", "/en/paris/checkout/combinations");
  forgetHeldTour();
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(HELD_STEP_KEY)).toBeNull();
});

test("the head script keeps room for the entry exactly when hasLiveHeldTour would load it (before the first paint)", () => {
  const run = () => {
    document.documentElement.classList.remove(HELD_TOUR_CLASS);
    // eslint-disable-next-line no-new-func -- the inline head script as the browser runs it
    new Function(HELD_TOUR_HEAD_SCRIPT)();
    return document.documentElement.classList.contains(HELD_TOUR_CLASS);
  };
  const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
  const cases: [string | null, boolean][] = [
    [null, false],
    ["{not json", false],
    [JSON.stringify({ ...cart, expiresAt: inOneHour }), true],
    [JSON.stringify({ ...cart, expiresAt: new Date(Date.now() - 1000).toISOString() }), false],
    [JSON.stringify({ ...cart, expiresAt: inOneHour, date: "" }), false],
    [JSON.stringify({ ...cart, expiresAt: inOneHour, id: 42 }), false],
  ];
  for (const [stored, expected] of cases) {
    localStorage.clear();
    if (stored !== null) localStorage.setItem(CART_STORAGE_KEY, stored);
    expect([stored, run()]).toEqual([stored, expected]);
    expect(run()).toBe(hasLiveHeldTour(Date.now()));
  }
  document.documentElement.classList.remove(HELD_TOUR_CLASS);
});
