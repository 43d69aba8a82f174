/**
 * The checkout's reads of the booking API with src/lib/booking-api.ts (ADR 0320): a query hook over a small cache
 * kept for the tab (module scope), so that step pages share answers as they did with Apollo:
 * - one request per operation and variables at a time (concurrent readers wait for the same answer);
 * - "cache-first" (default): an answer already read is shown without asking again (product, calendar, quote);
 *   "cache-and-network": the cached answer is shown while the server is asked again (the cart of steps 2 and 3);
 * - a cart returned by a mutation replaces the cart of every cached answer with the same id (`publishCart`), so the
 *   summaries follow upgrades, upsells and promo codes (what Apollo's normalized cache did for `Cart` by id).
 */
import { startTransition, useEffect, useReducer } from "react";
import { request, type BookingDocument } from "../lib/booking-api";

interface Entry {
  data?: unknown;
  error?: unknown;
  pending?: Promise<void>;
  readonly listeners: Set<() => void>;
}

const cache = new Map<string, Entry>();

const keyOf = (document: { toString(): string }, variables: unknown): string => `${document.toString()}\n${JSON.stringify(variables)}`;

function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

/**
 * Re-renders the readers of an answer in a transition (issue 25.10, ADR 0330): React renders the new screen in
 * slices and lets the browser handle input between them, instead of one long task when the calendar arrives.
 */
const notify = (entry: Entry) => startTransition(() => entry.listeners.forEach((listener) => listener()));

/** Asks the server (once at a time per key) and stores the answer or the error. */
function load<TResult, TVariables>(key: string, document: BookingDocument<TResult, TVariables>, variables: TVariables): Promise<void> {
  const entry = entryOf(key);
  if (entry.pending) return entry.pending;
  entry.error = undefined;
  entry.pending = request(document, variables).then(
    (data) => {
      entry.data = data;
      entry.error = undefined;
    },
    (error: unknown) => {
      entry.error = error;
    },
  ).finally(() => {
    entry.pending = undefined;
    notify(entry);
  });
  notify(entry);
  return entry.pending;
}

export interface QueryState<TResult> {
  data: TResult | undefined;
  /** True while the server is asked (with or without a cached answer shown). */
  loading: boolean;
  error: unknown;
}

/**
 * Reads one operation; `variables` null skips it (nothing asked, nothing shown). The hook re-renders when its answer
 * arrives or when a mutation publishes a newer cart.
 */
export function useBookingQuery<TResult, TVariables>(
  document: BookingDocument<TResult, TVariables>,
  variables: TVariables | null,
  options: { fetchPolicy?: "cache-first" | "cache-and-network" } = {},
): QueryState<TResult> {
  const key = variables === null ? null : keyOf(document, variables);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const policy = options.fetchPolicy ?? "cache-first";
  useEffect(() => {
    if (key === null || variables === null) return;
    const entry = entryOf(key);
    entry.listeners.add(rerender);
    if (entry.data === undefined || policy === "cache-and-network") void load(key, document, variables);
    return () => {
      entry.listeners.delete(rerender);
    };
    // The key stands for the document and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, policy]);
  if (key === null) return { data: undefined, loading: false, error: undefined };
  const entry = cache.get(key);
  const waiting = !entry || entry.pending !== undefined || (entry.data === undefined && entry.error === undefined);
  return { data: entry?.data as TResult | undefined, loading: waiting, error: entry?.error };
}

/**
 * A cart returned by the server (a mutation's answer) replaces the cart with the same id in every cached answer;
 * the fields it does not carry are kept (e.g. step 2's upgrades after step 3's promo code).
 */
export function publishCart(cart: { id: string }): void {
  for (const entry of cache.values()) {
    const data = entry.data as { cart?: { id?: unknown } | null } | undefined;
    if (data?.cart && data.cart.id === cart.id) {
      entry.data = { ...data, cart: { ...data.cart, ...cart } };
      notify(entry);
    }
  }
}

/** Forgets every cached answer (tests). */
export function clearBookingCache(): void {
  cache.clear();
}
