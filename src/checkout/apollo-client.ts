import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { BOOKING_API_URL } from "./booking-api";

/** One Apollo client for the tab (module scope): its cache outlives the step pages. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: BOOKING_API_URL }),
  cache: new InMemoryCache({
    // Passenger counts and prices have no id: they belong to their cart or quote.
    typePolicies: { Cart: { keyFields: ["id"] } },
  }),
});

/** The server's localized message of a GraphQL error (extensions.message), else null (network, unknown). */
export function serverMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const message = error.errors[0]?.extensions?.message;
  return typeof message === "string" ? message : null;
}

/** The error code of a GraphQL error (extensions.code), else null. */
export function serverCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}
