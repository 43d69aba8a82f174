/**
 * The search screen's one call to the booking API (/api/graphql, services/api), with the site's booking-API client
 * (src/lib/booking-api.ts, ADR 0320): content pages load no GraphQL client library and no graphql-js.
 */
import type { Locale } from "../i18n/locales";
import { BookingApiError, request, type RequestOptions } from "../lib/booking-api";
import {
  SearchProductsDocument,
  type CityId,
  type SearchProductsQuery,
  type SearchProductsQueryVariables,
} from "./graphql/__generated__/graphql";
import { cityById } from "../../domain/cities";
import { searchMix, type SearchParams } from "./search-params";

export type SearchHit = SearchProductsQuery["search"][number];

/**
 * ok: the bookable products (possibly none). rule: the server refused the criteria (its localized message, e.g.
 * 'You can not book more than 80 seats'). failed: network, HTTP or supplier trouble (the spec's search problem).
 */
export type SearchOutcome =
  | { kind: "ok"; hits: SearchHit[] }
  | { kind: "rule"; message: string }
  | { kind: "failed" };

const RULE_CODES: ReadonlySet<string> = new Set(["VALIDATION_FAILED", "PASSENGER_RULE", "BAD_INPUT"]);

export async function searchProducts(
  city: string,
  params: SearchParams & { date: string },
  locale: Locale,
  options: RequestOptions = {},
): Promise<SearchOutcome> {
  const variables: SearchProductsQueryVariables = {
    input: { city: city as CityId, date: params.date, passengers: searchMix(params.passengers, cityById(city)?.familyPassRule ?? null) },
    locale,
  };
  try {
    return { kind: "ok", hits: (await request(SearchProductsDocument, variables, options)).search };
  } catch (error) {
    if (!(error instanceof BookingApiError)) throw error;
    const first = error.errors[0];
    if (first && RULE_CODES.has(error.code ?? "")) return { kind: "rule", message: error.serverMessage ?? first.message };
    return { kind: "failed" };
  }
}
