/**
 * The subset of OCTO (core, content, pricing) and Ventrata's dialect (offers, cart, card payments) that the web
 * server reads. Field names follow ../shared/octo/*.yaml; optional fields are those a supplier may omit depending
 * on the capabilities requested.
 */

export type OctoCapability =
  "octo/content" | "octo/pricing" | "octo/offers" | "octo/cart" | "octo/cardPayments" | "ventrata/content";

export const DEFAULT_CAPABILITIES: readonly OctoCapability[] = [
  "octo/content",
  "octo/pricing",
  "octo/offers",
  "octo/cart",
  "octo/cardPayments",
  // The supplier's destinations (one per city, with categories and product ids) are a `ventrata/content` field of
  // `GET /supplier` (../shared/octo/ventrata-octo-openapi.yaml, schema Supplier); Ventrata has no /destinations path.
  "ventrata/content",
];

export interface OctoTax {
  name: string;
  retail: number;
  /** Required by OCTO; the sandbox omits it. */
  original?: number;
  net: number | null;
}

/** Ventrata's OfferDiscount (octo/offers): in the sandbox, `retail`/`net` are the amounts the offer takes off. */
export interface OctoOfferDiscount {
  retail: number;
  net: number | null;
  includedTaxes?: OctoTax[];
}

export interface OctoPricing {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes: OctoTax[];
  /** With octo/offers: present (or null) when an offer applies; the sandbox omits it without an offer. */
  offerDiscount?: OctoOfferDiscount | null;
}

export interface OctoUnitPricing extends OctoPricing {
  unitId: string;
  unitType?: string;
}

export type OctoUnitType =
  "ADULT" | "YOUTH" | "CHILD" | "INFANT" | "FAMILY" | "SENIOR" | "STUDENT" | "MILITARY" | "OTHER";

export interface OctoUnit {
  id: string;
  internalName?: string;
  type: OctoUnitType;
  title?: string;
  restrictions?: { minAge?: number; maxAge?: number; paxCount?: number; accompaniedBy?: string[] };
  pricingFrom?: OctoPricing[];
}

export interface OctoOption {
  id: string;
  default?: boolean;
  internalName?: string;
  title?: string;
  availabilityLocalStartTimes?: string[];
  duration?: string | null;
  durationAmount?: string | number | null;
  durationUnit?: string | null;
  units: OctoUnit[];
  restrictions?: { minUnits?: number; maxUnits?: number | null };
}

export interface OctoCategory {
  id: string;
  default?: boolean;
  name?: string;
  title: string;
  shortDescription?: string | null;
  coverImageUrl?: string | null;
  bannerImageUrl?: string | null;
  productIds: string[];
}

export interface OctoContact {
  website: string | null;
  email: string | null;
  telephone: string | null;
  address: string | null;
}

export interface OctoDestination {
  id: string;
  default?: boolean;
  name: string;
  title?: string;
  country?: string | null;
  contact?: OctoContact;
  latitude?: number | null;
  longitude?: number | null;
  categories?: OctoCategory[];
}

export interface OctoSupplier {
  id: string;
  name: string;
  endpoint?: string;
  contact?: OctoContact;
  destinations?: OctoDestination[];
}

export interface OctoProduct {
  id: string;
  internalName?: string;
  title?: string;
  shortDescription?: string | null;
  timeZone?: string;
  availabilityType: "START_TIME" | "OPENING_HOURS";
  defaultCurrency?: string;
  options: OctoOption[];
  destination?: OctoDestination | null;
  categories?: OctoCategory[];
  coverImageUrl?: string | null;
}

export type OctoAvailabilityStatus = "AVAILABLE" | "FREESALE" | "SOLD_OUT" | "LIMITED" | "CLOSED";

export interface OctoOffer {
  code: string;
  title?: string;
  description?: string | null;
  usable?: boolean;
}

export interface OctoCalendarDay {
  localDate: string;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity?: number | null;
  availabilityLocalStartTimes?: string[];
  offerCode?: string | null;
  offerTitle?: string | null;
  offers?: OctoOffer[];
  unitPricingFrom?: OctoUnitPricing[];
  pricingFrom?: OctoPricing;
}

export interface OctoAvailability {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  allDay: boolean;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity?: number | null;
  offerCode?: string | null;
  offerTitle?: string | null;
  offers?: OctoOffer[];
  unitPricing?: OctoUnitPricing[];
  pricing?: OctoPricing;
}

export type OctoBookingStatus = "ON_HOLD" | "CONFIRMED" | "CANCELLED" | "EXPIRED" | "PENDING" | "REDEEMED";

export interface OctoContactBody {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
  postalCode?: string | null;
  country?: string | null;
  notes?: string | null;
  allowMarketing?: boolean | null;
}

export interface OctoUnitItem {
  uuid: string;
  unitId: string;
  unit?: OctoUnit;
  pricing?: OctoPricing;
}

export interface OctoVivawallet {
  orderCode?: string;
  error?: string;
}

export interface OctoCardPayment {
  id?: string;
  gateway: string;
  balance?: number;
  outstandingBalance?: number;
  currency?: string;
  vivawallet?: OctoVivawallet;
}

export interface OctoBooking {
  id: string;
  uuid: string;
  testMode?: boolean;
  resellerReference: string | null;
  supplierReference: string | null;
  status: OctoBookingStatus;
  utcCreatedAt: string;
  utcUpdatedAt?: string | null;
  utcExpiresAt: string | null;
  utcConfirmedAt: string | null;
  productId: string;
  product?: OctoProduct;
  optionId: string;
  option?: OctoOption;
  availabilityId: string | null;
  availability?: { id: string; localDateTimeStart: string; localDateTimeEnd: string; allDay: boolean } | null;
  contact?: OctoContactBody;
  unitItems: OctoUnitItem[];
  pricing?: OctoPricing;
  offerCode?: string | null;
  offerTitle?: string | null;
  offers?: OctoOffer[];
  orderId?: string | null;
  orderReference?: string | null;
  primary?: boolean;
  cardPayment?: OctoCardPayment | null;
  notes?: string | null;
  termsAccepted?: boolean;
}

export interface OctoOrder {
  id: string;
  supplierReference: string;
  status: string;
  utcExpiresAt: string | null;
  utcConfirmedAt: string | null;
  bookings: OctoBooking[];
  pricing?: OctoPricing;
  contact?: OctoContactBody;
  cardPayment?: OctoCardPayment | null;
}

export interface UnitItemBody {
  uuid?: string;
  unitId: string;
}

export interface BookingReservationBody {
  uuid: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  unitItems: UnitItemBody[];
  expirationMinutes?: number;
  offerCode?: string | null;
  notes?: string;
  currency?: string;
  contact?: OctoContactBody;
  /** The reseller's own reference (OCTO core): here the marketing link's referrer and partner (see reseller-reference.ts). */
  resellerReference?: string;
  /** Adds the booking to this order (octo/cart): the cart's upsells share the cart's order. */
  orderId?: string;
}

export interface BookingUpdateBody {
  optionId?: string;
  availabilityId?: string;
  unitItems?: UnitItemBody[];
  expirationMinutes?: number;
  offerCode?: string | null;
  contact?: OctoContactBody;
  termsAccepted?: boolean;
  notes?: string;
}

export interface BookingConfirmationBody {
  contact: OctoContactBody;
  resellerReference?: string;
  emailReceipt?: boolean;
  unitItems?: UnitItemBody[];
}

export interface OctoErrorBody {
  error: string;
  errorMessage?: string;
  [key: string]: unknown;
}
