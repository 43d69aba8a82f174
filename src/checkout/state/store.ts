import { createStore } from "jotai";

/**
 * The checkout's own jotai store: one per browser tab (module scope), kept across the steps (screens of one
 * client-only page, ADR 0341: the React tree stays mounted too) and across the checkout and callback pages, as the
 * booking client's cache is (src/lib/booking-client.ts).
 */
export const checkoutStore = createStore();
