/** Who an upsell is for: the cart's passengers of the types the upsell's option accepts (pure, unit-tested). */
import type { OctoOption } from "../octo/types.ts";
import { checkPassengers, EMPTY_MIX, PASSENGER_TYPES, type PassengerMix, type PassengerType } from "./passengers.ts";
import { passengerTypeOf } from "./unit-items.ts";

/** Passenger types an option has units for, in the site's order. */
export function acceptedTypes(option: OctoOption): PassengerType[] {
  const types = new Set(option.units.map(passengerTypeOf).filter((t): t is PassengerType => t !== undefined));
  return PASSENGER_TYPES.filter((t) => types.has(t));
}

/**
 * The cart's passengers an upsell is booked for, or null when it fits none of them or the result breaks a passenger
 * rule (a child without an adult). A family pass's members count as the adults and children they are.
 */
export function upsellMix(option: OctoOption, cart: PassengerMix): PassengerMix | null {
  const people: PassengerMix = cart.family > 0 ? { ...cart, family: 0 } : cart;
  const accepted = new Set(acceptedTypes(option));
  const mix = { ...EMPTY_MIX };
  for (const type of PASSENGER_TYPES) if (accepted.has(type)) mix[type] = people[type];
  if (PASSENGER_TYPES.every((t) => mix[t] === 0)) return null;
  return checkPassengers(mix, { familyPass: false, familyPassRule: null }) ? null : mix;
}
