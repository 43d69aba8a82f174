/**
 * The spec's passenger rules (sections 5 and 9), pure and enforced on the server before anything reaches the
 * supplier. Returns the first broken rule, in the order a visitor would fix them.
 */
import type { MessageKey } from "./messages.ts";

export const MAX_SEATS = 80;
export const MAX_INFANTS_PER_ADULT = 2;

export interface PassengerMix {
  adult: number;
  child: number;
  infant: number;
  senior: number;
  student: number;
  /** Family passes; the family members travelling on them are counted in adult and child. */
  family: number;
}

export const PASSENGER_TYPES = ["adult", "child", "infant", "senior", "student", "family"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const EMPTY_MIX: PassengerMix = { adult: 0, child: 0, infant: 0, senior: 0, student: 0, family: 0 };

export interface FamilyPassRule {
  adultNumber: number;
  childrenNumber: number;
}

export type RuleViolation = { key: MessageKey; params?: Record<string, number>; field: PassengerType | "passengers" };

/** People 12+ who can accompany a child or hold an infant. */
export const adultsOf = (mix: PassengerMix) => mix.adult + mix.senior + mix.student;
/** Seats taken: infants sit on a lap. */
export const seatsOf = (mix: PassengerMix) => mix.adult + mix.child + mix.senior + mix.student;

export function normalizeMix(input: Partial<Record<PassengerType, number | null | undefined>>): PassengerMix {
  const mix = { ...EMPTY_MIX };
  for (const type of PASSENGER_TYPES) mix[type] = input[type] ?? 0;
  return mix;
}

export function checkPassengers(
  mix: PassengerMix,
  options: { familyPass: boolean; familyPassRule?: FamilyPassRule | null },
): RuleViolation | null {
  for (const type of PASSENGER_TYPES) {
    if (!Number.isInteger(mix[type]) || mix[type] < 0) return { key: "BAD_INPUT", field: type };
  }
  if (options.familyPass) return checkFamilyPass(mix, options.familyPassRule ?? null);
  if (mix.family > 0) return { key: "BAD_INPUT", field: "family" };
  if (seatsOf(mix) + mix.infant === 0) return { key: "NO_TICKETS", field: "passengers" };
  if (seatsOf(mix) > MAX_SEATS) return { key: "TOO_MANY_SEATS", field: "passengers" };
  const adults = adultsOf(mix);
  if (mix.child > 0 && adults === 0) return { key: "CHILD_ALONE", field: "child" };
  if (mix.infant > MAX_INFANTS_PER_ADULT * adults) {
    return adults === 0 ? { key: "CHILD_ALONE", field: "infant" } : { key: "TOO_MANY_INFANTS", field: "infant" };
  }
  return null;
}

/**
 * Family pass products sell FAMILY units only. With a city rule (e.g. Paris 2/2, Bath 2/3) each pass is for
 * exactly that many adults and children, given in `adult` and `child`; a 0/0 rule (Barcelona, Madrid) has no
 * composition rule and the adult/child counts are not checked.
 */
function checkFamilyPass(mix: PassengerMix, rule: FamilyPassRule | null): RuleViolation | null {
  if (mix.family === 0) return { key: "NO_TICKETS", field: "family" };
  if (mix.senior > 0 || mix.student > 0) return { key: "BAD_INPUT", field: "passengers" };
  if (mix.child > 0 && mix.adult === 0) return { key: "CHILD_ALONE", field: "child" };
  const hasRule = rule !== null && (rule.adultNumber > 0 || rule.childrenNumber > 0);
  if (hasRule) {
    if (mix.adult !== mix.family * rule.adultNumber || mix.child !== mix.family * rule.childrenNumber) {
      return {
        key: "FAMILY_COMPOSITION",
        params: { adults: rule.adultNumber, children: rule.childrenNumber },
        field: "family",
      };
    }
  }
  if (seatsOf(mix) > MAX_SEATS) return { key: "TOO_MANY_SEATS", field: "passengers" };
  if (mix.infant > MAX_INFANTS_PER_ADULT * Math.max(mix.adult, hasRule ? 0 : mix.family)) {
    return { key: "TOO_MANY_INFANTS", field: "infant" };
  }
  return null;
}

export const sameMix = (a: PassengerMix, b: PassengerMix) => PASSENGER_TYPES.every((t) => a[t] === b[t]);
