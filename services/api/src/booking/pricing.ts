/** Prices as the supplier gives them (integers in minor units): unit prices, lines, totals and quotes. */
import type { OctoAvailability, OctoBooking, OctoOption, OctoPricing, OctoUnitItem } from "../octo/types.ts";
import { passengerTypeOf, unitQuantities } from "./unit-items.ts";
import type { PassengerMix } from "./passengers.ts";
import { breakdownOf, type PriceBreakdown } from "./breakdown.ts";
import type { OfferView, Price, PriceLineView } from "./price.ts";

export interface QuoteView {
  lines: PriceLineView[];
  total: Price;
  offer: OfferView | null;
  /** The one breakdown shape (list prices, the offer as its own line, the total). */
  breakdown: PriceBreakdown;
}

export function priceOf(p: OctoPricing, quantity = 1): Price {
  const tax = p.includedTaxes.reduce((sum, t) => sum + t.retail, 0);
  return {
    original: p.original * quantity,
    retail: p.retail * quantity,
    discount: (p.original - p.retail) * quantity,
    tax: tax * quantity,
    currency: p.currency,
    currencyPrecision: p.currencyPrecision,
  };
}

/** The sum of prices in one currency (a cart's tour and its upsells). */
export function addPrices(first: Price, ...more: Price[]): Price {
  return more.reduce(
    (acc, p) => ({
      ...acc,
      original: acc.original + p.original,
      retail: acc.retail + p.retail,
      discount: acc.discount + p.discount,
      tax: acc.tax + p.tax,
    }),
    first,
  );
}

export function sumLines(lines: PriceLineView[]): Price {
  const first = lines[0];
  const total: Price = {
    original: 0,
    retail: 0,
    discount: 0,
    tax: 0,
    currency: first?.total.currency ?? "EUR",
    currencyPrecision: first?.total.currencyPrecision ?? 2,
  };
  for (const l of lines) {
    total.original += l.total.original;
    total.retail += l.total.retail;
    total.discount += l.total.discount;
    total.tax += l.total.tax;
  }
  return total;
}

export function quoteFrom(option: OctoOption, mix: PassengerMix, availability: OctoAvailability): QuoteView {
  const lines: PriceLineView[] = [];
  for (const q of unitQuantities(option, mix)) {
    const unit = option.units.find((u) => u.id === q.id);
    const pricing = availability.unitPricing?.find((p) => p.unitId === q.id) ?? unit?.pricingFrom?.[0];
    if (!unit || !pricing) continue;
    lines.push({
      type: passengerTypeOf(unit) ?? "OTHER",
      label: unit.title ?? unit.internalName ?? null,
      unitId: unit.id,
      quantity: q.quantity,
      unitPrice: priceOf(pricing),
      total: priceOf(pricing, q.quantity),
    });
  }
  const total = sumLines(lines);
  const offer = availability.offerCode ? { code: availability.offerCode, title: availability.offerTitle ?? null } : null;
  return { lines, total, offer, breakdown: breakdownOf([{ kind: "TOUR", productId: null, title: null, lines, total, offer }]) };
}

export function linesOf(booking: OctoBooking, option: OctoOption): PriceLineView[] {
  const byUnit = new Map<string, OctoUnitItem[]>();
  for (const item of booking.unitItems) byUnit.set(item.unitId, [...(byUnit.get(item.unitId) ?? []), item]);
  const lines: PriceLineView[] = [];
  for (const [unitId, items] of byUnit) {
    const unit = option.units.find((u) => u.id === unitId) ?? items[0]?.unit;
    const pricing = items[0]?.pricing ?? unit?.pricingFrom?.[0];
    if (!pricing) continue;
    const total = items.reduce<Price | null>((acc, item) => {
      const p = priceOf(item.pricing ?? pricing);
      return acc
        ? { ...acc, original: acc.original + p.original, retail: acc.retail + p.retail, discount: acc.discount + p.discount, tax: acc.tax + p.tax }
        : p;
    }, null);
    lines.push({
      type: (unit && passengerTypeOf(unit)) ?? "OTHER",
      label: (unit as { title?: string; internalName?: string } | undefined)?.title ?? (unit as { internalName?: string } | undefined)?.internalName ?? null,
      unitId,
      quantity: items.length,
      unitPrice: priceOf(pricing),
      total: total ?? priceOf(pricing, 0),
    });
  }
  return lines;
}

/**
 * The breakdown of one supplier booking as it stands (a confirmed tour or add-on): its unit items at list price, its
 * offer as a discount, its retail price as the total. `title` names an add-on (its product title, in the language
 * the booking was read in).
 */
export function bookingBreakdown(booking: OctoBooking, kind: "TOUR" | "ADDON", title: string | null = null): PriceBreakdown {
  const option = (booking.option && Array.isArray((booking.option as OctoOption).units) ? booking.option : { units: [] }) as OctoOption;
  const lines = linesOf(booking, option);
  const total = booking.pricing ? priceOf(booking.pricing) : sumLines(lines);
  const offer = booking.offerCode ? { code: booking.offerCode, title: booking.offerTitle ?? null } : null;
  return breakdownOf([{ kind, productId: kind === "ADDON" ? booking.productId : null, title, lines, total, offer }], total.currency);
}
