/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ApplyPromoCodeInput = {
  code: string;
  id: string;
  /** Required true when an offer is already on the cart (confirmed replacement). */
  replace?: boolean | null | undefined;
};

export type AvailabilityType =
  | 'OPENING_HOURS'
  | 'START_TIME';

/** TOUR: the cart's (or booking's) tour; ADDON: a combination added to it (audio guide, river cruise...). */
export type BreakdownKind =
  | 'ADDON'
  | 'TOUR';

/** At most 62 days from `from` to `to` (inclusive). */
export type CalendarInput = {
  from: string;
  optionId: string;
  passengers?: PassengersInput | null | undefined;
  productId: string;
  to: string;
};

/** EXPIRED: the hold ran out ('Too late! Your current pre-booking has expired.'). */
export type CartStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'EXPIRED'
  | 'ON_HOLD';

export type CityId =
  | 'barcelona'
  | 'bath'
  | 'brussels'
  | 'london'
  | 'madrid'
  | 'paris';

export type CreateCartInput = {
  /** Start time from startTimes; default: the first slot with room. */
  availabilityId?: string | null | undefined;
  /**
   * Adds this tour to that basket (Basket.id = Cart.orderId of a tour held) instead of opening a new one. Refused with
   * BASKET_FULL past 5 tours, BASKET_CLOSED when it is paid or cancelled, CART_EXPIRED when its hold is over.
   */
  basketId?: string | null | undefined;
  date: string;
  /** Optional client-generated uuid: retrying with the same id never books twice. */
  id?: string | null | undefined;
  optionId: string;
  /** The marketing link's `partnerCentral`, used when the referrer's partner has none. */
  partnerCentral?: string | null | undefined;
  passengers: PassengersInput;
  productId: string;
  promoCode?: string | null | undefined;
  /**
   * The marketing link's `referrer` (an affiliate): checked against the CMS partners ('you cannot book this product
   * using the current reservation link' when unknown); an accepted one is sent to the supplier as the booking's
   * resellerReference, with the partner's partnerCentral, so that the partner is credited.
   */
  referrer?: string | null | undefined;
};

export type CustomerDetailsInput = {
  allowMarketing?: boolean | null | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | null | undefined;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  /** Free text for the operator (at most 500 characters). */
  notes?: string | null | undefined;
  phone?: string | null | undefined;
  /** Letters, digits, spaces and dashes; at most 12 characters. */
  postalCode?: string | null | undefined;
  termsAccepted: boolean;
};

/** Outcome codes of a change of date; every one has a localized message. */
export type DateChangeCode =
  /** The booking changed since this change was opened: nothing moved; anything paid for this change is refunded. */
  | 'BOOKING_CHANGED'
  | 'CHANGED'
  | 'CHANGE_FAILED'
  /** Another change of this booking is being made: try again in a moment. */
  | 'CHANGE_IN_PROGRESS'
  | 'CHANGE_TOO_LATE'
  | 'NOT_AVAILABLE'
  | 'NOT_CHANGEABLE'
  | 'NOT_FOUND'
  | 'PAYMENT_NOT_VERIFIED'
  | 'PAYMENT_REJECTED'
  /** Dearer date: pay the difference at redirectUrl; the change happens once that payment is verified. */
  | 'PAYMENT_REQUIRED'
  | 'PROCESSING'
  | 'QUOTED'
  | 'SAME_DATE';

/** Same product, option and passengers on another date (and start time). */
export type DateChangeInput = {
  /** A start time of that date (startTimes); default: the first with room. */
  availabilityId?: string | null | undefined;
  date: string;
  email: string;
  reference: string;
};

/** LIMITED: fewer than 10 seats left. SOLD_OUT also when fewer seats than the passengers asked for. */
export type DayState =
  | 'AVAILABLE'
  | 'LIMITED'
  | 'SOLD_OUT';

export type ManageBookingCode =
  | 'CANCELLED'
  | 'CANCEL_FAILED'
  | 'CANCEL_TOO_LATE'
  | 'NOT_CANCELLABLE'
  | 'NOT_FOUND'
  | 'RESENT';

export type PassengerType =
  | 'ADULT'
  | 'CHILD'
  | 'FAMILY'
  | 'INFANT'
  | 'OTHER'
  | 'SENIOR'
  | 'STUDENT';

/**
 * Passenger counts. Rules (server-enforced): at least one ticket; no child or infant without an adult (adult, senior or
 * student); at most 2 infants per adult; at most 80 seats (infants sit on a lap). Family pass products: `family` passes,
 * and with the city's family pass rule (e.g. Paris 2 adults/2 children) `adult` and `child` give its members exactly.
 */
export type PassengersInput = {
  adult?: number | null | undefined;
  child?: number | null | undefined;
  family?: number | null | undefined;
  infant?: number | null | undefined;
  senior?: number | null | undefined;
  student?: number | null | undefined;
};

/** Outcome of the payment-provider return; every code has a localized message (spec section 8). */
export type PaymentOutcomeCode =
  | 'BOOKING_NOT_FOUND'
  /** The booking paid by this transaction has since been cancelled (no tickets). */
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'MISSING_EVENT_ID'
  | 'PAYMENT_ERROR'
  | 'PAYMENT_REJECTED'
  /** Confirmation in progress or the supplier is unreachable: poll again ('we are processing your booking'). */
  | 'PROCESSING'
  | 'RESERVATION_NOT_CONFIRMED'
  | 'TRANSACTION_FAILED'
  | 'TRANSACTION_NOT_FOUND'
  | 'TRANSACTION_NOT_VERIFIED';

export type QuoteInput = {
  availabilityId?: string | null | undefined;
  date: string;
  optionId: string;
  passengers: PassengersInput;
  productId: string;
  /** Price with this promo code ('Not valid promo code' when unknown). */
  promoCode?: string | null | undefined;
};

export type StartTimesInput = {
  date: string;
  optionId: string;
  passengers?: PassengersInput | null | undefined;
  productId: string;
};

export type UpdateCartInput = {
  availabilityId?: string | null | undefined;
  date?: string | null | undefined;
  id: string;
  passengers?: PassengersInput | null | undefined;
};

export type UpgradeCartInput = {
  id: string;
  optionId: string;
  /** Optional: if given it must equal the cart's passengers (upgrades cannot change them). */
  passengers?: PassengersInput | null | undefined;
};

export type UpsellInput = {
  /** The cart id. */
  id: string;
  /** Upsell.productId. */
  productId: string;
};

/** The query string Viva appends to the return URL, plus the page's language and city. */
export type VerifyPaymentInput = {
  city?: string | null | undefined;
  eci?: string | null | undefined;
  eventId?: string | null | undefined;
  lang?: string | null | undefined;
  s?: string | null | undefined;
  t?: string | null | undefined;
};

export type AddUpsellMutationVariables = Exact<{
  input: UpsellInput;
  locale?: string | null | undefined;
}>;


export type AddUpsellMutation = { addUpsell: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null, upgrades: Array<{ additionalDays: number, difference: number, option: { id: string, title: string, durationMinutes: number | null }, cartTotal: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> } }>, upsells: Array<{ productId: string, optionId: string, title: string, durationMinutes: number | null, passengerTypes: Array<PassengerType>, added: boolean, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }> } };

export type ApplyPromoCodeMutationVariables = Exact<{
  input: ApplyPromoCodeInput;
  locale?: string | null | undefined;
}>;


export type ApplyPromoCodeMutation = { applyPromoCode: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null } };

export type CalendarQueryVariables = Exact<{
  input: CalendarInput;
  locale?: string | null | undefined;
}>;


export type CalendarQuery = { calendar: Array<{ date: string, state: DayState, available: boolean, limited: boolean, vacancies: number | null, promoted: boolean, startTimes: Array<string>, adultPriceFrom: { retail: number, currency: string } | null }> };

export type CartQueryVariables = Exact<{
  id: string;
  locale?: string | null | undefined;
}>;


export type CartQuery = { cart: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null } | null };

export type CartFieldsFragment = { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null };

export type CartOptionsFieldsFragment = { upgrades: Array<{ additionalDays: number, difference: number, option: { id: string, title: string, durationMinutes: number | null }, cartTotal: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> } }>, upsells: Array<{ productId: string, optionId: string, title: string, durationMinutes: number | null, passengerTypes: Array<PassengerType>, added: boolean, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }> };

export type CartOptionsQueryVariables = Exact<{
  id: string;
  locale?: string | null | undefined;
}>;


export type CartOptionsQuery = { cart: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null, upgrades: Array<{ additionalDays: number, difference: number, option: { id: string, title: string, durationMinutes: number | null }, cartTotal: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> } }>, upsells: Array<{ productId: string, optionId: string, title: string, durationMinutes: number | null, passengerTypes: Array<PassengerType>, added: boolean, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }> } | null };

export type CheckoutProductQueryVariables = Exact<{
  id: string;
  locale?: string | null | undefined;
}>;


export type CheckoutProductQuery = { product: { id: string, title: string, shortDescription: string | null, city: CityId | null, timeZone: string | null, availabilityType: AvailabilityType, options: Array<{ id: string, title: string, isDefault: boolean, durationMinutes: number | null, maxSeats: number, units: Array<{ id: string, type: PassengerType, title: string | null, minAge: number | null, maxAge: number | null, priceFrom: { retail: number, currency: string, currencyPrecision: number } | null }> }> } | null };

export type ConfirmationBookingQueryVariables = Exact<{
  reference: string;
  email: string;
  locale?: string | null | undefined;
}>;


export type ConfirmationBookingQuery = { myBooking: { reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null };

export type ConfirmedBookingFieldsFragment = { reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> };

export type CreateCartMutationVariables = Exact<{
  input: CreateCartInput;
  locale?: string | null | undefined;
}>;


export type CreateCartMutation = { createCart: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null } };

export type DropCartMutationVariables = Exact<{
  id: string;
  locale?: string | null | undefined;
}>;


export type DropCartMutation = { dropCart: boolean };

export type PriceBreakdownFieldsFragment = { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> };

export type PriceFieldsFragment = { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number };

export type QuoteQueryVariables = Exact<{
  input: QuoteInput;
  locale?: string | null | undefined;
}>;


export type QuoteQuery = { quote: { freeCancellationUntil: string | null, lines: Array<{ type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> } } };

export type RemovePromoCodeMutationVariables = Exact<{
  id: string;
  locale?: string | null | undefined;
}>;


export type RemovePromoCodeMutation = { removePromoCode: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null } };

export type RemoveUpsellMutationVariables = Exact<{
  input: UpsellInput;
  locale?: string | null | undefined;
}>;


export type RemoveUpsellMutation = { removeUpsell: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null, upgrades: Array<{ additionalDays: number, difference: number, option: { id: string, title: string, durationMinutes: number | null }, cartTotal: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> } }>, upsells: Array<{ productId: string, optionId: string, title: string, durationMinutes: number | null, passengerTypes: Array<PassengerType>, added: boolean, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }> } };

export type SetCustomerDetailsMutationVariables = Exact<{
  input: CustomerDetailsInput;
  locale?: string | null | undefined;
}>;


export type SetCustomerDetailsMutation = { setCustomerDetails: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null } };

export type StartPaymentMutationVariables = Exact<{
  cartId: string;
  locale?: string | null | undefined;
}>;


export type StartPaymentMutation = { startPayment: { orderCode: string, redirectUrl: string, amount: number, currency: string, paymentType: string } };

export type StartTimesQueryVariables = Exact<{
  input: StartTimesInput;
  locale?: string | null | undefined;
}>;


export type StartTimesQuery = { startTimes: Array<{ availabilityId: string, startsAt: string, allDay: boolean, state: DayState, vacancies: number | null, promoted: boolean }> };

export type UpdateCartMutationVariables = Exact<{
  input: UpdateCartInput;
  locale?: string | null | undefined;
}>;


export type UpdateCartMutation = { updateCart: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null } };

export type UpgradeCartMutationVariables = Exact<{
  input: UpgradeCartInput;
  locale?: string | null | undefined;
}>;


export type UpgradeCartMutation = { upgradeCart: { id: string, reference: string | null, status: CartStatus, expiresAt: string | null, freeCancellationUntil: string | null, secondsLeft: number, date: string | null, availabilityId: string | null, startsAt: string | null, allDay: boolean, product: { id: string, title: string, city: CityId | null }, option: { id: string, title: string }, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, lines: Array<{ productTitle: string | null, productId: string | null, type: PassengerType, unitId: string, quantity: number, unitPrice: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }>, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, offer: { code: string, title: string | null } | null, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, customer: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, country: string | null, postalCode: string | null, notes: string | null, allowMarketing: boolean } | null, upgrades: Array<{ additionalDays: number, difference: number, option: { id: string, title: string, durationMinutes: number | null }, cartTotal: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number }, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> } }>, upsells: Array<{ productId: string, optionId: string, title: string, durationMinutes: number | null, passengerTypes: Array<PassengerType>, added: boolean, passengers: { adult: number, child: number, infant: number, senior: number, student: number, family: number }, total: { original: number, retail: number, discount: number, tax: number, currency: string, currencyPrecision: number } }> } };

export type ManagedBookingFieldsFragment = { status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> };

export type MyBookingQueryVariables = Exact<{
  reference: string;
  email: string;
  locale?: string | null | undefined;
}>;


export type MyBookingQuery = { myBooking: { movedNotice: string | null, status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null };

export type MyBookingByLinkQueryVariables = Exact<{
  token: string;
  locale?: string | null | undefined;
}>;


export type MyBookingByLinkQuery = { myBookingByLink: { code: string, message: string | null, reference: string | null, booking: { movedNotice: string | null, status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null } };

export type ResendTicketsMutationVariables = Exact<{
  reference: string;
  email: string;
  locale?: string | null | undefined;
}>;


export type ResendTicketsMutation = { resendTickets: { ok: boolean, code: ManageBookingCode, message: string, booking: { status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null } };

export type CancelBookingMutationVariables = Exact<{
  reference: string;
  email: string;
  locale?: string | null | undefined;
}>;


export type CancelBookingMutation = { cancelBooking: { ok: boolean, code: ManageBookingCode, message: string, booking: { status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null } };

export type DateChangeQuoteQueryVariables = Exact<{
  input: DateChangeInput;
  locale?: string | null | undefined;
}>;


export type DateChangeQuoteQuery = { dateChangeQuote: { ok: boolean, code: DateChangeCode, message: string, date: string | null, startsAt: string | null, availabilityId: string | null, total: number | null, currentTotal: number | null, difference: number | null, currency: string | null } };

export type DateChangeResultFieldsFragment = { ok: boolean, code: DateChangeCode, message: string, redirectUrl: string | null, difference: number | null, refundedAmount: number, booking: { status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null };

export type ChangeBookingDateMutationVariables = Exact<{
  input: DateChangeInput;
  locale?: string | null | undefined;
}>;


export type ChangeBookingDateMutation = { changeBookingDate: { ok: boolean, code: DateChangeCode, message: string, redirectUrl: string | null, difference: number | null, refundedAmount: number, booking: { status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null } };

export type ConfirmDateChangeMutationVariables = Exact<{
  input: VerifyPaymentInput;
  locale?: string | null | undefined;
}>;


export type ConfirmDateChangeMutation = { confirmDateChange: { ok: boolean, code: DateChangeCode, message: string, redirectUrl: string | null, difference: number | null, refundedAmount: number, booking: { status: string, changeBlockedReason: string | null, cancellable: boolean, changeable: boolean, refundedAmount: number, refundableAmount: number, productId: string | null, optionId: string | null, reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null } };

export type VerifyPaymentMutationVariables = Exact<{
  input: VerifyPaymentInput;
  locale?: string | null | undefined;
}>;


export type VerifyPaymentMutation = { verifyPayment: { ok: boolean, code: PaymentOutcomeCode, message: string, booking: { reference: string, city: CityId, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, validDates: Array<string>, email: string | null, totalPaid: number, currency: string, meetingPoint: string | null, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ type: string, label: string, count: number }>, breakdown: { total: number, currency: string, currencyPrecision: number, lines: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, type: PassengerType, quantity: number, unitPrice: number, amount: number }>, discounts: Array<{ kind: BreakdownKind, productId: string | null, title: string | null, code: string | null, offerTitle: string | null, amount: number }> }, addons: Array<{ reference: string, productTitle: string, optionTitle: string | null, passengers: Array<{ type: string, label: string, count: number }> }> } | null } };
