/**
 * The spec's "Product analytics" (section 3): a product's `ventrataId`, and its `prices_promo_partners` (type,
 * partner, price in minor units): a visitor who arrived by a partner's link is reported at that partner's price of
 * the unit type (the adult price, as the spec says, and any other type the editor priced). Both come from the CMS's
 * products (ADR 0350); the analytics items (ecommerce.ts) carry them. Analytics only: what the visitor pays is the
 * supplier's price, computed on the server.
 */
import React, { createContext, useContext, type ReactNode } from "react";
import { mergeParams, parseSavedParams, PARAMS_STORAGE_KEY } from "../lib/marketing-params";

export interface PartnerPrice {
  /** The partner's referrer code (the CMS's Partners → referrer, `?referrer=` of its links). */
  partner: string;
  /** The supplier's unit type (ADULT, CHILD, ...). */
  type: string;
  /** Minor units. */
  price: number;
}

export interface ProductAnalytics {
  productId: string;
  /** The id the analytics items report (item_id); the OCTO product id when the CMS has none. */
  ventrataId: string | null;
  partnerPrices: readonly PartnerPrice[];
}

/** Unit type → the partner's price (minor units); empty without a partner or a price of that partner. */
export type PartnerPriceMap = Partial<Record<string, number>>;

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The prices of a product for the visit's partner (its referrer code, compared without case). */
export function partnerPricesOf(
  prices: readonly PartnerPrice[] | null | undefined,
  partner: string | null | undefined,
): PartnerPriceMap {
  const map: PartnerPriceMap = {};
  if (!partner) return map;
  for (const p of prices ?? []) {
    if (same(p.partner, partner) && Number.isInteger(p.price) && p.price >= 0 && map[p.type] === undefined)
      map[p.type] = p.price;
  }
  return map;
}

interface Doc {
  readonly productId: string | null;
  readonly ventrataId?: string | null;
  readonly partnerPrices?: ReadonlyArray<{
    readonly partner: string | null;
    readonly type: string | null;
    readonly price: number | null;
  } | null> | null;
}

/** The CMS's products (page query) → their analytics, keyed by OCTO product id. */
export function toProductAnalytics(
  docs: ReadonlyArray<Doc | null> | null | undefined,
): Record<string, ProductAnalytics> {
  const out: Record<string, ProductAnalytics> = {};
  for (const doc of docs ?? []) {
    if (!doc?.productId) continue;
    out[doc.productId] = {
      productId: doc.productId,
      ventrataId: doc.ventrataId?.trim() || null,
      partnerPrices: (doc.partnerPrices ?? []).flatMap((p) =>
        p?.partner && p.type && typeof p.price === "number"
          ? [{ partner: p.partner, type: p.type, price: p.price }]
          : [],
      ),
    };
  }
  return out;
}

const ProductAnalyticsContext = createContext<Readonly<Record<string, ProductAnalytics>>>({});

/** Gives the checkout (client-only routes) the city's product analytics, from the page's query. */
export function ProductAnalyticsProvider({
  value,
  children,
}: {
  value: Readonly<Record<string, ProductAnalytics>>;
  children: ReactNode;
}) {
  return <ProductAnalyticsContext.Provider value={value}>{children}</ProductAnalyticsContext.Provider>;
}

/** The analytics of one product (undefined when the CMS has none). */
export const useProductAnalytics = (productId: string | null | undefined): ProductAnalytics | undefined => {
  const all = useContext(ProductAnalyticsContext);
  return productId ? all[productId] : undefined;
};

/**
 * The visit's partner in the browser: the referrer of the address, else the one saved for the visit (the landing
 * link's, lib/marketing-params.ts). Read in effects: a child's effect runs before the layout saves the address's.
 */
export function visitPartner(): string | null {
  if (typeof window === "undefined") return null;
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(PARAMS_STORAGE_KEY);
  } catch {
    // storage disabled: the address only
  }
  return mergeParams(parseSavedParams(saved), window.location.search).referrer;
}
