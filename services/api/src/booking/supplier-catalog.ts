/**
 * Read-mostly supplier data (supplier destinations, products) with a short in-memory cache, and the mapping of
 * OCTO products to the site's cities.
 */
import { CITIES, type CityConstants } from "../../../../domain/cities.ts";
import type { OctoClient } from "../octo/client.ts";
import type { OctoDestination, OctoOption, OctoProduct, OctoSupplier } from "../octo/types.ts";
import type { Locale } from "../locale.ts";

/** The supplier category listing a city's combinations (checkout step 2 upsells), like `sight-base-offer`. */
export const COMBINATION_CATEGORY = "sight-combination";

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export class SupplierCatalog {
  private readonly cache = new Map<string, Entry<unknown>>();
  constructor(
    private readonly octo: OctoClient,
    private readonly ttlMs = 60_000,
  ) {}

  supplier(locale: Locale): Promise<OctoSupplier> {
    return this.cached(`supplier:${locale}`, () => this.octo.getSupplier(locale));
  }

  products(locale: Locale): Promise<OctoProduct[]> {
    return this.cached(`products:${locale}`, () => this.octo.getProducts(locale));
  }

  async product(id: string, locale: Locale): Promise<OctoProduct | undefined> {
    const products = await this.products(locale);
    return products.find((p) => p.id === id);
  }

  /** The supplier's destinations (content capability); products' own destinations when the supplier has none. */
  async destinations(locale: Locale): Promise<OctoDestination[]> {
    const supplier = await this.supplier(locale);
    if (supplier.destinations?.length) return supplier.destinations;
    const byId = new Map<string, OctoDestination>();
    for (const p of await this.products(locale)) {
      if (p.destination && !byId.has(p.destination.id)) byId.set(p.destination.id, p.destination);
    }
    return [...byId.values()];
  }

  /** Product ids sold in a city: every category of the city's destination, or products whose destination is it. */
  async productIdsOfCity(city: CityConstants, locale: Locale): Promise<string[]> {
    const ids = new Set<string>();
    for (const d of await this.destinations(locale)) {
      if (cityOfDestination(d)?.id !== city.id) continue;
      for (const c of d.categories ?? []) for (const id of c.productIds) ids.add(id);
    }
    for (const p of await this.products(locale)) {
      if (p.destination && cityOfDestination(p.destination)?.id === city.id) ids.add(p.id);
    }
    return [...ids];
  }

  /** Product ids the supplier sells as combinations in a city: its destination's `sight-combination` category. */
  async combinationIdsOfCity(city: CityConstants, locale: Locale): Promise<string[]> {
    const ids = new Set<string>();
    for (const d of await this.destinations(locale)) {
      if (cityOfDestination(d)?.id !== city.id) continue;
      for (const c of d.categories ?? [])
        if (c.title === COMBINATION_CATEGORY) for (const id of c.productIds) ids.add(id);
    }
    return [...ids];
  }

  async cityOfProduct(product: OctoProduct, locale: Locale): Promise<CityConstants | undefined> {
    if (product.destination) {
      const city = cityOfDestination(product.destination);
      if (city) return city;
    }
    for (const d of await this.destinations(locale)) {
      if (d.categories?.some((c) => c.productIds.includes(product.id))) return cityOfDestination(d);
    }
    return undefined;
  }

  clear(): void {
    this.cache.clear();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.cache.get(key) as Entry<T> | undefined;
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.cache.set(key, { at: now, value });
    // A failure is not cached: the next call asks again.
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
    return value;
  }
}

/** A destination belongs to a city when its id, name or title is the city's id or name. */
export function cityOfDestination(d: Pick<OctoDestination, "id" | "name" | "title">): CityConstants | undefined {
  const keys = [d.id, d.name, d.title].filter((k): k is string => typeof k === "string").map((k) => k.toLowerCase());
  return CITIES.find((c) => keys.includes(c.id) || keys.includes(c.name.toLowerCase()));
}

const MINUTES: Record<string, number> = { minute: 1, minutes: 1, hour: 60, hours: 60, day: 1440, days: 1440 };

/** Option duration in minutes from OCTO's durationAmount/durationUnit (or "2 days" in `duration`). */
export function durationMinutes(option: OctoOption): number | null {
  if (option.durationAmount != null && option.durationUnit) {
    const amount = Number(option.durationAmount);
    const unit = MINUTES[option.durationUnit.toLowerCase()];
    if (Number.isFinite(amount) && unit) return Math.round(amount * unit);
  }
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)/i.exec(option.duration ?? "");
  if (m?.[1] && m[2]) {
    const unit = MINUTES[m[2].toLowerCase()];
    if (unit) return Math.round(Number(m[1]) * unit);
  }
  return null;
}
