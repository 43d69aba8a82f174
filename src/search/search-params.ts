/**
 * The search screen's state (route city-search) and its URL: `?date=YYYY-MM-DD&adult=2&child=1&infant=0`, so a
 * reload or Back keeps the search. Pure: read, write and check, with the rules the server enforces (spec section 5),
 * checked early in the browser with the same words.
 */
export const SEARCH_PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export type SearchPassengerType = (typeof SEARCH_PASSENGER_TYPES)[number];
export type SearchPassengers = Record<SearchPassengerType, number>;

export interface SearchParams {
  /** YYYY-MM-DD in the city's calendar; null until chosen. */
  date: string | null;
  passengers: SearchPassengers;
}

export const MAX_SEATS = 80;
export const MAX_INFANTS_PER_ADULT = 2;
/** Highest count a field accepts (infants sit on a lap: 2 per adult of at most 80 seats). */
export const MAX_COUNT = MAX_SEATS * MAX_INFANTS_PER_ADULT;

export const DEFAULT_PASSENGERS: Readonly<SearchPassengers> = { adult: 1, child: 0, infant: 0 };

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

/** Reads the URL's query; what is missing or malformed takes its default (no date, 1 adult, 0 child, 0 infant). */
export function readSearchParams(search: string): SearchParams {
  const query = new URLSearchParams(search);
  const date = query.get("date");
  const passengers = { ...DEFAULT_PASSENGERS };
  for (const type of SEARCH_PASSENGER_TYPES) {
    const count = parseCount(query.get(type));
    if (count !== null) passengers[type] = count;
  }
  return { date: date && isIsoDate(date) ? date : null, passengers };
}

/** The query string of a search ("date=2026-12-05&adult=2&child=1&infant=0"), every count written. */
export function searchQueryString(params: SearchParams): string {
  const query = new URLSearchParams();
  if (params.date) query.set("date", params.date);
  for (const type of SEARCH_PASSENGER_TYPES) query.set(type, String(params.passengers[type]));
  return query.toString();
}

/** True when the URL holds a search to run (a date at least). */
export function hasSearch(search: string): boolean {
  return readSearchParams(search).date !== null;
}

export type SearchProblem =
  | { field: "date"; message: "errors.selectDate" | "search.datePast" }
  | { field: "passengers"; message: "errors.selectTickets" | "errors.childAlone" | "errors.maxSeats" | "search.infantsPerAdult" };

/**
 * What stops a search, in the order a visitor fixes it; empty when it can run. `today` is the city's date
 * (YYYY-MM-DD): earlier days cannot be booked.
 */
export function searchProblems(params: SearchParams, today: string): SearchProblem[] {
  const problems: SearchProblem[] = [];
  if (!params.date) problems.push({ field: "date", message: "errors.selectDate" });
  else if (params.date < today) problems.push({ field: "date", message: "search.datePast" });
  const { adult, child, infant } = params.passengers;
  if (adult + child + infant === 0) problems.push({ field: "passengers", message: "errors.selectTickets" });
  else if (adult === 0) problems.push({ field: "passengers", message: "errors.childAlone" });
  else if (adult + child > MAX_SEATS) problems.push({ field: "passengers", message: "errors.maxSeats" });
  else if (infant > adult * MAX_INFANTS_PER_ADULT) problems.push({ field: "passengers", message: "search.infantsPerAdult" });
  return problems;
}

/** The day `days` after `date` (YYYY-MM-DD), in the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's date in a time zone (the city's), YYYY-MM-DD: the kernel's (domain/format.ts). */
export { todayIn } from "../../domain/format";
