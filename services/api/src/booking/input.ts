/** Checks of what the browser sends to the booking operations: ids, dates, the city and the passenger rules. */
import { cityById, type CityConstants } from "../../../../domain/cities.ts";
import { BookingError } from "./errors.ts";
import { checkCounts, checkPassengers, type PassengerMix } from "./passengers.ts";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function badInput(field: string): BookingError {
  return new BookingError("BAD_INPUT", "BAD_INPUT", { fields: [{ field, key: "BAD_INPUT" }] });
}

export function requireCity(id: string): CityConstants {
  const city = cityById(id);
  if (!city) throw badInput("city");
  return city;
}

export function requireDate(value: string, field: string): void {
  if (!DATE_RE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new BookingError("BAD_INPUT", "NO_DATE", { fields: [{ field, key: "NO_DATE" }] });
  }
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The passenger rules; `maxSeatsPerCart` for a cart, absent for quotes and calendars. */
export function assertRules(
  mix: PassengerMix,
  familyPass: boolean,
  city: CityConstants | undefined,
  maxSeatsPerCart?: number | null,
): void {
  throwViolation(checkPassengers(mix, { familyPass, familyPassRule: city?.familyPassRule ?? null, maxSeatsPerCart }));
}

/** Calendar and start times take passengers optionally and apply no composition rule, only the bounds. */
export function assertCounts(mix: PassengerMix): void {
  throwViolation(checkCounts(mix));
}

function throwViolation(violation: ReturnType<typeof checkCounts>): void {
  if (violation) {
    throw new BookingError(violation.key === "BAD_INPUT" ? "BAD_INPUT" : "PASSENGER_RULE", violation.key, {
      params: violation.params,
      fields: [{ field: violation.field, key: violation.key, params: violation.params }],
    });
  }
}
