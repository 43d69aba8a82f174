/**
 * Booking operations behind /api/graphql: search, calendar, start times, quotes and the single-tour cart, which is
 * one OCTO booking on hold (cart id = booking uuid). Prices always come from the supplier; nothing the browser
 * sends is trusted beyond ids and counts.
 */
import { randomUUID } from "node:crypto";
import { cityById, type CityConstants } from "../../../catalogue/cities.ts";
import type { OctoClient, UnitQuantity } from "../octo/client.ts";
import { OctoError } from "../octo/errors.ts";
import type {
  OctoAvailability,
  OctoAvailabilityStatus,
  OctoBooking,
  OctoOption,
  OctoPricing,
  OctoProduct,
  OctoUnit,
  OctoUnitItem,
  UnitItemBody,
} from "../octo/types.ts";
import { BookingError, fromOcto, type FieldError } from "./errors.ts";
import { LANGUAGE_TAGS, type Locale } from "../locale.ts";
import {
  checkCounts,
  checkPassengers,
  EMPTY_MIX,
  PASSENGER_TYPES,
  sameMix,
  seatsOf,
  type PassengerMix,
  type PassengerType,
} from "./passengers.ts";
import { durationMinutes, SupplierCatalog } from "./supplier-catalog.ts";

export const LIMITED_BELOW = 10;
export const MAX_UPGRADE_DAYS = 3;
export const MAX_CALENDAR_DAYS = 62;
const DAY_MINUTES = 24 * 60;

export type DayState = "AVAILABLE" | "LIMITED" | "SOLD_OUT";
export type CartStatus = "ON_HOLD" | "EXPIRED" | "CONFIRMED" | "CANCELLED";

export interface Price {
  original: number;
  retail: number;
  discount: number;
  tax: number;
  currency: string;
  currencyPrecision: number;
}

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
export interface OfferView {
  code: string;
  title: string | null;
}
export interface PriceLineView {
  type: PassengerType | "OTHER";
  unitId: string;
  quantity: number;
  unitPrice: Price;
  total: Price;
}
export interface QuoteView {
  lines: PriceLineView[];
  total: Price;
  offer: OfferView | null;
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
  allowMarketing: boolean;
}
export interface UpgradeView {
  option: OptionView;
  additionalDays: number;
  total: Price;
  difference: number;
}
export interface CartView {
  id: string;
  status: CartStatus;
  expiresAt: string | null;
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
  customer: CustomerView | null;
  /** Resolved lazily (one availability call per candidate option). */
  upgrades: () => Promise<UpgradeView[]>;
}
export interface BookingView {
  reference: string;
  status: string;
  product: ProductView;
  option: OptionView;
  date: string | null;
  startsAt: string | null;
  passengers: PassengerMix;
  total: Price;
  promoCode: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface CustomerInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  country?: string | null;
  allowMarketing?: boolean | null;
  termsAccepted: boolean;
}

export interface BookingServiceOptions {
  octo: OctoClient;
  catalog?: SupplierCatalog;
  holdMinutes?: number;
  /** Clock, injectable for tests of the hold expiry. */
  now?: () => number;
}

const TYPE_BY_UNIT: Record<string, PassengerType | undefined> = {
  ADULT: "adult",
  CHILD: "child",
  INFANT: "infant",
  SENIOR: "senior",
  STUDENT: "student",
  FAMILY: "family",
};
const passengerTypeOf = (unit: OctoUnit): PassengerType | undefined => TYPE_BY_UNIT[unit.type];
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export class BookingService {
  readonly octo: OctoClient;
  readonly catalog: SupplierCatalog;
  private readonly holdMinutes: number;
  now: () => number;

  constructor(options: BookingServiceOptions) {
    this.octo = options.octo;
    this.catalog = options.catalog ?? new SupplierCatalog(options.octo);
    this.holdMinutes = options.holdMinutes ?? 30;
    this.now = options.now ?? Date.now;
  }

  // ---------------------------------------------------------------------------------------------- catalogue reads

  async products(cityId: string, locale: Locale): Promise<ProductView[]> {
    const city = requireCity(cityId);
    try {
      const ids = new Set(await this.catalog.productIdsOfCity(city, locale));
      const products = (await this.catalog.products(locale)).filter((p) => ids.has(p.id));
      return products.map((p) => productView(p, city));
    } catch (error) {
      throw fromOcto(error, "SEARCH_FAILED");
    }
  }

  async product(id: string, locale: Locale): Promise<ProductView | null> {
    try {
      const p = await this.catalog.product(id, locale);
      return p ? productView(p, await this.catalog.cityOfProduct(p, locale)) : null;
    } catch (error) {
      throw fromOcto(error, "SEARCH_FAILED");
    }
  }

  /** Products of a city bookable on `date` for the passenger mix, with their price; family passes only for families. */
  async search(input: { city: string; date: string; passengers: PassengerMix }, locale: Locale): Promise<SearchResultView[]> {
    const city = requireCity(input.city);
    requireDate(input.date, "date");
    const familySearch = input.passengers.family > 0;
    assertRules(input.passengers, familySearch, city);
    let products: OctoProduct[];
    try {
      const ids = new Set(await this.catalog.productIdsOfCity(city, locale));
      products = (await this.catalog.products(locale)).filter((p) => ids.has(p.id));
    } catch (error) {
      throw fromOcto(error, "SEARCH_FAILED");
    }
    const candidates = products.flatMap((product) => {
      const option = product.options.find((o) => o.default) ?? product.options[0];
      if (!option || isFamilyOption(option) !== familySearch) return [];
      if (!unitItemsFor(option, input.passengers, { strict: false })) return [];
      return [{ product, option }];
    });
    try {
      const results = await Promise.all(
        candidates.map(async ({ product, option }) => {
          const units = unitQuantities(option, input.passengers);
          const availabilities = await this.octo.checkAvailability({
            productId: product.id,
            optionId: option.id,
            localDate: input.date,
            units,
          });
          const seats = seatsNeeded(option, input.passengers);
          const open = availabilities.filter((a) => a.available && (a.vacancies === null || a.vacancies >= seats));
          const best = open[0];
          const view: SearchResultView = {
            product: productView(product, city),
            option: optionView(option),
            available: best !== undefined,
            vacancies: best ? best.vacancies : 0,
            promoted: availabilities.some(isPromoted),
            quote: best ? quoteFrom(option, input.passengers, best) : null,
          };
          return view;
        }),
      );
      return results.filter((r) => r.available);
    } catch (error) {
      throw fromOcto(error, "SEARCH_FAILED");
    }
  }

  async calendar(
    input: { productId: string; optionId: string; from: string; to: string; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CalendarDayView[]> {
    requireDate(input.from, "from");
    requireDate(input.to, "to");
    const days = daysBetween(input.from, input.to);
    if (days < 0 || days >= MAX_CALENDAR_DAYS) throw badInput("to");
    if (input.passengers) assertCounts(input.passengers);
    const { option } = await this.productAndOption(input.productId, input.optionId, locale, "CALENDAR_FAILED");
    const units = input.passengers ? unitQuantities(option, input.passengers) : undefined;
    const seats = input.passengers ? seatsNeeded(option, input.passengers) : 1;
    try {
      const calendar = await this.octo.calendar({
        productId: input.productId,
        optionId: option.id,
        localDateStart: input.from,
        localDateEnd: input.to,
        units,
      });
      return calendar.map((day) => {
        const state = dayState(day.status, day.available, day.vacancies, seats);
        return {
          date: day.localDate,
          state,
          available: state !== "SOLD_OUT",
          limited: state === "LIMITED",
          vacancies: day.vacancies,
          promoted: isPromoted(day),
          startTimes: day.availabilityLocalStartTimes ?? [],
        };
      });
    } catch (error) {
      throw fromOcto(error, "CALENDAR_FAILED");
    }
  }

  async startTimes(
    input: { productId: string; optionId: string; date: string; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<StartTimeView[]> {
    requireDate(input.date, "date");
    if (input.passengers) assertCounts(input.passengers);
    const { option } = await this.productAndOption(input.productId, input.optionId, locale, "AVAILABILITY_FAILED");
    const seats = input.passengers ? seatsNeeded(option, input.passengers) : 1;
    try {
      const availabilities = await this.octo.checkAvailability({
        productId: input.productId,
        optionId: option.id,
        localDate: input.date,
        units: input.passengers ? unitQuantities(option, input.passengers) : undefined,
      });
      return availabilities.map((a) => ({
        availabilityId: a.id,
        startsAt: a.localDateTimeStart,
        endsAt: a.localDateTimeEnd,
        allDay: a.allDay,
        state: dayState(a.status, a.available, a.vacancies, seats),
        vacancies: a.vacancies,
        promoted: isPromoted(a),
      }));
    } catch (error) {
      throw fromOcto(error, "AVAILABILITY_FAILED");
    }
  }

  /** Server-side price of a passenger mix for a date (and start time), with the automatic offer applied. */
  async quote(
    input: {
      productId: string;
      optionId: string;
      date: string;
      availabilityId?: string | null;
      passengers: PassengerMix;
      promoCode?: string | null;
    },
    locale: Locale,
  ): Promise<QuoteView> {
    requireDate(input.date, "date");
    const { product, option } = await this.productAndOption(input.productId, input.optionId, locale, "AVAILABILITY_FAILED");
    const city = await this.catalog.cityOfProduct(product, locale);
    assertRules(input.passengers, isFamilyOption(option), city);
    requireUnitItems(option, input.passengers);
    const availability = await this.pickAvailability(
      product, option, input.date, input.availabilityId, input.passengers, input.promoCode?.trim() || undefined,
    );
    return quoteFrom(option, input.passengers, availability);
  }

  // ---------------------------------------------------------------------------------------------- cart

  async createCart(
    input: {
      id?: string | null;
      productId: string;
      optionId: string;
      date: string;
      availabilityId?: string | null;
      passengers: PassengerMix;
      promoCode?: string | null;
    },
    locale: Locale,
  ): Promise<CartView> {
    if (input.id != null && !UUID_RE.test(input.id)) throw badInput("id");
    requireDate(input.date, "date");
    const { product, option } = await this.productAndOption(input.productId, input.optionId, locale, "BOOKING_FAILED");
    const city = await this.catalog.cityOfProduct(product, locale);
    assertRules(input.passengers, isFamilyOption(option), city);
    const unitItems = requireUnitItems(option, input.passengers);
    const availability = await this.pickAvailability(product, option, input.date, input.availabilityId, input.passengers);
    const uuid = input.id ?? randomUUID();
    try {
      const booking = await this.octo.reserve(
        {
          uuid,
          productId: product.id,
          optionId: option.id,
          availabilityId: availability.id,
          unitItems,
          expirationMinutes: this.holdMinutes,
          ...(input.promoCode ? { offerCode: input.promoCode.trim() } : {}),
          notes: `family:${input.passengers.family > 0 ? `${input.passengers.adult}/${input.passengers.child}` : "-"}`,
        },
        locale,
      );
      return this.cartView(booking, locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  /** The cart, or null when the supplier does not know the id. Expired holds are returned with status EXPIRED. */
  async cart(id: string, locale: Locale): Promise<CartView | null> {
    if (!UUID_RE.test(id)) return null;
    try {
      return this.cartView(await this.octo.getBooking(id, locale), locale);
    } catch (error) {
      if (error instanceof OctoError && error.code === "INVALID_BOOKING_UUID") return null;
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  /** Changes the date/start time and/or the passengers of the tour on hold. */
  async updateCart(
    input: { id: string; date?: string | null; availabilityId?: string | null; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CartView> {
    const booking = await this.editableBooking(input.id, locale);
    const { product, option } = await this.productAndOption(booking.productId, booking.optionId, locale, "BOOKING_FAILED");
    const current = passengersOf(booking, option);
    const passengers = input.passengers ?? current;
    const city = await this.catalog.cityOfProduct(product, locale);
    assertRules(passengers, isFamilyOption(option), city);
    const unitItems = requireUnitItems(option, passengers, booking.unitItems);
    const date = input.date ?? localDateOf(booking.availabilityId);
    if (!date) throw badInput("date");
    requireDate(date, "date");
    const sameSlot = !input.date && !input.availabilityId;
    const availabilityId = sameSlot && booking.availabilityId
      ? booking.availabilityId
      : (await this.pickAvailability(product, option, date, input.availabilityId, passengers)).id;
    try {
      const updated = await this.octo.updateBooking(
        booking.uuid,
        {
          availabilityId,
          unitItems,
          notes: `family:${passengers.family > 0 ? `${passengers.adult}/${passengers.child}` : "-"}`,
        },
        locale,
      );
      return this.cartView(updated, locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  /** Releases the hold. Dropping a cart that is already gone (expired, cancelled, unknown) succeeds. */
  async dropCart(id: string): Promise<boolean> {
    if (!UUID_RE.test(id)) return true;
    try {
      const booking = await this.octo.getBooking(id);
      if (booking.status !== "ON_HOLD") return true;
      await this.octo.cancelBooking(id, "dropped by the visitor");
      return true;
    } catch (error) {
      if (error instanceof OctoError && error.code === "INVALID_BOOKING_UUID") return true;
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  /** Upgrade to a longer option of the same product (up to 3 more days), same date and same passengers. */
  async upgradeCart(
    input: { id: string; optionId: string; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CartView> {
    const booking = await this.editableBooking(input.id, locale);
    const { product, option } = await this.productAndOption(booking.productId, booking.optionId, locale, "BOOKING_FAILED");
    const passengers = passengersOf(booking, option);
    if (input.passengers && !sameMix(input.passengers, passengers)) {
      throw new BookingError("PASSENGER_RULE", "UPGRADE_PASSENGERS", { fields: [{ field: "passengers", key: "UPGRADE_PASSENGERS" }] });
    }
    const target = product.options.find((o) => o.id === input.optionId);
    if (!target) throw new BookingError("UPGRADE_NOT_ALLOWED", "UPGRADE_NOT_ALLOWED");
    const extra = additionalDays(option, target);
    if (extra === null) throw new BookingError("UPGRADE_NOT_ALLOWED", "UPGRADE_NOT_ALLOWED");
    const unitItems = unitItemsFor(target, passengers, { strict: true });
    if (!unitItems) throw new BookingError("PASSENGER_RULE", "UPGRADE_PASSENGERS");
    const date = localDateOf(booking.availabilityId);
    if (!date) throw badInput("date");
    const availability = await this.pickAvailability(product, target, date, booking.availabilityId, passengers);
    try {
      const updated = await this.octo.updateBooking(
        booking.uuid,
        { optionId: target.id, availabilityId: availability.id, unitItems },
        locale,
      );
      return this.cartView(updated, locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  /**
   * Applies a promo code. When an offer is already on the cart (a promotion or an earlier code) the visitor must
   * confirm its replacement (`replace: true`).
   */
  async applyPromoCode(input: { id: string; code: string; replace?: boolean | null }, locale: Locale): Promise<CartView> {
    const code = input.code.trim();
    if (!code) throw new BookingError("PROMO_CODE_INVALID", "PROMO_INVALID");
    const booking = await this.editableBooking(input.id, locale);
    if (booking.offerCode && booking.offerCode.toUpperCase() !== code.toUpperCase() && !input.replace) {
      throw new BookingError("PROMO_CODE_REPLACE_REQUIRED", "PROMO_REPLACE_REQUIRED", {
        params: { code: booking.offerCode },
      });
    }
    try {
      return this.cartView(await this.octo.updateBooking(booking.uuid, { offerCode: code }, locale), locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  async removePromoCode(id: string, locale: Locale): Promise<CartView> {
    const booking = await this.editableBooking(id, locale);
    try {
      return this.cartView(await this.octo.updateBooking(booking.uuid, { offerCode: null }, locale), locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  async setCustomerDetails(input: { id: string; customer: CustomerInput }, locale: Locale): Promise<CartView> {
    const c = input.customer;
    const fields: FieldError[] = [];
    const firstName = c.firstName.trim();
    const lastName = c.lastName.trim();
    const email = c.email.trim();
    if ([...firstName].length < 2) fields.push({ field: "firstName", key: "FIRST_NAME_TOO_SHORT" });
    if ([...lastName].length < 2) fields.push({ field: "lastName", key: "LAST_NAME_TOO_SHORT" });
    if (!EMAIL_RE.test(email) || email.length > 254) fields.push({ field: "email", key: "EMAIL_INVALID" });
    if (c.termsAccepted !== true) fields.push({ field: "termsAccepted", key: "TERMS_NOT_ACCEPTED" });
    const first = fields[0];
    if (first) throw new BookingError("VALIDATION_FAILED", first.key, { fields });
    const booking = await this.editableBooking(input.id, locale);
    try {
      const updated = await this.octo.updateBooking(
        booking.uuid,
        {
          contact: {
            fullName: `${firstName} ${lastName}`,
            firstName,
            lastName,
            emailAddress: email,
            phoneNumber: c.phone?.trim() || null,
            country: c.country?.trim().toUpperCase() || null,
            allowMarketing: c.allowMarketing ?? false,
            locales: [LANGUAGE_TAGS[locale]],
          },
          termsAccepted: true,
        },
        locale,
      );
      return this.cartView(updated, locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
  }

  /** A confirmed booking by its reference, only when the e-mail matches (no enumeration of other visitors' bookings). */
  async bookingByReference(reference: string, email: string, locale: Locale): Promise<BookingView> {
    const ref = reference.trim();
    const mail = email.trim().toLowerCase();
    if (!ref || !mail) throw new BookingError("NOT_FOUND", "BOOKING_NOT_FOUND");
    let bookings: OctoBooking[];
    try {
      bookings = await this.octo.findBookings({ supplierReference: ref });
    } catch (error) {
      throw fromOcto(error, "GENERIC");
    }
    const booking = bookings.find(
      (b) =>
        (b.supplierReference === ref || b.orderReference === ref) &&
        (b.contact?.emailAddress ?? "").trim().toLowerCase() === mail,
    );
    if (!booking) throw new BookingError("NOT_FOUND", "BOOKING_NOT_FOUND");
    const { product, option } = await this.productAndOption(booking.productId, booking.optionId, locale, "GENERIC");
    const city = await this.catalog.cityOfProduct(product, locale);
    const lines = linesOf(booking, option);
    return {
      reference: booking.supplierReference ?? ref,
      status: booking.status,
      product: productView(product, city),
      option: optionView(option),
      date: localDateOf(booking.availabilityId),
      startsAt: booking.availability?.localDateTimeStart ?? booking.availabilityId,
      passengers: passengersOf(booking, option),
      total: booking.pricing ? priceOf(booking.pricing) : sumLines(lines),
      promoCode: booking.offerCode ?? null,
      email: booking.contact?.emailAddress ?? null,
      firstName: booking.contact?.firstName ?? null,
      lastName: booking.contact?.lastName ?? null,
    };
  }

  // ---------------------------------------------------------------------------------------------- internals

  private async productAndOption(productId: string, optionId: string, locale: Locale, fallback: Parameters<typeof fromOcto>[1]) {
    let product: OctoProduct | undefined;
    try {
      product = await this.catalog.product(productId, locale);
    } catch (error) {
      throw fromOcto(error, fallback);
    }
    if (!product) throw badInput("productId");
    const option =
      optionId === "DEFAULT" ? (product.options.find((o) => o.default) ?? product.options[0]) : product.options.find((o) => o.id === optionId);
    if (!option) throw badInput("optionId");
    return { product, option };
  }

  private async pickAvailability(
    product: OctoProduct,
    option: OctoOption,
    date: string,
    availabilityId: string | null | undefined,
    passengers: PassengerMix,
    offerCode?: string,
  ): Promise<OctoAvailability> {
    let availabilities: OctoAvailability[];
    try {
      availabilities = await this.octo.checkAvailability({
        productId: product.id,
        optionId: option.id,
        localDate: date,
        units: unitQuantities(option, passengers),
        ...(offerCode ? { offerCode } : {}),
      });
    } catch (error) {
      throw fromOcto(error, "AVAILABILITY_FAILED");
    }
    const seats = seatsNeeded(option, passengers);
    const fits = (a: OctoAvailability) => a.available && (a.vacancies === null || a.vacancies >= seats);
    if (availabilityId) {
      const chosen = availabilities.find((a) => a.id === availabilityId);
      if (!chosen) throw new BookingError("NOT_AVAILABLE", "AVAILABILITY_FAILED", { fields: [{ field: "availabilityId", key: "AVAILABILITY_FAILED" }] });
      if (!fits(chosen)) throw new BookingError("NOT_AVAILABLE", "NO_DATES");
      return chosen;
    }
    const first = availabilities.find(fits);
    if (!first) throw new BookingError("NOT_AVAILABLE", "NO_DATES");
    return first;
  }

  private async editableBooking(id: string, locale: Locale): Promise<OctoBooking> {
    if (!UUID_RE.test(id)) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
    let booking: OctoBooking;
    try {
      booking = await this.octo.getBooking(id, locale);
    } catch (error) {
      throw fromOcto(error, "BOOKING_FAILED");
    }
    const status = this.statusOf(booking);
    if (status === "EXPIRED") throw new BookingError("CART_EXPIRED", "CART_EXPIRED");
    if (status !== "ON_HOLD") throw new BookingError("CART_NOT_EDITABLE", "CART_NOT_EDITABLE");
    return booking;
  }

  statusOf(booking: OctoBooking): CartStatus {
    switch (booking.status) {
      case "ON_HOLD":
        return booking.utcExpiresAt && Date.parse(booking.utcExpiresAt) <= this.now() ? "EXPIRED" : "ON_HOLD";
      case "EXPIRED":
        return "EXPIRED";
      case "CONFIRMED":
      case "REDEEMED":
      case "PENDING":
        return "CONFIRMED";
      case "CANCELLED":
        return "CANCELLED";
      default:
        return "CANCELLED";
    }
  }

  private async cartView(booking: OctoBooking, locale: Locale): Promise<CartView> {
    const { product, option } = await this.productAndOption(booking.productId, booking.optionId, locale, "BOOKING_FAILED");
    const city = await this.catalog.cityOfProduct(product, locale);
    const status = this.statusOf(booking);
    const expiresMs = booking.utcExpiresAt ? Date.parse(booking.utcExpiresAt) : NaN;
    const lines = linesOf(booking, option);
    const passengers = passengersOf(booking, option);
    return {
      id: booking.uuid,
      status,
      expiresAt: booking.utcExpiresAt,
      secondsLeft: status === "ON_HOLD" && Number.isFinite(expiresMs) ? Math.max(0, Math.floor((expiresMs - this.now()) / 1000)) : 0,
      reference: booking.supplierReference,
      orderId: booking.orderId ?? null,
      product: productView(product, city),
      option: optionView(option),
      date: localDateOf(booking.availabilityId),
      availabilityId: booking.availabilityId,
      startsAt: booking.availability?.localDateTimeStart ?? booking.availabilityId,
      allDay: booking.availability?.allDay ?? product.availabilityType === "OPENING_HOURS",
      passengers,
      lines,
      total: booking.pricing ? priceOf(booking.pricing) : sumLines(lines),
      offer: booking.offerCode ? { code: booking.offerCode, title: booking.offerTitle ?? null } : null,
      customer: booking.contact?.emailAddress
        ? {
            firstName: booking.contact.firstName ?? null,
            lastName: booking.contact.lastName ?? null,
            email: booking.contact.emailAddress ?? null,
            phone: booking.contact.phoneNumber ?? null,
            country: booking.contact.country ?? null,
            allowMarketing: booking.contact.allowMarketing ?? false,
          }
        : null,
      upgrades: () => (status === "ON_HOLD" ? this.upgradesOf(product, option, booking, passengers) : Promise.resolve([])),
    };
  }

  private async upgradesOf(product: OctoProduct, option: OctoOption, booking: OctoBooking, passengers: PassengerMix): Promise<UpgradeView[]> {
    const date = localDateOf(booking.availabilityId);
    if (!date) return [];
    const current = booking.pricing ? booking.pricing.retail : sumLines(linesOf(booking, option)).retail;
    const candidates = product.options.filter((o) => additionalDays(option, o) !== null && unitItemsFor(o, passengers, { strict: true }));
    const upgrades = await Promise.all(
      candidates.map(async (target) => {
        try {
          const availabilities = await this.octo.checkAvailability({
            productId: product.id,
            optionId: target.id,
            localDate: date,
            units: unitQuantities(target, passengers),
          });
          const seats = seatsNeeded(target, passengers);
          const slot =
            availabilities.find((a) => a.id === booking.availabilityId && a.available) ??
            availabilities.find((a) => a.available && (a.vacancies === null || a.vacancies >= seats));
          if (!slot) return null;
          const total = quoteFrom(target, passengers, slot).total;
          const view: UpgradeView = {
            option: optionView(target),
            additionalDays: additionalDays(option, target) ?? 0,
            total,
            difference: total.retail - current,
          };
          return view;
        } catch {
          return null;
        }
      }),
    );
    return upgrades.filter((u): u is UpgradeView => u !== null).sort((a, b) => a.additionalDays - b.additionalDays);
  }
}

// ------------------------------------------------------------------------------------------------ pure helpers

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function badInput(field: string): BookingError {
  return new BookingError("BAD_INPUT", "BAD_INPUT", { fields: [{ field, key: "BAD_INPUT" }] });
}

function requireCity(id: string): CityConstants {
  const city = cityById(id);
  if (!city) throw badInput("city");
  return city;
}

function requireDate(value: string, field: string): void {
  if (!DATE_RE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new BookingError("BAD_INPUT", "NO_DATE", { fields: [{ field, key: "NO_DATE" }] });
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function assertRules(mix: PassengerMix, familyPass: boolean, city: CityConstants | undefined): void {
  throwViolation(checkPassengers(mix, { familyPass, familyPassRule: city?.familyPassRule ?? null }));
}

/** Calendar and start times take passengers optionally and apply no composition rule, only the bounds. */
function assertCounts(mix: PassengerMix): void {
  throwViolation(checkCounts(mix));
}

function throwViolation(violation: ReturnType<typeof checkCounts>): void {
  if (violation) {
    throw new BookingError(violation.key === "BAD_INPUT" ? "BAD_INPUT" : "PASSENGER_RULE", violation.key, {
      params: violation.params,
      fields: [{ field: violation.field, key: violation.key, params: violation.params }],
    });
  }
}

const isFamilyOption = (option: OctoOption) => option.units.some((u) => u.type === "FAMILY");

/** Passenger types sent to the supplier as unit items; in a family pass, adult/child are its members. */
function ticketTypes(option: OctoOption): PassengerType[] {
  return isFamilyOption(option) ? ["family", "infant"] : PASSENGER_TYPES.filter((t) => t !== "family");
}

/**
 * One unit item per ticket. Returns null when the option has no unit for a requested type. `existing` keeps the
 * uuids of unit items that stay (OCTO drops unit items sent without their uuid).
 */
function unitItemsFor(
  option: OctoOption,
  mix: PassengerMix,
  _opts: { strict: boolean },
  existing: OctoUnitItem[] = [],
): UnitItemBody[] | null {
  const items: UnitItemBody[] = [];
  const pool = new Map<string, string[]>();
  for (const item of existing) pool.set(item.unitId, [...(pool.get(item.unitId) ?? []), item.uuid]);
  for (const type of ticketTypes(option)) {
    const count = mix[type];
    if (count === 0) continue;
    const unit = option.units.find((u) => passengerTypeOf(u) === type);
    // No unit for a requested type: the option cannot carry this mix (search skips it, cart calls refuse it).
    if (!unit) return null;
    for (let i = 0; i < count; i++) {
      const uuid = pool.get(unit.id)?.shift();
      items.push(uuid ? { uuid, unitId: unit.id } : { unitId: unit.id });
    }
  }
  return items;
}

function requireUnitItems(option: OctoOption, mix: PassengerMix, existing: OctoUnitItem[] = []): UnitItemBody[] {
  const items = unitItemsFor(option, mix, { strict: true }, existing);
  if (!items) throw badInput("passengers");
  if (items.length === 0) throw new BookingError("PASSENGER_RULE", "NO_TICKETS");
  return items;
}

function unitQuantities(option: OctoOption, mix: PassengerMix): UnitQuantity[] {
  const out: UnitQuantity[] = [];
  for (const type of ticketTypes(option)) {
    const unit = option.units.find((u) => passengerTypeOf(u) === type);
    if (unit && mix[type] > 0) out.push({ id: unit.id, quantity: mix[type] });
  }
  return out;
}

/** Seats the supplier counts: one per unit item except infants (on a lap). */
function seatsNeeded(option: OctoOption, mix: PassengerMix): number {
  return isFamilyOption(option) ? Math.max(1, mix.family) : Math.max(1, seatsOf(mix));
}

function dayState(status: OctoAvailabilityStatus, available: boolean, vacancies: number | null, seats: number): DayState {
  if (!available || status === "SOLD_OUT" || status === "CLOSED") return "SOLD_OUT";
  if (vacancies !== null && vacancies < seats) return "SOLD_OUT";
  if (status === "LIMITED" || (vacancies !== null && vacancies < LIMITED_BELOW)) return "LIMITED";
  return "AVAILABLE";
}

function isPromoted(a: { offerCode?: string | null; offers?: { usable?: boolean }[] }): boolean {
  return Boolean(a.offerCode) || (a.offers ?? []).some((o) => o.usable !== false);
}

function priceOf(p: OctoPricing, quantity = 1): Price {
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

function sumLines(lines: PriceLineView[]): Price {
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

function quoteFrom(option: OctoOption, mix: PassengerMix, availability: OctoAvailability): QuoteView {
  const lines: PriceLineView[] = [];
  for (const q of unitQuantities(option, mix)) {
    const unit = option.units.find((u) => u.id === q.id);
    const pricing = availability.unitPricing?.find((p) => p.unitId === q.id) ?? unit?.pricingFrom?.[0];
    if (!unit || !pricing) continue;
    lines.push({
      type: passengerTypeOf(unit) ?? "OTHER",
      unitId: unit.id,
      quantity: q.quantity,
      unitPrice: priceOf(pricing),
      total: priceOf(pricing, q.quantity),
    });
  }
  return {
    lines,
    total: sumLines(lines),
    offer: availability.offerCode ? { code: availability.offerCode, title: availability.offerTitle ?? null } : null,
  };
}

function linesOf(booking: OctoBooking, option: OctoOption): PriceLineView[] {
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
      unitId,
      quantity: items.length,
      unitPrice: priceOf(pricing),
      total: total ?? priceOf(pricing, 0),
    });
  }
  return lines;
}

function passengersOf(booking: OctoBooking, option: OctoOption): PassengerMix {
  const mix = { ...EMPTY_MIX };
  for (const item of booking.unitItems) {
    const unit = option.units.find((u) => u.id === item.unitId) ?? item.unit;
    const type = unit ? passengerTypeOf(unit) : undefined;
    if (type) mix[type] += 1;
  }
  // Family pass members are kept in the booking notes ("family:2/2").
  const m = /family:(\d+)\/(\d+)/.exec(booking.notes ?? "");
  if (mix.family > 0 && m?.[1] && m[2]) {
    mix.adult = Number(m[1]);
    mix.child = Number(m[2]);
  }
  return mix;
}

function localDateOf(availabilityId: string | null): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(availabilityId ?? "");
  return m?.[1] ?? null;
}

/** Days an upgrade adds: null unless the target is longer and at most MAX_UPGRADE_DAYS days longer. */
export function additionalDays(from: OctoOption, to: OctoOption): number | null {
  if (from.id === to.id) return null;
  const a = durationMinutes(from);
  const b = durationMinutes(to);
  if (a === null || b === null || b <= a) return null;
  const extra = (b - a) / DAY_MINUTES;
  if (extra > MAX_UPGRADE_DAYS) return null;
  return Math.max(1, Math.round(extra));
}

function optionView(o: OctoOption): OptionView {
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
      priceFrom: u.pricingFrom?.[0] ? priceOf(u.pricingFrom[0]) : null,
    })),
  };
}

function productView(p: OctoProduct, city: CityConstants | undefined): ProductView {
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
