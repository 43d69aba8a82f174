/**
 * Catalogue and calendar reads of the booking operations: products of a city, search, calendar, start times and
 * quotes. Prices always come from the supplier; nothing the browser sends is trusted beyond ids and counts.
 */
import type { CalendarQuery } from "../octo/client.ts";
import type { OctoCalendarDay, OctoOption } from "../octo/types.ts";
import type { Locale } from "../locale.ts";
import { dayState, isPromoted, MAX_CALENDAR_DAYS } from "./availability.ts";
import { availabilityOf, productAndOption, slotPricer, type BookingContext } from "./context.ts";
import { chooseOffer } from "./offer-rule.ts";
import { supplierCall } from "./errors.ts";
import { assertCounts, assertRules, badInput, daysBetween, requireCity, requireDate } from "./input.ts";
import type { PassengerMix } from "./passengers.ts";
import { priceOf, quoteFrom } from "./pricing.ts";
import type { Price } from "./price.ts";
import { isFamilyOption, requireUnitItems, seatsNeeded, unitItemsFor, unitQuantities } from "./unit-items.ts";
import {
  optionView,
  productView,
  type CalendarDayView,
  type ProductView,
  type QuoteView,
  type SearchResultView,
  type StartTimeView,
} from "./views.ts";

/** A passenger mix on a date (and start time) of a product option: what a quote and a new cart are made of. */
export interface QuoteInput {
  productId: string;
  optionId: string;
  date: string;
  availabilityId?: string | null;
  passengers: PassengerMix;
  promoCode?: string | null;
}

/**
 * The adult ticket's price that day from the supplier calendar's unit pricing (the calendar shows it on
 * every bookable day from the answer it already has, no extra call); null without an adult unit or its pricing.
 */
export function adultPriceFrom(option: OctoOption, day: OctoCalendarDay): Price | null {
  const adult = option.units.find((u) => u.type === "ADULT");
  const pricing = adult ? day.unitPricingFrom?.find((p) => p.unitId === adult.id) : undefined;
  return pricing ? priceOf(pricing, 1, adult) : null;
}

/** Catalogue and calendar reads: a collaborator of the booking service (service.ts), on its context. */
export class CatalogueReads {
  constructor(private readonly ctx: BookingContext) {}

  // ---------------------------------------------------------------------------------------------- catalogue reads

  async product(id: string, locale: Locale): Promise<ProductView | null> {
    return supplierCall("SEARCH_FAILED", async () => {
      const p = await this.ctx.catalog.product(id, locale);
      return p ? productView(p, await this.ctx.catalog.cityOfProduct(p, locale)) : null;
    });
  }

  /** Products of a city bookable on `date` for the passenger mix, with their price; family passes only for families. */
  async search(
    input: { city: string; date: string; passengers: PassengerMix },
    locale: Locale,
  ): Promise<SearchResultView[]> {
    const city = requireCity(input.city);
    requireDate(input.date, "date");
    const familySearch = input.passengers.family > 0;
    assertRules(input.passengers, familySearch, city);
    const products = await supplierCall("SEARCH_FAILED", async () => {
      const ids = new Set(await this.ctx.catalog.productIdsOfCity(city, locale));
      return (await this.ctx.catalog.products(locale)).filter((p) => ids.has(p.id));
    });
    const candidates = products.flatMap((product) => {
      const option = product.options.find((o) => o.default) ?? product.options[0];
      if (!option || isFamilyOption(option) !== familySearch) return [];
      if (!unitItemsFor(option, input.passengers, { strict: false })) return [];
      return [{ product, option }];
    });
    return supplierCall("SEARCH_FAILED", async () => {
      const results = await Promise.all(
        candidates.map(async ({ product, option }) => {
          const units = unitQuantities(option, input.passengers);
          // The read cache answers repeated and concurrent searches of the same day (ADR 0347).
          const availabilities = await availabilityOf(
            this.ctx,
            { productId: product.id, optionId: option.id, localDate: input.date, units },
            undefined,
            true,
          );
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
    });
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
    const { product, option } = await productAndOption(
      this.ctx,
      input.productId,
      input.optionId,
      locale,
      "CALENDAR_FAILED",
    );
    const units = input.passengers ? unitQuantities(option, input.passengers) : undefined;
    const seats = input.passengers ? seatsNeeded(option, input.passengers) : 1;
    return supplierCall("CALENDAR_FAILED", async () => {
      const query: CalendarQuery = {
        productId: product.id,
        optionId: option.id,
        localDateStart: input.from,
        localDateEnd: input.to,
        units,
      };
      // Keyed by the whole supplier query: the answer depends on nothing else (the mapping below is per request).
      const calendar = await this.ctx.calendars.read(product.id, JSON.stringify(query), () =>
        this.ctx.octo.calendar(query),
      );
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
          adultPriceFrom: state === "SOLD_OUT" ? null : adultPriceFrom(option, day),
        };
      });
    });
  }

  async startTimes(
    input: { productId: string; optionId: string; date: string; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<StartTimeView[]> {
    requireDate(input.date, "date");
    if (input.passengers) assertCounts(input.passengers);
    const { option } = await productAndOption(this.ctx, input.productId, input.optionId, locale, "AVAILABILITY_FAILED");
    const seats = input.passengers ? seatsNeeded(option, input.passengers) : 1;
    return supplierCall("AVAILABILITY_FAILED", async () => {
      const units = input.passengers ? unitQuantities(option, input.passengers) : undefined;
      const availabilities = await availabilityOf(
        this.ctx,
        { productId: input.productId, optionId: option.id, localDate: input.date, ...(units ? { units } : {}) },
        undefined,
        true,
      );
      return availabilities.map((a) => ({
        availabilityId: a.id,
        startsAt: a.localDateTimeStart,
        endsAt: a.localDateTimeEnd,
        allDay: a.allDay,
        state: dayState(a.status, a.available, a.vacancies, seats),
        vacancies: a.vacancies,
        promoted: isPromoted(a),
      }));
    });
  }

  /** Server-side price of a passenger mix for a date (and start time), with the automatic offer applied. */
  async quote(input: QuoteInput, locale: Locale): Promise<QuoteView> {
    requireDate(input.date, "date");
    const { product, option } = await productAndOption(
      this.ctx,
      input.productId,
      input.optionId,
      locale,
      "AVAILABILITY_FAILED",
    );
    const city = await this.ctx.catalog.cityOfProduct(product, locale);
    assertRules(input.passengers, isFamilyOption(option), city);
    requireUnitItems(option, input.passengers);
    // A code from a link or a partner page: priced by the rule of codes and offers (docs/adr/0353), refused with
    // both prices when it would cost more than the web offer.
    const pricer = slotPricer(
      this.ctx,
      product,
      option,
      input.date,
      input.availabilityId,
      input.passengers,
      locale,
      false,
      true,
    );
    const chosen = input.promoCode?.trim()
      ? await chooseOffer({
          requested: input.promoCode,
          current: null,
          rules: this.ctx.promoRules,
          priceWith: pricer.priceWith,
          locale,
        })
      : null;
    return quoteFrom(option, input.passengers, await pricer.availability(chosen?.offerCode ?? null));
  }
}
