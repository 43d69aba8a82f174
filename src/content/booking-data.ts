/**
 * What a page shows of the booking data layer (plugins/booking-source, ADR 0342): prices and the home offer ids,
 * read by its page query from the `Destination` and `BookingProduct` nodes (never from page context, so a change
 * in the supplier's catalogue re-runs exactly the pages that read it).
 */
import { toPrices, type BookingProductData, type PriceFrom } from "../lib/price-from";

type Maybe<T> = T | null | undefined;

export interface BookingData {
  /** Product id → "price from" of the products shown on the page. */
  prices: Record<string, PriceFrom>;
  /** The supplier's home offer ids (the destination's `sight-base-offer` category); [] when not selected. */
  homeProductIds: string[];
}

export type DestinationData = Maybe<{
  readonly homeCategory?: Maybe<{ readonly productIds: readonly string[] }>;
  readonly products?: Maybe<readonly BookingProductData[]>;
}>;

export const NO_BOOKING_DATA: BookingData = { prices: {}, homeProductIds: [] };

export function toBookingData(destination: DestinationData): BookingData {
  return {
    prices: toPrices(destination?.products),
    homeProductIds: [...(destination?.homeCategory?.productIds ?? [])],
  };
}

/**
 * The tour whose calendar the search's date field shows (ADR 0352): the first home offer with a price, else the first
 * priced product, with its default option; null when the page has none.
 */
export function headlineTour(
  data: Pick<BookingData, "prices" | "homeProductIds">,
): { productId: string; optionId: string } | null {
  for (const productId of [...data.homeProductIds, ...Object.keys(data.prices)]) {
    const optionId = data.prices[productId]?.optionId;
    if (optionId) return { productId, optionId };
  }
  return null;
}
