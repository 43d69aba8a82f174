import type { CheckoutPassengerType } from "../routes/checkout-query";
import type { PassengerType } from "./graphql/__generated__/graphql";

/** The API's unit types in the order the visitor sees them, with the passenger count each one sets. */
export const UNIT_ORDER: readonly Exclude<PassengerType, "OTHER">[] = ["ADULT", "CHILD", "INFANT", "SENIOR", "STUDENT", "FAMILY"];

export const countKeyOf = (type: PassengerType): CheckoutPassengerType | null =>
  type === "OTHER" ? null : (type.toLowerCase() as CheckoutPassengerType);
