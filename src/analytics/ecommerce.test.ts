import { cartItems, checkoutItems } from "./cart-items";
import { ecommerceItem, itemsValue, toAmount } from "./ecommerce";
import { addToCartEvent, viewItemListEvent } from "./events";
import { pushEcommerce } from "./data-layer";

const adult = {
  productId: "hop-on-paris",
  name: "Paris hop-on hop-off",
  category: "sight-base-offer",
  unitPrice: 3900,
  unitTax: 650,
  quantity: 2,
  currency: "EUR",
};

test("an item has the GA4 shape: supplier id, price in currency units with two decimals, price without tax", () => {
  expect(ecommerceItem(adult)).toEqual({
    item_id: "hop-on-paris",
    item_name: "Paris hop-on hop-off",
    item_category: "sight-base-offer",
    price: 39,
    price_ht: 32.5,
    quantity: 2,
    currency: "EUR",
  });
  expect(toAmount(1999)).toBe(19.99);
  expect(toAmount(5)).toBe(0.05);
});

test("a partner price overrides the adult price", () => {
  expect(ecommerceItem({ ...adult, partnerPrice: 3510 })).toMatchObject({ price: 35.1, price_ht: 28.6 });
});

test("the value sums price × quantity without floating-point drift", () => {
  const items = [
    ecommerceItem({ ...adult, unitPrice: 1010, quantity: 3 }),
    ecommerceItem({ ...adult, unitPrice: 2020, quantity: 1 }),
  ];
  expect(itemsValue(items)).toBe(50.5);
  expect(addToCartEvent(items).ecommerce).toEqual({ currency: "EUR", value: 50.5, items });
});

test("view_item_list numbers its items", () => {
  const items = [ecommerceItem(adult), ecommerceItem({ ...adult, productId: "night-tour" })];
  expect(
    viewItemListEvent("paris-home", "Home offers", items).ecommerce.items.map((i) => [i.item_id, i.index]),
  ).toEqual([
    ["hop-on-paris", 0],
    ["night-tour", 1],
  ]);
});

describe("the data layer", () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  test.each([
    "add_to_cart",
    "begin_checkout",
    "purchase",
    "view_item_list",
    "view_item",
    "select_item",
    "view_cart",
    "remove_from_cart",
  ])("the ecommerce object is cleared before %s", (event) => {
    pushEcommerce({ event, ecommerce: { items: [] } });
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event, ecommerce: { items: [] } }]);
  });
  test("not before the others (upsell, add_payment_info)", () => {
    pushEcommerce({ event: "upsell", ecommerce: { items: [] } });
    pushEcommerce({ event: "add_payment_info", ecommerce: { items: [] } });
    expect(window.dataLayer?.map((e) => e.event)).toEqual(["upsell", "add_payment_info"]);
  });
});

test("cart items: one per passenger line of the tour with a quantity, the unit type as variant, partner price for adults", () => {
  const price = (retail: number) => ({ retail, tax: Math.round(retail / 6), currency: "GBP" });
  const cart = {
    product: { id: "lon-hoho", title: "London hop-on" },
    option: { id: "24h", title: "24 hours" },
    lines: [
      { type: "ADULT", quantity: 2, unitPrice: price(3600) },
      { type: "CHILD", quantity: 1, unitPrice: price(1800) },
      { type: "INFANT", quantity: 0, unitPrice: price(0) },
      // an upsell's line is not the tour (the upsell events report it with its own product id)
      { type: "ADULT", quantity: 2, unitPrice: price(900), productTitle: "Audio guide", productId: "lon-audio" },
    ],
  };
  expect(cartItems(cart)).toEqual([
    {
      item_id: "lon-hoho",
      item_name: "London hop-on",
      item_category: "24 hours",
      item_variant: "adult",
      price: 36,
      price_ht: 30,
      quantity: 2,
      currency: "GBP",
    },
    {
      item_id: "lon-hoho",
      item_name: "London hop-on",
      item_category: "24 hours",
      item_variant: "child",
      price: 18,
      price_ht: 15,
      quantity: 1,
      currency: "GBP",
    },
  ]);
  expect(cartItems(cart, { partnerPrices: { ADULT: 3000 } })[0]).toMatchObject({ price: 30, price_ht: 24 });
  // the CMS's ventrataId is the item id; a partner price of another type replaces that type's price
  expect(
    cartItems(cart, { itemId: "VT-LON", partnerPrices: { CHILD: 1500 } }).map((i) => [i.item_id, i.price]),
  ).toEqual([
    ["VT-LON", 36],
    ["VT-LON", 15],
  ]);
});

test("checkout items: the tour's lines, then each upsell's lines under the upsell's own product id", () => {
  const price = (retail: number) => ({ retail, tax: Math.round(retail / 6), currency: "EUR" });
  const cart = {
    product: { id: "paris-hoho", title: "Paris bus" },
    option: { id: "1d", title: "1 day" },
    lines: [
      { type: "ADULT", quantity: 1, unitPrice: price(3600), productTitle: null, productId: null },
      { type: "ADULT", quantity: 1, unitPrice: price(1200), productTitle: "Audio guide", productId: "paris-audio" },
      { type: "CHILD", quantity: 0, unitPrice: price(600), productTitle: "Audio guide", productId: "paris-audio" },
    ],
  };
  expect(checkoutItems(cart)).toEqual([
    {
      item_id: "paris-hoho",
      item_name: "Paris bus",
      item_category: "1 day",
      item_variant: "adult",
      price: 36,
      price_ht: 30,
      quantity: 1,
      currency: "EUR",
    },
    {
      item_id: "paris-audio",
      item_name: "Audio guide",
      item_category: "upsell",
      item_variant: "adult",
      price: 12,
      price_ht: 10,
      quantity: 1,
      currency: "EUR",
    },
  ]);
});
