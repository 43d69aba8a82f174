import { pushCheckoutEvent, selectDurationEvent, unitsOf, upgradeEvent, upsellEvent } from "./events";

const cart = { product: { id: "paris-hop-on-hop-off", title: "Hop-on hop-off bus tour" } };
const upgrade = { option: { id: "paris-hop-on-hop-off-2d", title: "2-day ticket", durationMinutes: 2880 }, additionalDays: 1, difference: 1650 };
const upsell = {
  productId: "paris-audio-experience", optionId: "paris-audio-experience-standard", title: "City audio guide", durationMinutes: 1440,
  total: { retail: 2250, tax: 205, currency: "EUR" },
};

describe("checkout events (GA4 shape)", () => {
  test("prices are cents / 100", () => {
    expect(unitsOf(1650)).toBe(16.5);
    expect(unitsOf(5)).toBe(0.05);
  });

  test("upgrade: the tour's supplier id, the new option as variant, the server's difference as value", () => {
    expect(upgradeEvent(cart, upgrade, "EUR")).toEqual({
      event: "upgrade",
      additional_days: 1,
      ecommerce: {
        currency: "EUR",
        value: 16.5,
        items: [{ item_id: "paris-hop-on-hop-off", item_name: "Hop-on hop-off bus tour", item_variant: "paris-hop-on-hop-off-2d", price: 16.5, quantity: 1 }],
      },
    });
  });

  test("select_duration carries the duration in minutes", () => {
    const e = selectDurationEvent(cart, upgrade, "GBP");
    expect(e.event).toBe("select_duration");
    expect(e.duration_minutes).toBe(2880);
    expect(e.ecommerce.currency).toBe("GBP");
  });

  test("upsell: add or remove, item_id = the upsell's supplier product id, price_ht without the included tax", () => {
    const e = upsellEvent("remove", upsell);
    expect(e.action).toBe("remove");
    expect(e.ecommerce.items).toEqual([
      { item_id: "paris-audio-experience", item_name: "City audio guide", item_variant: "paris-audio-experience-standard", price: 22.5, price_ht: 20.45, quantity: 1 },
    ]);
    expect(e.ecommerce.value).toBe(22.5);
  });

  test("push: one dataLayer entry per event after clearing the previous ecommerce object", () => {
    window.dataLayer = [];
    pushCheckoutEvent(upsellEvent("add", upsell));
    expect(window.dataLayer).toEqual([{ ecommerce: null }, expect.objectContaining({ event: "upsell", action: "add" })]);
  });
});
