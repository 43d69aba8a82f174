/**
 * One price breakdown: what the visitor pays, explained the same way on every screen, in the e-mail and
 * in the PDF. Lines carry the LIST price (before offers) of the tour's and each add-on's passengers; each group's
 * offer or promo code is its own discount line; the total is what the supplier charges (the order's retail price).
 * By construction sum(lines.amount) - sum(discounts.amount) === total: the discount of a group is its list price minus
 * its retail price, never recomputed from percentages.
 */
import type { PassengerType } from "./passengers.ts";
import type { OfferView, Price, PriceLineView } from "./price.ts";

export type BreakdownKind = "TOUR" | "ADDON";

export interface BreakdownLine {
  kind: BreakdownKind;
  /** The add-on's supplier product id; null for the tour. */
  productId: string | null;
  /** The add-on's product title (in the asked language); null for the tour (its title heads the summary). */
  title: string | null;
  /** The site's passenger type (the GraphQL PassengerType). */
  type: PassengerType | "OTHER";
  /** The supplier's unit title, when known (server-side renderers use it for types the site has no word for). */
  label: string | null;
  quantity: number;
  /** List price of one unit (before offers), minor units. */
  unitPrice: number;
  /** In a basket's breakdown: the cart (tour) of the line (docs/adr/0366). */
  tourId?: string | null;
  /** quantity × list price, minor units. */
  amount: number;
}

export interface BreakdownDiscount {
  kind: BreakdownKind;
  productId: string | null;
  title: string | null;
  /** The offer's or promo code's code; null when the supplier gave a discount without naming it. */
  code: string | null;
  /** The automatic offer's title; null for a promo code. */
  offerTitle: string | null;
  /** Minor units, positive: subtracted from the lines. */
  amount: number;
  /** In a basket's breakdown: the cart (tour) of the discount (docs/adr/0366). */
  tourId?: string | null;
}

export interface PriceBreakdown {
  lines: BreakdownLine[];
  discounts: BreakdownDiscount[];
  /** What is paid, minor units: the lines minus the discounts. */
  total: number;
  currency: string;
  currencyPrecision: number;
}

/** What the breakdown reads of a supplier line (any PriceLineView fits): list amounts, type, quantity, label. */
export type BreakdownLineInput = Pick<PriceLineView, "type" | "unitId" | "quantity" | "label"> & {
  unitPrice: Pick<Price, "original">;
  total: Pick<Price, "original">;
};

/** One priced product of a cart or booking: the tour or an add-on, with the supplier's lines and total. */
export interface BreakdownGroup {
  kind: BreakdownKind;
  productId: string | null;
  title: string | null;
  lines: readonly BreakdownLineInput[];
  /** The group's price as the supplier charges it (retail). */
  total: Pick<Price, "retail" | "currency" | "currencyPrecision">;
  offer: OfferView | null;
}

export function breakdownOf(groups: readonly BreakdownGroup[], fallbackCurrency = "EUR"): PriceBreakdown {
  const lines: BreakdownLine[] = [];
  const discounts: BreakdownDiscount[] = [];
  let total = 0;
  for (const g of groups) {
    let list = 0;
    for (const l of g.lines) {
      if (l.quantity <= 0) continue;
      const amount = l.total.original;
      list += amount;
      lines.push({
        kind: g.kind,
        productId: g.kind === "ADDON" ? g.productId : null,
        title: g.kind === "ADDON" ? g.title : null,
        type: l.type,
        label: l.label ?? null,
        quantity: l.quantity,
        unitPrice: l.unitPrice.original,
        amount,
      });
    }
    const discount = list - g.total.retail;
    if (discount !== 0) {
      discounts.push({
        kind: g.kind,
        productId: g.kind === "ADDON" ? g.productId : null,
        title: g.kind === "ADDON" ? g.title : null,
        code: g.offer?.code ?? null,
        offerTitle: g.offer?.title ?? null,
        amount: discount,
      });
    }
    total += g.total.retail;
  }
  const first = groups.find((g) => g.lines.length > 0)?.total ?? groups[0]?.total;
  return {
    lines,
    discounts,
    total,
    currency: first?.currency ?? fallbackCurrency,
    currencyPrecision: first?.currencyPrecision ?? 2,
  };
}

/** The invariant every renderer relies on (tests assert it): lines minus discounts equal the total. */
export function breakdownBalances(b: PriceBreakdown): boolean {
  const lines = b.lines.reduce((s, l) => s + l.amount, 0);
  const discounts = b.discounts.reduce((s, d) => s + d.amount, 0);
  return lines - discounts === b.total;
}

/** The tour's breakdown followed by its add-ons' (one order, one currency). */
export function mergeBreakdowns(first: PriceBreakdown, ...more: PriceBreakdown[]): PriceBreakdown {
  return more.reduce(
    (acc, b) => ({
      ...acc,
      lines: [...acc.lines, ...b.lines],
      discounts: [...acc.discounts, ...b.discounts],
      total: acc.total + b.total,
    }),
    first,
  );
}
