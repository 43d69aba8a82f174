/** Calendar and availability rules: day states, promotions, upgrade lengths, dates of availability ids. */
import type { OctoAvailabilityStatus, OctoOption } from "../octo/types.ts";
import { durationMinutes } from "./supplier-catalog.ts";

export const LIMITED_BELOW = 10;
export const MAX_UPGRADE_DAYS = 3;
export const MAX_CALENDAR_DAYS = 62;
const DAY_MINUTES = 24 * 60;

export type DayState = "AVAILABLE" | "LIMITED" | "SOLD_OUT";

export function dayState(
  status: OctoAvailabilityStatus,
  available: boolean,
  vacancies: number | null,
  seats: number,
): DayState {
  if (!available || status === "SOLD_OUT" || status === "CLOSED") return "SOLD_OUT";
  if (vacancies !== null && vacancies < seats) return "SOLD_OUT";
  if (status === "LIMITED" || (vacancies !== null && vacancies < LIMITED_BELOW)) return "LIMITED";
  return "AVAILABLE";
}

export function isPromoted(a: { offerCode?: string | null; offers?: { usable?: boolean }[] }): boolean {
  return Boolean(a.offerCode) || (a.offers ?? []).some((o) => o.usable !== false);
}

export function localDateOf(availabilityId: string | null): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(availabilityId ?? "");
  return m?.[1] ?? null;
}

/** Days an upgrade adds: null unless the target is longer and at most MAX_UPGRADE_DAYS days longer. */
export function additionalDays(from: OctoOption, to: OctoOption): number | null {
  if (from.id === to.id) return null;
  const a = durationMinutes(from);
  const b = durationMinutes(to);
  if (a === null || b === null || b <= a) return null;
  const extra = (b - a) / DAY_MINUTES;
  if (extra > MAX_UPGRADE_DAYS) return null;
  return Math.max(1, Math.round(extra));
}
