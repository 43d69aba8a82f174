import { createStore } from "jotai";

/**
 * The checkout's own jotai store: one per browser tab, kept across the step pages (each step is its own Gatsby
 * page, so the React tree remounts; the store and the booking client's cache (src/lib/booking-client.ts) do not).
 */
export const checkoutStore = createStore();
