import { isBusy } from "./press";
import type { StepCart } from "./step-cart";

const cartWith = (upsells: { productId: string; added: boolean }[]) => ({ upsells }) as unknown as StepCart;

describe("step 2 is busy", () => {
  test("while a press is in flight, until the cart shows an upsell's add or remove", () => {
    const cart = cartWith([{ productId: "boat", added: false }]);
    expect(isBusy(null, cart)).toBe(false);
    expect(isBusy({ productId: "boat", added: true }, cart)).toBe(true);
    // The cache has the mutation's cart a render before its promise settles: the press is over.
    expect(isBusy({ productId: "boat", added: true }, cartWith([{ productId: "boat", added: true }]))).toBe(false);
    expect(isBusy({ productId: "boat", added: false }, cart)).toBe(false);
    expect(isBusy({ productId: "boat", added: true }, null)).toBe(true);
  });

  test("the upgrade, until its promise settles", () => {
    expect(isBusy("upgrade", cartWith([{ productId: "boat", added: true }]))).toBe(true);
  });
});
