/**
 * "Price from" of a product as the supplier gives it (OCTO pricing capability): the retail price of the adult unit
 * of the default option, in minor units, and the option's free-cancellation cutoff. Served by /api/init/offers
 * (rest.ts) so the site's build reads it from the web server (ADR 0342), never from the supplier.
 */
import type { OctoOption, OctoProduct } from "../octo/types.ts";
import type { OptionFrom } from "../../../../domain/price-from.ts";
import { durationMinutes } from "./supplier-catalog.ts";

export type { OptionFrom };

export interface PriceFrom {
  /** Minor units (cents), retail price of the adult unit of the default option. */
  amount: number;
  /** Minor units before the supplier's discount, when higher; null otherwise. */
  original: number | null;
  currency: string;
  optionId: string;
  /** Hours before the start until which the default option cancels free of charge; null: not cancellable. */
  freeCancellationHours: number | null;
  /** Every option's price from, in the supplier's order (docs/adr/0357). */
  options: OptionFrom[];
}

/** OCTO's cancellation cutoff, which the supplier sends on options (octo-openapi `Option`). */
type WithCutoff = OctoOption & { cancellationCutoffAmount?: number; cancellationCutoffUnit?: string };

const HOURS_PER_UNIT: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24 };

function freeCancellationHours(option: WithCutoff): number | null {
  const amount = option.cancellationCutoffAmount;
  const perUnit = HOURS_PER_UNIT[option.cancellationCutoffUnit ?? ""];
  return typeof amount === "number" && amount >= 0 && perUnit ? Math.ceil(amount * perUnit) : null;
}

function optionFromOf(option: OctoOption): OptionFrom | null {
  const units = option.units ?? [];
  const unit = units.find((u) => u.type === "ADULT") ?? units[0];
  const pricing = unit?.pricingFrom?.[0];
  if (!option.id || typeof pricing?.retail !== "number") return null;
  return {
    optionId: option.id,
    durationMinutes: durationMinutes(option),
    amount: pricing.retail,
    original: typeof pricing.original === "number" && pricing.original > pricing.retail ? pricing.original : null,
    currency: pricing.currency ?? "EUR",
  };
}

/** The product's "price from", or null when the supplier gives no price for it. */
export function priceFromOf(product: OctoProduct): PriceFrom | null {
  const options = (product.options ?? []) as WithCutoff[];
  const option = options.find((o) => o.default) ?? options[0];
  const from = option ? optionFromOf(option) : null;
  if (!option || !from) return null;
  return {
    amount: from.amount,
    original: from.original,
    currency: from.currency,
    optionId: from.optionId,
    freeCancellationHours: freeCancellationHours(option),
    options: options.flatMap((o) => optionFromOf(o) ?? []),
  };
}
