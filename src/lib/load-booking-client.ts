/**
 * The booking client on demand (ADR 0340): code that content pages also ship (the header's held tour, search, the
 * payment callbacks' shell) imports Apollo only when it calls the API, as its own chunk; the checkout app and manage
 * booking import src/lib/booking-client.ts directly (their chunks are loaded by their routes only). Both give the same
 * client and cache: webpack evaluates the module once.
 */
import type { ApolloClient } from "@apollo/client";

export function loadBookingClient(): Promise<ApolloClient> {
  return import(/* webpackChunkName: "booking-client" */ "./booking-client").then((m) => m.bookingClient());
}
