/**
 * Short cache of the supplier's availability reads (the calendar), per running web server:
 *  - an entry lives `ttlMs` (BOOKING_READ_CACHE_SECONDS) and is keyed by everything the supplier is asked
 *    (product, option, range, unit quantities, currency...): the caller builds the key from the supplier query;
 *  - single-flight: concurrent misses of one key share one supplier call (the promise is stored at once);
 *  - a failed call is not kept (the next read asks again);
 *  - `invalidate(productId)` drops every entry of a product, `clear()` all of them: called when this server
 *    creates, changes, drops or confirms a hold (OctoClient.onWrite), so the next read is live. A read in flight
 *    at that moment is dropped too (it may have started before the write).
 *  - a call refused by the per-client supplier budget (ADR 0347) fails only the client it was made for: a reader of
 *    another client waiting on that entry asks again on its own account.
 * Holds never read through it: createCart/updateCart check availability live (catalogue-reads.ts pickAvailability).
 */
import { LRUCache } from "lru-cache";
import { SupplierBudgetSpent } from "../limits/supplier-budget.ts";

export interface ReadCacheOptions {
  ttlMs: number;
  /** Largest number of entries; the least recently read go first (default 2,000). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  productId: string;
  value: Promise<T>;
}

/** Storage, expiry and eviction are lru-cache's (ADR 0361); single flight and invalidation by product are ours. */
export class ReadCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly ttlMs: number;

  constructor(options: ReadCacheOptions) {
    this.ttlMs = Math.ceil(Math.max(0, options.ttlMs)); // whole milliseconds, as lru-cache takes them
    this.entries = new LRUCache<string, Entry<T>>({
      max: options.maxEntries ?? 2000,
      ttl: this.ttlMs,
      ttlResolution: 0, // each read checks the clock: an entry is never served past its TTL
      ...(options.now && { perf: { now: options.now } }),
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached answer of `key`, else `load()` (one call for all concurrent misses of the key). */
  read(productId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value.catch((error: unknown) => this.ownRead(error, productId, key, load));
    const entry: Entry<T> = { productId, value: load() };
    entry.value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The entry's call was refused for its own client's budget, not this reader's: this reader asks for itself. */
  private ownRead(error: unknown, productId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!(error instanceof SupplierBudgetSpent)) throw error;
    return this.read(productId, key, load);
  }

  /** Drops every entry of a product (a hold or booking of it changed on this server). */
  invalidate(productId: string): void {
    for (const [key, entry] of this.entries.entries()) if (entry.productId === productId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
