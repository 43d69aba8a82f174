import { checkoutInformationHref } from "./checkout-query";

describe("checkoutInformationHref (step 1 with a selection)", () => {
  test.each([
    ["fr", "/fr/paris/reservation/information"],
    ["en", "/en/paris/checkout/information"],
    ["es", "/es/paris/reservar/informacion"],
    ["nl", "/nl/paris/reservering/informatie"],
  ] as const)("%s: the localized step 1 path with product and option", (locale, path) => {
    expect(checkoutInformationHref(locale, "paris", { productId: "paris-hop-on-hop-off", optionId: "DEFAULT" })).toBe(
      `${path}?productId=paris-hop-on-hop-off&optionId=DEFAULT`,
    );
  });

  test("the searched date and party; default counts (1 adult, 0 others) are left out", () => {
    const href = checkoutInformationHref("en", "london", {
      productId: "p1",
      optionId: "o1",
      date: "2026-12-05",
      passengers: { adult: 2, child: 1, infant: 0 },
    });
    expect(href).toBe("/en/london/checkout/information?productId=p1&optionId=o1&date=2026-12-05&adult=2&child=1");
    expect(checkoutInformationHref("en", "london", { productId: "p1", passengers: { adult: 1 } })).toBe(
      "/en/london/checkout/information?productId=p1",
    );
  });

  test("0 adults is written (it is not the default) and a malformed date is dropped", () => {
    expect(
      checkoutInformationHref("en", "london", {
        productId: "p1",
        date: "5/12/2026",
        passengers: { adult: 0, family: 1 },
      }),
    ).toBe("/en/london/checkout/information?productId=p1&adult=0&family=1");
  });
});
