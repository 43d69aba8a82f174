import { paymentReturnOf } from "./date-change-return";

describe("the return from a dearer date's card page", () => {
  test("is one only with both of the provider's t and s (eventId when given)", () => {
    expect(paymentReturnOf("?t=T1&s=S1&eventId=1796")).toEqual({ t: "T1", s: "S1", eventId: "1796" });
    expect(paymentReturnOf("?t=T1&s=S1")).toEqual({ t: "T1", s: "S1", eventId: null });
    expect(paymentReturnOf("?t=T1")).toBeNull();
    expect(paymentReturnOf("?s=S1&reference=ABC123")).toBeNull();
    expect(paymentReturnOf("?t=&s=S1")).toBeNull();
    expect(paymentReturnOf("")).toBeNull();
  });
});
