import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  formErrorEvent,
  PAID_ITEMS_STORAGE_KEY,
  pushEvent,
  pushPurchaseOnce,
  PURCHASES_STORAGE_KEY,
  rememberPaidItems,
  type PurchasedBooking,
} from "./events";
import { pushCheckoutEvent, unitsOf, upgradeEvent, upsellEvent } from "./events";

const cart = {
  product: { id: "paris-hop-on-hop-off", title: "Hop-on hop-off bus tour" },
  total: { retail: 6400, tax: 1067, currency: "EUR" },
};
const upgrade = {
  option: { id: "paris-hop-on-hop-off-2d", title: "2-day ticket", durationMinutes: 2880 },
  additionalDays: 1,
  difference: 1650,
  cartTotal: { retail: 8050, tax: 1342, currency: "EUR" },
};
const upsell = {
  productId: "paris-audio-experience",
  optionId: "paris-audio-experience-standard",
  title: "City audio guide",
  durationMinutes: 1440,
  total: { retail: 2250, tax: 205, currency: "EUR" },
};

describe("checkout events (GA4 shape)", () => {
  test("prices are cents / 100", () => {
    expect(unitsOf(1650)).toBe(16.5);
    expect(unitsOf(5)).toBe(0.05);
  });

  test("upgrade: the tour's supplier id, the new option as variant, the server's difference as value and price", () => {
    expect(upgradeEvent(cart, upgrade, "EUR")).toEqual({
      event: "upgrade",
      additional_days: 1,
      ecommerce: {
        currency: "EUR",
        value: 16.5,
        items: [
          {
            item_id: "paris-hop-on-hop-off",
            item_name: "Hop-on hop-off bus tour",
            item_category: "2-day ticket",
            item_variant: "paris-hop-on-hop-off-2d",
            price: 16.5,
            price_ht: 13.75,
            quantity: 1,
            currency: "EUR",
          },
        ],
      },
    });
  });

  test("upsell: add or remove, item_id = the upsell's supplier product id, price_ht without the included tax", () => {
    const e = upsellEvent("remove", upsell);
    expect(e.action).toBe("remove");
    expect(e.ecommerce.items).toEqual([
      {
        item_id: "paris-audio-experience",
        item_name: "City audio guide",
        item_category: "upsell",
        item_variant: "paris-audio-experience-standard",
        price: 22.5,
        price_ht: 20.45,
        quantity: 1,
        currency: "EUR",
      },
    ]);
    expect(e.ecommerce.value).toBe(22.5);
  });

  test("push: one dataLayer entry per event after clearing the previous ecommerce object", () => {
    window.dataLayer = [];
    pushCheckoutEvent(upsellEvent("add", upsell));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: "upsell", action: "add" }),
    ]);
  });
});

const booking: PurchasedBooking = {
  reference: "SST-123",
  city: "paris",
  productTitle: "Hop-on Hop-off",
  totalPaid: 6400,
  currency: "EUR",
  passengers: [
    { type: "ADULT", count: 2 },
    { type: "CHILD", count: 1 },
  ],
};
const tourItem = {
  item_id: "london-hop-on-hop-off",
  item_name: "Tour",
  item_category: "1 day",
  item_variant: "adult",
  price: 17.25,
  price_ht: 14.38,
  quantity: 2,
  currency: "GBP",
};
const payCart = { currency: "GBP", total: 3450, currencyPrecision: 2, promoCode: "QZ7K-10", items: [tourItem] };

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
});

describe("checkout events of steps 3 and 4", () => {
  test("purchase is pushed once per booking, never again on a reload (remembered in localStorage)", () => {
    expect(pushPurchaseOnce(booking, "en")).toBe(true);
    expect(pushPurchaseOnce(booking, "en")).toBe(false);
    expect(pushPurchaseOnce({ ...booking, reference: "SST-456" }, "fr")).toBe(true);
    const purchases = window.dataLayer!.filter((e) => e.event === "purchase");
    expect(purchases.map((e) => (e.ecommerce as { transaction_id: string }).transaction_id)).toEqual([
      "SST-123",
      "SST-456",
    ]);
    expect(JSON.parse(localStorage.getItem(PURCHASES_STORAGE_KEY)!)).toEqual(["SST-123", "SST-456"]);
    expect(purchases[0]!.ecommerce).toMatchObject({ value: 64, currency: "EUR", items: [{ quantity: 3 }] });
  });

  test("ecommerce events clear the ecommerce layer first; amounts from the server's minor units; payment type cb", () => {
    pushEvent(beginCheckoutEvent(payCart, "london", "en"));
    pushEvent(addPaymentInfoEvent(payCart, "london", "en"));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: "begin_checkout",
        ecommerce: expect.objectContaining({ value: 34.5, currency: "GBP", coupon: "QZ7K-10" }),
      }),
      { ecommerce: null },
      expect.objectContaining({
        event: "add_payment_info",
        ecommerce: expect.objectContaining({ payment_type: "cb" }),
      }),
    ]);
  });

  test("purchase reports the items paid for at step 3 (by booking reference), else one item of the booking", () => {
    rememberPaidItems("SST-123", [tourItem]);
    rememberPaidItems(null, [{ ...tourItem, item_id: "nobody" }]);
    pushPurchaseOnce(booking, "en");
    pushPurchaseOnce({ ...booking, reference: "SST-999" }, "en");
    const [paid, unknown] = window
      .dataLayer!.filter((e) => e.event === "purchase")
      .map((e) => e.ecommerce as { items: unknown[] });
    expect(paid!.items).toEqual([tourItem]);
    expect(unknown!.items).toEqual([{ item_name: "Hop-on Hop-off", quantity: 3 }]);
  });

  test("only the last few paid carts are remembered", () => {
    for (let i = 0; i < 8; i++) rememberPaidItems(`R-${i}`, [tourItem]);
    expect(JSON.parse(localStorage.getItem(PAID_ITEMS_STORAGE_KEY)!).map((e: [string]) => e[0])).toEqual([
      "R-3",
      "R-4",
      "R-5",
      "R-6",
      "R-7",
    ]);
  });

  test("form-error carries the message, category booking and action form-error", () => {
    pushEvent(formErrorEvent("This field is not valid."));
    expect(window.dataLayer).toEqual([
      { event: "form-error", errorMessage: "This field is not valid.", category: "booking", action: "form-error" },
    ]);
  });
});
