/**
 * One search with its fallbacks: the day asked for, and when it has nothing, the next days (to offer other dates,
 * or to say 'No date available in the coming days with these criteria').
 */
import type { Locale } from "../i18n/locales";
import { searchProducts, type SearchHit, type SearchOptions, type SearchOutcome } from "./search-api";
import { addDays, type SearchParams } from "./search-params";

/** How many following days are looked at when the chosen day has nothing. */
export const LOOKAHEAD_DAYS = 7;
/** How many other dates are offered. */
export const MAX_ALTERNATIVES = 3;

export type SearchResult =
  | { status: "results"; hits: SearchHit[] }
  /** Nothing that day; other days have tours (possibly none known when they could not be asked). */
  | { status: "empty"; alternatives: string[] }
  | { status: "noDates" }
  | { status: "rule"; message: string }
  | { status: "failed" };

type Search = (date: string) => Promise<SearchOutcome>;

export async function runSearch(
  city: string,
  params: SearchParams & { date: string },
  locale: Locale,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const search: Search = (date) => searchProducts(city, { ...params, date }, locale, options);
  return resolveSearch(params.date, search);
}

/** The decision, apart from the transport (unit-tested with a fake search). */
export async function resolveSearch(date: string, search: Search): Promise<SearchResult> {
  const outcome = await search(date);
  if (outcome.kind === "rule") return { status: "rule", message: outcome.message };
  if (outcome.kind === "failed") return { status: "failed" };
  if (outcome.hits.length > 0) return { status: "results", hits: outcome.hits };
  const days = Array.from({ length: LOOKAHEAD_DAYS }, (_, i) => addDays(date, i + 1));
  const later = await Promise.all(days.map(search));
  const alternatives = days.filter((_, i) => {
    const o = later[i];
    return o?.kind === "ok" && o.hits.length > 0;
  });
  if (alternatives.length > 0) return { status: "empty", alternatives: alternatives.slice(0, MAX_ALTERNATIVES) };
  // Only when every following day answered with nothing: a failure there says nothing about those days.
  return later.every((o) => o.kind === "ok") ? { status: "noDates" } : { status: "empty", alternatives: [] };
}
