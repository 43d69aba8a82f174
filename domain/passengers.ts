/**
 * The spec's passenger rules (sections 5 and 9), pure, with no imports: enforced by the web server
 * (services/api/src/booking/passengers.ts re-exports this module) before anything reaches the supplier, and checked
 * in the browser by the checkout as the visitor types (src/checkout), so both say the same. Returns the first broken
 * rule, in the order a visitor would fix them.
 */

/** Keys of the rule messages (the server's catalogue services/api/messages/{lng}/errors.json, the site's `rules.*`). */
export type RuleMessageKey =
  | "BAD_INPUT"
  | "TOO_MANY_SEATS"
  | "GROUP_REQUEST"
  | "NO_TICKETS"
  | "CHILD_ALONE"
  | "TOO_MANY_INFANTS"
  | "FAMILY_COMPOSITION";

export const MAX_SEATS = 80;
/**
 * The most seats one unpaid cart may hold: the web server's MAX_SEATS_PER_CART, told to the checkout with the
 * product's options (`maxSeats`); the spec's 80 seats per booking, as search accepts. A day is protected from
 * hoarding per client and departure instead (LIMIT_SEATS_PER_DEPARTURE, ADR 0343). A larger party is sent to the
 * group / private-tour request.
 */
export const DEFAULT_MAX_SEATS_PER_CART = MAX_SEATS;
export const MAX_INFANTS_PER_ADULT = 2;

/**
 * The passenger types, in the order every screen, e-mail and ticket lists them: the one list (ADR 0358). Everything
 * else derives from it (the mix, the defaults, the URL counts, the unit types, the labels' catalogue keys
 * `checkout.unit.<UNIT>` and `passengers.hint.<type>`) or fails to compile without the new type (a
 * `Record<PassengerType, …>`); the booking API's schema (services/api/schema.graphql: PassengersInput, Passengers,
 * PassengerType, UnitType) and the catalogues are checked against it by tests. `family` counts family passes; the
 * family members travelling on them are counted in adult and child.
 */
export const PASSENGER_TYPES = ["adult", "child", "infant", "senior", "student", "family"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
/** A count per passenger type (the booking API's PassengersInput). */
export type PassengerMix = Record<PassengerType, number>;
/** The supplier's unit type of a passenger type (OCTO unit `type`, the booking API's PassengerType). */
export type UnitType = Uppercase<PassengerType>;
export const UNIT_TYPES: readonly UnitType[] = PASSENGER_TYPES.map((t) => t.toUpperCase() as UnitType);
/** Each unit type's passenger type, `{ ADULT: "adult", … }` (the booking API's PassengerType enum values). */
export const PASSENGER_TYPE_OF_UNIT = Object.fromEntries(PASSENGER_TYPES.map((t) => [t.toUpperCase(), t])) as {
  readonly [T in PassengerType as Uppercase<T>]: T;
};
/** The passenger type of a supplier unit type ("ADULT" → "adult"); undefined for the others (YOUTH, MILITARY, OTHER). */
export const passengerTypeOfUnit = (unitType: string): PassengerType | undefined =>
  Object.hasOwn(PASSENGER_TYPE_OF_UNIT, unitType)
    ? PASSENGER_TYPE_OF_UNIT[unitType as keyof typeof PASSENGER_TYPE_OF_UNIT]
    : undefined;
/** A mix with `count(type)` of each type. */
export const mixOf = (count: (type: PassengerType) => number): PassengerMix =>
  Object.fromEntries(PASSENGER_TYPES.map((t) => [t, count(t)])) as PassengerMix;

/**
 * The most of one passenger type a booking can hold: 80 seats (family passes count as seats too), and at most 2
 * infants per adult. Checked before anything else, so that no count ever sizes a list (a family count of
 * 2^31 built a unit list of that length and took the web server down).
 */
export const MAX_COUNT: Readonly<Record<PassengerType, number>> = {
  adult: MAX_SEATS,
  child: MAX_SEATS,
  infant: MAX_SEATS * MAX_INFANTS_PER_ADULT,
  senior: MAX_SEATS,
  student: MAX_SEATS,
  family: MAX_SEATS,
};

export const EMPTY_MIX: Readonly<PassengerMix> = mixOf(() => 0);
/** The party of a link or a search that names none: 1 adult, 0 of the others (the spec's route table). */
export const DEFAULT_PARTY: Readonly<PassengerMix> = mixOf((t) => (t === "adult" ? 1 : 0));
/** Every count of a mix added up (family passes count one each). */
export const countOf = (mix: PassengerMix) => PASSENGER_TYPES.reduce((sum, t) => sum + mix[t], 0);

export interface FamilyPassRule {
  adultNumber: number;
  childrenNumber: number;
}

export type RuleViolation = {
  key: RuleMessageKey;
  params?: Record<string, number>;
  field: PassengerType | "passengers";
};

/** People 12+ who can accompany a child or hold an infant. */
export const adultsOf = (mix: PassengerMix) => mix.adult + mix.senior + mix.student;
/** Seats taken: infants sit on a lap. */
export const seatsOf = (mix: PassengerMix) => mix.adult + mix.child + mix.senior + mix.student;

export function normalizeMix(input: Partial<Record<PassengerType, number | null | undefined>>): PassengerMix {
  return mixOf((type) => input[type] ?? 0);
}

/** Every count a whole number from 0 to its MAX_COUNT: the check of every entry point, before any other rule. */
export function checkCounts(mix: PassengerMix): RuleViolation | null {
  for (const type of PASSENGER_TYPES) {
    const count: unknown = mix[type];
    if (typeof count !== "number" || !Number.isInteger(count) || count < 0) return { key: "BAD_INPUT", field: type };
    if (count > MAX_COUNT[type]) return { key: "TOO_MANY_SEATS", field: type };
  }
  return null;
}

/** Seats a mix takes: a family pass takes at least one seat even when its members are not counted. */
export const seatsTaken = (mix: PassengerMix) => Math.max(seatsOf(mix), mix.family);

/**
 * The passenger rules of one booking; with `maxSeatsPerCart` (a cart, not a quote), a party above it is sent to the
 * group request (GROUP_REQUEST), checked after the composition rules so that the visitor fixes those first.
 */
export function checkPassengers(
  mix: PassengerMix,
  options: { familyPass: boolean; familyPassRule?: FamilyPassRule | null; maxSeatsPerCart?: number | null },
): RuleViolation | null {
  const violation = checkComposition(mix, options);
  if (violation) return violation;
  const max = options.maxSeatsPerCart;
  if (max != null && seatsTaken(mix) > max) return { key: "GROUP_REQUEST", params: { max }, field: "passengers" };
  return null;
}

function checkComposition(
  mix: PassengerMix,
  options: { familyPass: boolean; familyPassRule?: FamilyPassRule | null },
): RuleViolation | null {
  const counts = checkCounts(mix);
  if (counts) return counts;
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
  // A pass takes at least one seat: without a composition rule its members are not counted in adult/child.
  if (seatsTaken(mix) > MAX_SEATS) return { key: "TOO_MANY_SEATS", field: "passengers" };
  if (mix.infant > MAX_INFANTS_PER_ADULT * Math.max(mix.adult, hasRule ? 0 : mix.family)) {
    return { key: "TOO_MANY_INFANTS", field: "infant" };
  }
  return null;
}

export const sameMix = (a: PassengerMix, b: PassengerMix) => PASSENGER_TYPES.every((t) => a[t] === b[t]);
