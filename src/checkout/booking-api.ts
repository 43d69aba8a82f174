import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql/language/printer";

import { BOOKING_API_URL } from "../lib/booking-api-url";

export { BOOKING_API_URL };

export class BookingApiError extends Error {}

/**
 * One GraphQL operation against the booking API with its generated types (codegen.yml), without Apollo: the
 * payment-callback pages need a single mutation. Throws BookingApiError on network, HTTP or GraphQL errors.
 */
export async function requestBookingApi<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  fetchImpl: typeof fetch = fetch,
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetchImpl(BOOKING_API_URL, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: print(document), variables }),
    });
  } catch (error) {
    throw new BookingApiError(`booking API unreachable: ${String(error)}`);
  }
  const body = (await response.json().catch(() => null)) as { data?: TResult; errors?: { message: string }[] } | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    throw new BookingApiError(body?.errors?.[0]?.message ?? `booking API answered HTTP ${response.status}`);
  }
  return body.data;
}
