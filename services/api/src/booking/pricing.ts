/** Prices as the supplier gives them (integers in minor units): unit prices, lines, totals and quotes. */
import type {
  OctoAvailability,
  OctoBooking,
  OctoOption,
  OctoPricing,
  OctoTax,
  OctoUnit,
  OctoUnitItem,
  OctoUnitPricing,
} from "../octo/types.ts";
import { passengerTypeOf, unitQuantities } from "./unit-items.ts";
import type { PassengerMix } from "./passengers.ts";
import { breakdownOf, type PriceBreakdown } from "./breakdown.ts";
import { offerViewOf } from "./offer-rule.ts";
import { cutoffMinutesOf, freeCancellationUntil } from "../../../../domain/free-cancellation.ts";
import type { OfferDiscountView, OfferView, Price, PriceLineView, TaxView } from "./price.ts";

export interface QuoteView {
  lines: PriceLineView[];
  total: Price;
  offer: OfferView | null;
  /** The one breakdown shape (list prices, the offer as its own line, the total). */
  breakdown: PriceBreakdown;
  freeCancellationUntil: string | null;
}

/** The last instant of free cancellation of a slot (ISO, UTC), from the supplier's cutoff (docs/adr/0354). */
export function freeCancellationUntilOf(start: string | null | undefined, option: unknown): string | null {
  if (!start) return null;
  const ms = freeCancellationUntil(
    start,
    cutoffMinutesOf(option as { cancellationCutoffAmount?: number; cancellationCutoffUnit?: string }),
  );
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const times = (n: number | null | undefined, q: number): number | null =>
  n === null || n === undefined ? null : n * q;
const plus = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

function taxOf(t: OctoTax, quantity: number): TaxView {
  return {
    name: t.name,
    retail: t.retail * quantity,
    original: times(t.original, quantity),
    net: times(t.net, quantity),
  };
}

/** Included taxes of a sum: one entry per tax name, in the order they first appear (the first stays first). */
function mergeTaxes(a: TaxView[], b: TaxView[]): TaxView[] {
  const out = a.map((t) => ({ ...t }));
  for (const t of b) {
    const same = out.find((o) => o.name === t.name);
    if (same) {
      same.retail += t.retail;
      same.original = plus(same.original, t.original);
      same.net = plus(same.net, t.net);
    } else out.push({ ...t });
  }
  return out;
}

function addOfferDiscounts(a: OfferDiscountView | null, b: OfferDiscountView | null): OfferDiscountView | null {
  if (!a || !b) return a ?? b;
  return {
    retail: a.retail + b.retail,
    net: plus(a.net, b.net),
    includedTaxes: mergeTaxes(a.includedTaxes, b.includedTaxes),
  };
}

/**
 * The spec's price of `quantity` units from the supplier's pricing. `unit` (the option's unit the pricing is for)
 * gives unitId and unitType when the supplier's pricing does not carry them: the OCTO sandbox sends unitId without
 * unitType in unitPricing, and neither in a unit's pricingFrom. The excluding-tax reading takes the FIRST included
 * tax only (the spec), not their sum; docs/adr/0310-price-object.md says why the first entry is the tax amount.
 */
export function priceOf(p: OctoPricing | OctoUnitPricing, quantity = 1, unit?: OctoUnit | null): Price {
  const includedTaxes = (p.includedTaxes ?? []).map((t) => taxOf(t, quantity));
  const od = p.offerDiscount;
  const offerDiscount = od
    ? {
        retail: od.retail * quantity,
        net: times(od.net, quantity),
        includedTaxes: (od.includedTaxes ?? []).map((t) => taxOf(t, quantity)),
      }
    : null;
  const unitPricing: Partial<OctoUnitPricing> = p;
  const unitType = unitPricing.unitType ?? unit?.type ?? null;
  return {
    original: p.original * quantity,
    retail: p.retail * quantity,
    discount: (p.original - p.retail) * quantity,
    tax: includedTaxes[0]?.retail ?? 0,
    currency: p.currency,
    currencyPrecision: p.currencyPrecision,
    net: times(p.net, quantity),
    includedTaxes,
    offerDiscount,
    unitId: unitPricing.unitId ?? unit?.id ?? null,
    unitType,
    type: unitType ? (passengerTypeOf({ type: unitType } as OctoUnit) ?? "OTHER") : null,
  };
}

/** A price of nothing, in a currency: the start of a sum. */
export function zeroPrice(currency: string, currencyPrecision = 2): Price {
  return {
    original: 0,
    retail: 0,
    discount: 0,
    tax: 0,
    currency,
    currencyPrecision,
    net: 0,
    includedTaxes: [],
    offerDiscount: null,
    unitId: null,
    unitType: null,
    type: null,
  };
}

/** Two prices in one currency added: amounts summed, taxes merged by name; the unit kept only when both share it. */
export function plusPrice(a: Price, b: Price): Price {
  const sameUnit = a.unitId === b.unitId;
  return {
    ...a,
    original: a.original + b.original,
    retail: a.retail + b.retail,
    discount: a.discount + b.discount,
    tax: a.tax + b.tax,
    net: plus(a.net, b.net),
    includedTaxes: mergeTaxes(a.includedTaxes, b.includedTaxes),
    offerDiscount: addOfferDiscounts(a.offerDiscount, b.offerDiscount),
    unitId: sameUnit ? a.unitId : null,
    unitType: sameUnit ? a.unitType : null,
    type: sameUnit ? a.type : null,
  };
}

/** The sum of prices in one currency (a cart's tour and its upsells). */
export function addPrices(first: Price, ...more: Price[]): Price {
  return more.reduce(plusPrice, first);
}

export function sumLines(lines: PriceLineView[]): Price {
  const first = lines[0];
  return lines.reduce(
    (acc, l) => plusPrice(acc, l.total),
    zeroPrice(first?.total.currency ?? "EUR", first?.total.currencyPrecision ?? 2),
  );
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
      unitPrice: priceOf(pricing, 1, unit),
      total: priceOf(pricing, q.quantity, unit),
    });
  }
  const total = sumLines(lines);
  const offer = offerViewOf(availability);
  return {
    lines,
    total,
    offer,
    breakdown: breakdownOf([{ kind: "TOUR", productId: null, title: null, lines, total, offer }]),
    freeCancellationUntil: freeCancellationUntilOf(availability.localDateTimeStart, option),
  };
}

export function linesOf(booking: OctoBooking, option: OctoOption): PriceLineView[] {
  const byUnit = new Map<string, OctoUnitItem[]>();
  for (const item of booking.unitItems) byUnit.set(item.unitId, [...(byUnit.get(item.unitId) ?? []), item]);
  const lines: PriceLineView[] = [];
  for (const [unitId, items] of byUnit) {
    const unit = option.units.find((u) => u.id === unitId) ?? items[0]?.unit;
    const pricing = items[0]?.pricing ?? unit?.pricingFrom?.[0];
    if (!pricing) continue;
    const ofUnit = unit ?? null;
    const total = items.reduce<Price | null>((acc, item) => {
      const p = priceOf(item.pricing ?? pricing, 1, ofUnit);
      return acc ? plusPrice(acc, p) : p;
    }, null);
    lines.push({
      type: (unit && passengerTypeOf(unit)) ?? "OTHER",
      label:
        (unit as { title?: string; internalName?: string } | undefined)?.title ??
        (unit as { internalName?: string } | undefined)?.internalName ??
        null,
      unitId,
      quantity: items.length,
      unitPrice: priceOf(pricing, 1, ofUnit),
      total: total ?? priceOf(pricing, 0, ofUnit),
    });
  }
  return lines;
}

/**
 * The breakdown of one supplier booking as it stands (a confirmed tour or add-on): its unit items at list price, its
 * offer as a discount, its retail price as the total. `title` names an add-on (its product title, in the language
 * the booking was read in).
 */
export function bookingBreakdown(
  booking: OctoBooking,
  kind: "TOUR" | "ADDON",
  title: string | null = null,
): PriceBreakdown {
  const option = (
    booking.option && Array.isArray((booking.option as OctoOption).units) ? booking.option : { units: [] }
  ) as OctoOption;
  const lines = linesOf(booking, option);
  const total = booking.pricing ? priceOf(booking.pricing) : sumLines(lines);
  const offer = offerViewOf(booking);
  return breakdownOf(
    [{ kind, productId: kind === "ADDON" ? booking.productId : null, title, lines, total, offer }],
    total.currency,
  );
}
