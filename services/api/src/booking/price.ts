/** The shapes of a price as the booking API shows it (integers in minor units), shared by pricing and breakdown. */
import type { PassengerType } from "./passengers.ts";

export interface Price {
  original: number;
  retail: number;
  discount: number;
  tax: number;
  currency: string;
  currencyPrecision: number;
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
