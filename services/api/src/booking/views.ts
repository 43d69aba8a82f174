/** What the booking operations return (GraphQL shapes) and the mappers from OCTO products and options. */
import type { CityConstants } from "../../../../domain/cities.ts";
import type { OctoOption, OctoProduct } from "../octo/types.ts";
import type { DayState } from "./availability.ts";
import type { PassengerMix, PassengerType } from "./passengers.ts";
import { priceOf, type QuoteView } from "./pricing.ts";
import type { OfferView, Price, PriceLineView } from "./price.ts";
import { durationMinutes } from "./supplier-catalog.ts";
import type { PriceBreakdown } from "./breakdown.ts";
import { passengerTypeOf } from "./unit-items.ts";

export type { DayState, OfferView, Price, PriceLineView, QuoteView };

export type CartStatus = "ON_HOLD" | "EXPIRED" | "CONFIRMED" | "CANCELLED";

export interface UnitView {
  id: string;
  type: PassengerType | "OTHER";
  title: string | null;
  minAge: number | null;
  maxAge: number | null;
  priceFrom: Price | null;
}
export interface OptionView {
  id: string;
  title: string;
  isDefault: boolean;
  durationMinutes: number | null;
  units: UnitView[];
}
export interface ProductView {
  id: string;
  title: string;
  shortDescription: string | null;
  city: string | null;
  timeZone: string | null;
  availabilityType: "START_TIME" | "OPENING_HOURS";
  options: OptionView[];
}
export interface CalendarDayView {
  date: string;
  state: DayState;
  available: boolean;
  limited: boolean;
  vacancies: number | null;
  promoted: boolean;
  startTimes: string[];
  /** The adult ticket's lowest price that day, from the same supplier calendar answer (null: sold out, no adult unit). */
  adultPriceFrom: Price | null;
}
export interface StartTimeView {
  availabilityId: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  state: DayState;
  vacancies: number | null;
  promoted: boolean;
}
export interface SearchResultView {
  product: ProductView;
  option: OptionView;
  available: boolean;
  vacancies: number | null;
  promoted: boolean;
  quote: QuoteView | null;
}
export interface CustomerView {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  postalCode: string | null;
  notes: string | null;
  allowMarketing: boolean;
}
export interface UpgradeView {
  option: OptionView;
  additionalDays: number;
  total: Price;
  difference: number;
  cartTotal: Price;
  /** The cart's breakdown after this upgrade (its add-ons included). */
  breakdown: PriceBreakdown;
}
export interface UpsellView {
  productId: string;
  optionId: string;
  title: string;
  durationMinutes: number | null;
  passengerTypes: PassengerType[];
  passengers: PassengerMix;
  lines: PriceLineView[];
  total: Price;
  added: boolean;
  /** This add-on's part of a cart's breakdown. */
  breakdown: PriceBreakdown;
}
export interface CartView {
  id: string;
  status: CartStatus;
  expiresAt: string | null;
  freeCancellationUntil: string | null;
  secondsLeft: number;
  reference: string | null;
  orderId: string | null;
  product: ProductView;
  option: OptionView;
  date: string | null;
  availabilityId: string | null;
  startsAt: string | null;
  allDay: boolean;
  passengers: PassengerMix;
  lines: PriceLineView[];
  total: Price;
  offer: OfferView | null;
  /** The tour's and the added add-ons' lines at list price, the offers as their own lines, the total to pay. */
  breakdown: PriceBreakdown;
  customer: CustomerView | null;
  /** Resolved lazily (one availability call per candidate option). */
  upgrades: () => Promise<UpgradeView[]>;
  /** Resolved lazily (one availability call per combination not in the cart). */
  upsells: () => Promise<UpsellView[]>;
}
/** A basket (docs/adr/0366): the tours of one supplier order, one hold, one total. */
export interface BasketView {
  id: string;
  status: CartStatus;
  tours: CartView[];
  tourCount: number;
  maxTours: number;
  total: Price;
  breakdown: PriceBreakdown;
  expiresAt: string | null;
  secondsLeft: number;
}
export interface CustomerInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  country?: string | null;
  postalCode?: string | null;
  notes?: string | null;
  allowMarketing?: boolean | null;
  termsAccepted: boolean;
}

export function optionView(o: OctoOption): OptionView {
  return {
    id: o.id,
    title: o.title ?? o.internalName ?? o.id,
    isDefault: o.default ?? false,
    durationMinutes: durationMinutes(o),
    units: o.units.map((u) => ({
      id: u.id,
      type: passengerTypeOf(u) ?? "OTHER",
      title: u.title ?? u.internalName ?? null,
      minAge: u.restrictions?.minAge ?? null,
      maxAge: u.restrictions?.maxAge ?? null,
      priceFrom: u.pricingFrom?.[0] ? priceOf(u.pricingFrom[0], 1, u) : null,
    })),
  };
}

export function productView(p: OctoProduct, city: CityConstants | undefined): ProductView {
  return {
    id: p.id,
    title: p.title ?? p.internalName ?? p.id,
    shortDescription: p.shortDescription ?? null,
    city: city?.id ?? null,
    timeZone: p.timeZone ?? null,
    availabilityType: p.availabilityType,
    options: p.options.map(optionView),
  };
}
