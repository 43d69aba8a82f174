/**
 * The search screen's state (route city-search) and its URL:
 * `?date=YYYY-MM-DD&adult=2&child=1&infant=0&senior=0&student=0&family=0`, so a reload or Back keeps the search.
 * Pure: read, write and check, with the rules the server enforces (spec section 5, the shared module
 * domain/passengers.ts, as step 1 of the checkout), checked early in the browser with the same words.
 * Every party step 1 sells can be searched: adults, children, infants, seniors, students and family passes (a
 * family pass is searched on its own: the server then lists the family-pass tours only).
 */
import {
  DEFAULT_PARTY,
  EMPTY_MIX,
  PASSENGER_TYPES,
  checkPassengers,
  type FamilyPassRule,
  type PassengerMix,
  type PassengerType,
  type RuleMessageKey,
} from "../../domain/passengers";

export type SearchPassengers = Record<PassengerType, number>;

export interface SearchParams {
  /** YYYY-MM-DD in the city's calendar; null until chosen. */
  date: string | null;
  passengers: SearchPassengers;
}

export const MAX_SEATS = 80;
export const MAX_INFANTS_PER_ADULT = 2;
/** Highest count a field accepts (infants sit on a lap: 2 per adult of at most 80 seats). */
export const MAX_COUNT = MAX_SEATS * MAX_INFANTS_PER_ADULT;

export const DEFAULT_PASSENGERS: Readonly<SearchPassengers> = DEFAULT_PARTY;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** A count from a URL or a field: a whole number 0..MAX_COUNT, else null. */
export function parseCount(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,3}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n <= MAX_COUNT ? n : null;
}

/** Reads the URL's query; what is missing or malformed takes its default (no date, 1 adult, 0 of the others). */
export function readSearchParams(search: string): SearchParams {
  const query = new URLSearchParams(search);
  const date = query.get("date");
  const passengers = { ...DEFAULT_PASSENGERS };
  for (const type of PASSENGER_TYPES) {
    const count = parseCount(query.get(type));
    if (count !== null) passengers[type] = count;
  }
  return { date: date && isIsoDate(date) ? date : null, passengers };
}

/** The query string of a search ("date=2026-12-05&adult=2&child=1&infant=0&senior=0&student=0&family=0"), every count written. */
export function searchQueryString(params: SearchParams): string {
  const query = new URLSearchParams();
  if (params.date) query.set("date", params.date);
  for (const type of PASSENGER_TYPES) query.set(type, String(params.passengers[type]));
  return query.toString();
}

/** True when the URL holds a search to run (a date at least). */
export function hasSearch(search: string): boolean {
  return readSearchParams(search).date !== null;
}

export type SearchProblem =
  | { field: "date"; message: "errors.selectDate" | "search.datePast" }
  | {
      field: "passengers";
      message:
        | "errors.selectTickets"
        | "errors.childAlone"
        | "errors.maxSeats"
        | "search.infantsPerAdult"
        | "errors.familyComposition"
        | "search.familyAlone";
      params?: Record<string, number>;
    };

/** The site's words for each rule of the shared module (the same as step 1's, the search's own for infants). */
const RULE_TEXT: Record<RuleMessageKey, Extract<SearchProblem, { field: "passengers" }>["message"]> = {
  BAD_INPUT: "errors.selectTickets",
  NO_TICKETS: "errors.selectTickets",
  TOO_MANY_SEATS: "errors.maxSeats",
  GROUP_REQUEST: "errors.maxSeats",
  CHILD_ALONE: "errors.childAlone",
  TOO_MANY_INFANTS: "search.infantsPerAdult",
  FAMILY_COMPOSITION: "errors.familyComposition",
};

const hasRule = (rule: FamilyPassRule | null): rule is FamilyPassRule =>
  !!rule && (rule.adultNumber > 0 || rule.childrenNumber > 0);

/**
 * The mix the server is asked for, as step 1 sends it: the visitor's counts; for family passes, the passes and, where
 * the city has a family rule (Paris 2/2, Bath 2/3...), the adults and children they are for.
 */
export function searchMix(passengers: SearchPassengers, rule: FamilyPassRule | null): PassengerMix {
  if (passengers.family === 0) return { ...EMPTY_MIX, ...passengers };
  const family = passengers.family;
  return {
    ...EMPTY_MIX,
    family,
    ...(hasRule(rule) ? { adult: family * rule.adultNumber, child: family * rule.childrenNumber } : {}),
  };
}

/**
 * What stops a search, in the order a visitor fixes it; empty when it can run. `today` is the city's date
 * (YYYY-MM-DD): earlier days cannot be booked. `familyPassRule`: the city's (domain/cities.ts).
 */
export function searchProblems(
  params: SearchParams,
  today: string,
  familyPassRule: FamilyPassRule | null = null,
): SearchProblem[] {
  const problems: SearchProblem[] = [];
  if (!params.date) problems.push({ field: "date", message: "errors.selectDate" });
  else if (params.date < today) problems.push({ field: "date", message: "search.datePast" });
  const p = params.passengers;
  if (p.family > 0 && PASSENGER_TYPES.some((type) => type !== "family" && p[type] > 0)) {
    problems.push({ field: "passengers", message: "search.familyAlone" });
    return problems;
  }
  const violation = checkPassengers(searchMix(p, familyPassRule), { familyPass: p.family > 0, familyPassRule });
  if (violation) {
    problems.push({
      field: "passengers",
      message: RULE_TEXT[violation.key],
      ...(violation.params ? { params: violation.params } : {}),
    });
  }
  return problems;
}

/** The day `days` after `date` (YYYY-MM-DD), in the calendar: the kernel's (domain/format.ts). */
export { addDays } from "../../domain/format";

/** Today's date in a time zone (the city's), YYYY-MM-DD: the kernel's (domain/zoned-time.ts). */
export { todayIn } from "../../domain/zoned-time";
