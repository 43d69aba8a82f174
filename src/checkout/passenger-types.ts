import { UNIT_TYPES, passengerTypeOfUnit } from "../../domain/passengers";
import type { CheckoutPassengerType } from "../routes/checkout-query";
import type { PassengerType } from "./graphql/__generated__/graphql";

/** The API's unit types in the order the visitor sees them (the kernel's order, domain/passengers). */
export const UNIT_ORDER = UNIT_TYPES as readonly Exclude<PassengerType, "OTHER">[];

/** The passenger count a unit type sets ("ADULT" → "adult"); null for a type the site does not count (OTHER). */
export const countKeyOf = (type: PassengerType): CheckoutPassengerType | null => passengerTypeOfUnit(type) ?? null;
