/**
 * The search screen's one call to the booking API (/api/graphql, services/api) through the site's booking client
 * (Apollo Client, src/lib/booking-client.ts, ADR 0340), loaded on the first search (load-booking-client.ts): the
 * search page's own scripts hold no Apollo.
 */
import type { ApolloClient } from "@apollo/client";
import type { Locale } from "../i18n/locales";
import { dataOf, graphQLErrorsOf, isBookingApiError, serverCode, serverMessage } from "../lib/booking-errors";
import { loadBookingClient } from "../lib/load-booking-client";
import type { DayInfo } from "../components/day-label";
import {
  SearchCalendarDocument,
  SearchProductsDocument,
  type CityId,
  type SearchProductsQuery,
  type SearchProductsQueryVariables,
} from "./graphql/__generated__/graphql";
import { cityById } from "../../domain/cities";
import { searchMix, type SearchParams } from "./search-params";

export type SearchHit = SearchProductsQuery["search"][number];

export interface SearchOptions {
  signal?: AbortSignal;
  /** The booking client (tests pass their own); by default the tab's, loaded on demand. */
  client?: ApolloClient;
}

/**
 * ok: the bookable products (possibly none). rule: the server refused the criteria (its localized message, e.g.
 * 'You can not book more than 80 seats'). failed: network, HTTP or supplier trouble (the spec's search problem).
 */
export type SearchOutcome = { kind: "ok"; hits: SearchHit[] } | { kind: "rule"; message: string } | { kind: "failed" };

const RULE_CODES: ReadonlySet<string> = new Set(["VALIDATION_FAILED", "PASSENGER_RULE", "BAD_INPUT"]);

export async function searchProducts(
  city: string,
  params: SearchParams & { date: string },
  locale: Locale,
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  const variables: SearchProductsQueryVariables = {
    input: {
      city: city as CityId,
      date: params.date,
      passengers: searchMix(params.passengers, cityById(city)?.familyPassRule ?? null),
    },
    locale,
  };
  try {
    const client = options.client ?? (await loadBookingClient());
    // network-only: availability is asked each time, as the page always did (Back and Forward search again).
    const result = await client.query({
      query: SearchProductsDocument,
      variables,
      fetchPolicy: "network-only",
      ...(options.signal ? { context: { fetchOptions: { signal: options.signal } } } : {}),
    });
    return { kind: "ok", hits: dataOf(result).search };
  } catch (error) {
    if (!isBookingApiError(error)) throw error;
    const first = graphQLErrorsOf(error)[0];
    if (first && RULE_CODES.has(serverCode(error) ?? ""))
      return { kind: "rule", message: serverMessage(error) ?? first.message };
    return { kind: "failed" };
  }
}

/** The headline tour whose calendar the search's date field shows (the city's home offer, its default option). */
export interface CalendarProduct {
  productId: string;
  optionId: string;
}

/**
 * The date field's month (ADR 0352): the checkout's calendar (availability, adult price from) of the city's headline
 * tour for the party, from `from` to `to`. null when the booking API cannot be reached (the field says so).
 */
export async function searchCalendar(
  product: CalendarProduct,
  range: { from: string; to: string },
  /** The party, when the rules accept it (else the days are those of any party). */
  passengers: SearchParams["passengers"] | null,
  city: string,
  locale: Locale,
  options: SearchOptions = {},
): Promise<ReadonlyMap<string, DayInfo> | null> {
  try {
    const client = options.client ?? (await loadBookingClient());
    const result = await client.query({
      query: SearchCalendarDocument,
      variables: {
        input: {
          productId: product.productId,
          optionId: product.optionId,
          from: range.from,
          to: range.to,
          ...(passengers ? { passengers: searchMix(passengers, cityById(city)?.familyPassRule ?? null) } : {}),
        },
        locale,
      },
      ...(options.signal ? { context: { fetchOptions: { signal: options.signal } } } : {}),
    });
    const days = new Map<string, DayInfo>();
    for (const d of dataOf(result).calendar) {
      days.set(d.date, {
        date: d.date,
        state: d.state,
        vacancies: d.vacancies ?? null,
        promoted: d.promoted,
        adultPrice: d.adultPriceFrom ? { amount: d.adultPriceFrom.retail, currency: d.adultPriceFrom.currency } : null,
      });
    }
    return days;
  } catch (error) {
    if (!isBookingApiError(error)) throw error;
    return null;
  }
}
