import { toBookingData } from "./booking-data";
import { toAppLinks } from "./block-data";

describe("booking data of a page query (Destination, BookingProduct and BookingRating nodes)", () => {
  test("prices of the priced products, free-cancellation hours only when stated; the home category's ids in order", () => {
    const data = toBookingData({
      homeCategory: { productIds: ["b", "a"] },
      products: [
        {
          productId: "a",
          priceFrom: { amount: 2880, original: 3200, currency: "EUR", optionId: "o", freeCancellationHours: 24 },
        },
        {
          productId: "b",
          priceFrom: { amount: 1000, original: null, currency: "GBP", optionId: "p", freeCancellationHours: null },
        },
        { productId: "unpriced", priceFrom: null },
      ],
    });
    expect(data).toEqual({
      homeProductIds: ["b", "a"],
      prices: {
        a: { amount: 2880, original: 3200, currency: "EUR", optionId: "o", freeCancellationHours: 24 },
        b: { amount: 1000, original: null, currency: "GBP", optionId: "p" },
      },
    });
  });
  test("no destination selected (a page without products): nothing", () => {
    expect(toBookingData(null)).toEqual({ prices: {}, homeProductIds: [] });
  });
  test("the app rating of /api/init/rating wins over the CMS's; 4 stars by default", () => {
    const app = { iosUrl: "https://ios.example", rankingAppIos: 3 };
    expect(toAppLinks(app, { rankingAppIos: 4.7, rankingAppAndroid: 4.1 })).toMatchObject({
      rankingAppIos: 4.7,
      rankingAppAndroid: 4.1,
    });
    expect(toAppLinks(app, null)).toMatchObject({ rankingAppIos: 3, rankingAppAndroid: 4 });
  });
});
