/**
 * The site's one client of the booking API (/api/graphql, services/api): Apollo Client with a normalized cache (ADR
 * 0340, superseding ADR 0320's hand-made client). The checkout steps and manage booking read and write through
 * useQuery/useMutation under `<ApolloProvider client={bookingClient()}>`; the payment callbacks, search and the header's
 * held tour use `client.query`/`client.mutate` from `loadBookingClient()` (src/lib/load-booking-client.ts), which
 * imports this module on demand so content pages load no Apollo. Documents are codegen's TypedDocumentNodes.
 *
 * Imports name `@apollo/client` (core, no React) and its subpaths only: the package is `sideEffects: false`, so the
 * build keeps what is used (HttpLink, InMemoryCache, ApolloClient, the React hooks in the components).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from "@apollo/client";
import { catchError } from "rxjs";
import { BOOKING_API_URL } from "./booking-api-url";
import { BookingNetworkError } from "./booking-errors";

/** The booking API, served with the site. */
export { BOOKING_API_URL };

/** Replaces the previous array with the new one (the server always sends the whole list). */
const replace = { merge: (_existing: unknown, incoming: unknown) => incoming } as const;

/**
 * What the cache knows of the schema (services/api/schema.graphql):
 * - `Cart` is one entity by its id: a mutation that returns a cart (createCart, updateCart, upgradeCart, addUpsell,
 *   removeUpsell, applyPromoCode, removePromoCode, setCustomerDetails) updates every view of it; fields a mutation
 *   does not select (step 2's upgrades and upsells after step 3's promo code) are kept. Its lists are replaced.
 *   `Query.cart(id)` reads that entity, so step 3's summary shows the cart step 1 created without waiting.
 * - `ConfirmedBooking` is one entity by its reference (step 4, manage booking: a cancel or a resend updates it).
 * - Everything else is a value inside its parent (`keyFields: false`): OCTO option and unit ids ("DEFAULT",
 *   "unit_adult") repeat across products, and a product's, a day's or a start time's fields depend on the query's
 *   locale and party, so none of them is shared between answers. Their objects merge field by field (`merge: true`)
 *   where two selections of the same parent meet (the cart's product from CartFields and from a mutation).
 * - `calendar`, `startTimes`, `quote`, `search` are arrays/values per arguments: cached by their arguments, replaced.
 */
export const BOOKING_TYPE_POLICIES: TypePolicies = {
  Query: {
    fields: {
      cart: {
        read(existing, { args, toReference }) {
          return (
            existing ?? (typeof args?.id === "string" ? toReference({ __typename: "Cart", id: args.id }) : undefined)
          );
        },
      },
      calendar: replace,
      startTimes: replace,
      search: replace,
    },
  },
  Cart: {
    keyFields: ["id"],
    fields: { lines: replace, upgrades: replace, upsells: replace },
  },
  ConfirmedBooking: {
    keyFields: ["reference"],
    fields: { passengers: replace, tickets: replace, addons: replace },
  },
  Product: { keyFields: false, merge: true, fields: { options: replace } },
  ProductOption: { keyFields: false, merge: true, fields: { units: replace } },
  Unit: { keyFields: false, merge: true },
  Price: { keyFields: false, merge: true },
  Passengers: { keyFields: false, merge: true },
  Customer: { keyFields: false, merge: true },
  Offer: { keyFields: false, merge: true },
  PriceBreakdown: { keyFields: false, merge: true, fields: { lines: replace, discounts: replace } },
  Quote: { keyFields: false, fields: { lines: replace } },
  Upgrade: { keyFields: false },
  Upsell: { keyFields: false, fields: { lines: replace, passengerTypes: replace } },
  CalendarDay: { keyFields: false },
  StartTime: { keyFields: false },
  SearchResult: { keyFields: false },
  Ticket: { keyFields: false },
  BookedAddon: { keyFields: false },
};

/** The booking cache: normalized as BOOKING_TYPE_POLICIES says (also used by the unit tests' MockedProvider). */
export function createBookingCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: BOOKING_TYPE_POLICIES });
}

/**
 * Network trouble (the API unreachable, a non-GraphQL answer) as one error class, so callers tell it from a bug in
 * their own code (`isBookingApiError`); GraphQL errors pass through as Apollo's CombinedGraphQLErrors.
 */
const networkErrors = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    catchError((error: unknown) => {
      if ((error as { name?: string } | null)?.name === "AbortError") throw error;
      throw error instanceof BookingNetworkError ? error : new BookingNetworkError(error);
    }),
  ),
);

export function createBookingClient(options: { fetch?: typeof fetch; uri?: string } = {}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      networkErrors,
      new HttpLink({ uri: options.uri ?? BOOKING_API_URL, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    ]),
    cache: createBookingCache(),
    // cache-first is Apollo's default for queries (product, calendar months, quotes, search): an answer already read
    // is shown without asking again. The cart of steps 2 and 3 asks for cache-and-network itself.
  });
}

let client: ApolloClient | null = null;

/** The tab's one client (created on first use; the checkout, manage booking and the header share its cache). */
export function bookingClient(): ApolloClient {
  client ??= createBookingClient();
  return client;
}
