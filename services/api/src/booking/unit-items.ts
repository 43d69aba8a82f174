/** OCTO unit items of a passenger mix: which unit each ticket is, quantities, seats, and the mix of a booking. */
import type { UnitQuantity } from "../octo/client.ts";
import type { OctoBooking, OctoOption, OctoUnit, OctoUnitItem, UnitItemBody } from "../octo/types.ts";
import { BookingError } from "./errors.ts";
import { badInput } from "./input.ts";
import {
  EMPTY_MIX,
  PASSENGER_TYPES,
  passengerTypeOfUnit,
  seatsOf,
  type PassengerMix,
  type PassengerType,
} from "./passengers.ts";

export const passengerTypeOf = (unit: OctoUnit): PassengerType | undefined => passengerTypeOfUnit(unit.type);
export const isFamilyOption = (option: OctoOption) => option.units.some((u) => u.type === "FAMILY");

/** Passenger types sent to the supplier as unit items; in a family pass, adult/child are its members. */
export function ticketTypes(option: OctoOption): PassengerType[] {
  return isFamilyOption(option) ? ["family", "infant"] : PASSENGER_TYPES.filter((t) => t !== "family");
}

/**
 * One unit item per ticket. Returns null when the option has no unit for a requested type. `existing` keeps the
 * uuids of unit items that stay (OCTO drops unit items sent without their uuid).
 */
export function unitItemsFor(
  option: OctoOption,
  mix: PassengerMix,
  _opts: { strict: boolean },
  existing: OctoUnitItem[] = [],
): UnitItemBody[] | null {
  const items: UnitItemBody[] = [];
  const pool = new Map<string, string[]>();
  for (const item of existing) pool.set(item.unitId, [...(pool.get(item.unitId) ?? []), item.uuid]);
  for (const type of ticketTypes(option)) {
    const count = mix[type];
    if (count === 0) continue;
    const unit = option.units.find((u) => passengerTypeOf(u) === type);
    // No unit for a requested type: the option cannot carry this mix (search skips it, cart calls refuse it).
    if (!unit) return null;
    for (let i = 0; i < count; i++) {
      const uuid = pool.get(unit.id)?.shift();
      items.push(uuid ? { uuid, unitId: unit.id } : { unitId: unit.id });
    }
  }
  return items;
}

export function requireUnitItems(option: OctoOption, mix: PassengerMix, existing: OctoUnitItem[] = []): UnitItemBody[] {
  const items = unitItemsFor(option, mix, { strict: true }, existing);
  if (!items) throw badInput("passengers");
  if (items.length === 0) throw new BookingError("PASSENGER_RULE", "NO_TICKETS");
  return items;
}

export function unitQuantities(option: OctoOption, mix: PassengerMix): UnitQuantity[] {
  const out: UnitQuantity[] = [];
  for (const type of ticketTypes(option)) {
    const unit = option.units.find((u) => passengerTypeOf(u) === type);
    if (unit && mix[type] > 0) out.push({ id: unit.id, quantity: mix[type] });
  }
  return out;
}

/** Seats the supplier counts: one per unit item except infants (on a lap). */
export function seatsNeeded(option: OctoOption, mix: PassengerMix): number {
  return isFamilyOption(option) ? Math.max(1, mix.family) : Math.max(1, seatsOf(mix));
}

export function passengersOf(booking: OctoBooking, option: OctoOption): PassengerMix {
  const mix = { ...EMPTY_MIX };
  for (const item of booking.unitItems) {
    const unit = option.units.find((u) => u.id === item.unitId) ?? item.unit;
    const type = unit ? passengerTypeOf(unit) : undefined;
    if (type) mix[type] += 1;
  }
  // Family pass members are kept in the booking notes ("family:2/2").
  const m = /family:(\d+)\/(\d+)/.exec(booking.notes ?? "");
  if (mix.family > 0 && m?.[1] && m[2]) {
    mix.adult = Number(m[1]);
    mix.child = Number(m[2]);
  }
  return mix;
}
