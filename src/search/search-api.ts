/**
 * The search screen's one call to the booking API (/api/graphql, services/api): a plain fetch of a codegen-typed
 * document string, so content pages load neither Apollo nor graphql-js.
 */
import type { Locale } from "../i18n/locales";
import {
  SearchProductsDocument,
  type CityId,
  type SearchProductsQuery,
  type SearchProductsQueryVariables,
} from "./graphql/__generated__/graphql";
import { cityById } from "../../domain/cities";
import { searchMix, type SearchParams } from "./search-params";

export const BOOKING_API_URL = "/api/graphql";

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

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; message?: string } }[];
}

export async function searchProducts(
  city: string,
  params: SearchParams & { date: string },
  locale: Locale,
  options: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<SearchOutcome> {
  const variables: SearchProductsQueryVariables = {
    input: { city: city as CityId, date: params.date, passengers: searchMix(params.passengers, cityById(city)?.familyPassRule ?? null) },
    locale,
  };
  let body: GraphQLResponse<SearchProductsQuery> | null;
  let status: number;
  try {
    const response = await (options.fetchImpl ?? fetch)(BOOKING_API_URL, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: SearchProductsDocument.toString(), operationName: "SearchProducts", variables }),
      signal: options.signal,
    });
    status = response.status;
    body = (await response.json().catch(() => null)) as GraphQLResponse<SearchProductsQuery> | null;
  } catch (error) {
    if ((error as { name?: string } | null)?.name === "AbortError") throw error;
    return { kind: "failed" };
  }
  const first = body?.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? "";
    return RULE_CODES.has(code) ? { kind: "rule", message: first.extensions?.message ?? first.message } : { kind: "failed" };
  }
  if (status >= 400 || !body?.data) return { kind: "failed" };
  return { kind: "ok", hits: body.data.search };
}
