/**
 * "Price from" of a product as pages show it. Built at build time from the `BookingProduct` nodes of the data layer
 * (plugins/booking-source, ADR 0342), which the web server's /api/init/offers fills from the supplier.
 */
import type { OptionFrom } from "../../domain/price-from";
export type { OptionFrom };

export interface PriceFrom {
  /** Minor units (cents), retail price of the adult unit of the default option. */
  amount: number;
  /** Minor units before the supplier's discount, when higher. */
  original: number | null;
  currency: string;
  optionId: string;
  /** Hours before the start until which the default option cancels free of charge (OCTO cancellationCutoff); absent: not cancellable. */
  freeCancellationHours?: number;
  /** Every option's price from, where the page selected them (the product page). */
  options?: OptionFrom[];
}

type Maybe<T> = T | null | undefined;
/** A `BookingProduct` as a page query selects it (`productId priceFrom { ... }`). */
export type BookingProductData = Maybe<{
  readonly productId: string;
  readonly priceFrom?: Maybe<{
    readonly amount: number;
    readonly original?: Maybe<number>;
    readonly currency: string;
    readonly optionId: string;
    readonly freeCancellationHours?: Maybe<number>;
    readonly options?: Maybe<
      readonly {
        readonly optionId: string;
        readonly durationMinutes?: Maybe<number>;
        readonly amount: number;
        readonly original?: Maybe<number>;
        readonly currency: string;
      }[]
    >;
  }>;
}>;

/** Product id → "price from" of the products that have one. */
export function toPrices(products: Maybe<readonly BookingProductData[]>): Record<string, PriceFrom> {
  const prices: Record<string, PriceFrom> = {};
  for (const p of products ?? []) {
    const price = p?.priceFrom;
    if (!p || !price) continue;
    prices[p.productId] = {
      amount: price.amount,
      original: price.original ?? null,
      currency: price.currency,
      optionId: price.optionId,
      ...(typeof price.freeCancellationHours === "number"
        ? { freeCancellationHours: price.freeCancellationHours }
        : {}),
      ...(price.options
        ? {
            options: price.options.map((o) => ({
              optionId: o.optionId,
              durationMinutes: o.durationMinutes ?? null,
              amount: o.amount,
              original: o.original ?? null,
              currency: o.currency,
            })),
          }
        : {}),
    };
  }
  return prices;
}
