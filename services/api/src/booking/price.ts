/** The shapes of a price as the booking API shows it (integers in minor units), shared by pricing and breakdown. */
import type { PassengerType } from "./passengers.ts";

/** One tax included in a price, as the supplier names it (OCTO Tax): `retail` is its share of the retail price. */
export interface TaxView {
  name: string;
  retail: number;
  /** Its share of the original price; null when the supplier does not say (the OCTO sandbox omits it). */
  original: number | null;
  /** Its share of the net price; null when the supplier does not say. */
  net: number | null;
}
/** The offer's discount as the supplier gives it (OCTO offers): the amount it takes off, not a price. */
export interface OfferDiscountView {
  retail: number;
  net: number | null;
  includedTaxes: TaxView[];
}
/**
 * The spec's Price (original, retail, net, currency, currencyPrecision, includedTaxes, unitId, type, offerDiscount,
 * unitType) plus the site's derived amounts (discount, tax). See docs/adr/0310-price-object.md.
 */
export interface Price {
  original: number;
  retail: number;
  discount: number;
  /** The first included tax's retail (the spec reads the first entry only); the price excluding tax is retail - tax. */
  tax: number;
  currency: string;
  currencyPrecision: number;
  /** Wholesale price (OCTO net); null when the supplier does not give it. */
  net: number | null;
  includedTaxes: TaxView[];
  /** The offer's discount (OCTO offers); null without an offer. */
  offerDiscount: OfferDiscountView | null;
  /** The supplier unit the price is for; null for a sum over units (a line of several units keeps it). */
  unitId: string | null;
  /** The supplier's unit type (OCTO UnitType: ADULT, CHILD, ...); null for a sum over units. */
  unitType: string | null;
  /** The passenger type of that unit; null for a sum over units. */
  type: PassengerType | "OTHER" | null;
}
export interface OfferView {
  code: string;
  title: string | null;
}
export interface PriceLineView {
  /** In a cart: the upsell's product title (absent for the cart's tour). */
  productTitle?: string | null;
  /** In a cart: the upsell's product id (absent for the cart's tour). */
  productId?: string | null;
  type: PassengerType | "OTHER";
  /** The supplier's unit title, when known (not in the GraphQL shape: the breakdown's renderers use it). */
  label?: string | null;
  unitId: string;
  quantity: number;
  unitPrice: Price;
  total: Price;
}
