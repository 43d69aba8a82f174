/**
 * Slots and the deterministic "already sold" rule.
 *
 * OPENING_HOURS products: one all-day slot per day, id = the day's local midnight with the city's offset
 * ("2026-07-14T00:00:00+02:00"), bookable until the closing time. START_TIME products: one slot per catalogue start
 * time, id = local start ("2026-07-14T10:00:00+02:00"), bookable until it starts. Capacity is per product slot,
 * shared by the product's options.
 *
 * Already sold (seats taken by other channels, before any sandbox booking), with d = days since 1970 of the local
 * date, r = (d + fnv1a(productId)) mod 20, u = fnv1a(productId|date|time) / 2^32:
 *  - small products (capacity <= 100): r = 0 -> SOLD_OUT (every slot full); r = 10 -> LIMITED (each slot keeps
 *    1..floor(9 / slots per day) seats, so the day has fewer than 10); otherwise floor(u * 60% * capacity) sold,
 *    capped so that a slot keeps at least 10 seats when its capacity allows (a party of 10 fits).
 *  - large products (capacity > 100): floor(u * 40% * capacity) sold (at least 60 seats left); never limited.
 * So one day in ten of a small product is sold out or limited, and every 20-day run of a small product holds exactly
 * one sold-out and one limited day (so does any 30-day window: OPENING_HOURS and START_TIME products alike).
 * Products whose slot capacity is below 10 (a small-group tour of 8, a private bus hire of 1 vehicle) can never
 * take 10 units: their options say so in restrictions.maxUnits.
 *
 * restrictions.maxUnits is the largest party one booking may take: the slot capacity, capped by the web server's
 * former default seats per cart (15, ADR 0160; SANDBOX_MAX_UNITS). Profiles (OCTO_SANDBOX_PROFILE):
 *  - "default": the scarcity above (the site's own tests rely on it).
 *  - "conformance" (a reseller's test account): the same products, days and rules, sold-out days stay
 *    sold out (0 vacancies), but every other slot takes at least CONFORMANCE_PARTIES (30) maxUnits parties beyond what
 *    is sold (its capacity raised: a test account sells freely; ADR 0343), so a conformance run can book many parties
 *    of any size from minUnits to maxUnits on any slot listed as available.
 */
import type { CatalogueOption, CatalogueProduct } from "./catalogue.ts";
import { cityOf } from "./catalogue.ts";
/** The sandbox's largest party per booking (its scarcity and profiles are tuned to it; no longer the site's cart cap). */
const SANDBOX_MAX_UNITS = 15;
import { addDays, addMinutesToTime, epochDay, isLocalDate, localIso, localToUtc } from "./time.ts";

export const LIMITED_THRESHOLD = 10;
export const SMALL_CAPACITY = 100;
/** Length of the sold-out / limited cycle of a small product, in days: one of each per cycle. */
export const SCARCITY_CYCLE_DAYS = 20;
const SOLD_OUT_PHASE = 0;
const LIMITED_PHASE = 10;

export const PROFILES = ["default", "conformance"] as const;
export type Profile = (typeof PROFILES)[number];
export const isProfile = (v: unknown): v is Profile =>
  typeof v === "string" && (PROFILES as readonly string[]).includes(v);

/** The largest party one booking may take (an option's restrictions.maxUnits). */
export const maxUnitsOf = (product: CatalogueProduct) => Math.min(product.capacity, SANDBOX_MAX_UNITS);

export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export interface Slot {
  id: string;
  productId: string;
  localDate: string;
  startTime: string;
  localDateTimeStart: string;
  allDay: boolean;
  utcStartMs: number;
  /** After this instant the slot is closed (start time, or closing time for all-day slots). */
  utcCutoffMs: number;
  capacity: number;
  presetSold: number;
  openingHours: { from: string; to: string }[];
}

export function dayKind(product: CatalogueProduct, date: string): "SOLD_OUT" | "LIMITED" | "NORMAL" {
  if (product.capacity > SMALL_CAPACITY) return "NORMAL";
  const r = (epochDay(date) + (fnv1a(product.id) % SCARCITY_CYCLE_DAYS)) % SCARCITY_CYCLE_DAYS;
  if (r === SOLD_OUT_PHASE) return "SOLD_OUT";
  if (r === LIMITED_PHASE) return "LIMITED";
  return "NORMAL";
}

function presetSold(
  product: CatalogueProduct,
  date: string,
  time: string,
  slotsPerDay: number,
  profile: Profile,
): number {
  const sold = scarcitySold(product, date, time, slotsPerDay);
  if (profile === "default" || sold >= product.capacity) return sold;
  return Math.min(sold, product.capacity - maxUnitsOf(product));
}

/**
 * Parties of maxUnits every slot listed as available takes under the conformance profile (ADR 0343): the OCTO
 * validator makes about 20 reservations of one size on one departure, and a reseller's test account sells freely.
 */
export const CONFORMANCE_PARTIES = 30;

/** A slot's capacity: the product's, or under conformance enough for CONFORMANCE_PARTIES maxUnits parties beyond what is sold. */
function slotCapacity(
  product: CatalogueProduct,
  date: string,
  time: string,
  slotsPerDay: number,
  profile: Profile,
): number {
  if (profile === "default") return product.capacity;
  const sold = presetSold(product, date, time, slotsPerDay, profile);
  if (sold >= product.capacity) return product.capacity; // sold out stays sold out, 0 vacancies
  return Math.max(product.capacity, sold + CONFORMANCE_PARTIES * maxUnitsOf(product));
}

function scarcitySold(product: CatalogueProduct, date: string, time: string, slotsPerDay: number): number {
  const cap = product.capacity;
  const u = fnv1a(`${product.id}|${date}|${time}`) / 2 ** 32;
  switch (dayKind(product, date)) {
    case "SOLD_OUT":
      return cap;
    case "LIMITED": {
      const maxKeep = Math.max(1, Math.floor((LIMITED_THRESHOLD - 1) / slotsPerDay));
      const keep = Math.min(cap, 1 + (fnv1a(`${product.id}|${date}|${time}|keep`) % maxKeep));
      return cap - keep;
    }
    case "NORMAL": {
      if (cap > SMALL_CAPACITY) return Math.floor(u * 0.4 * cap);
      return Math.min(Math.floor(u * 0.6 * cap), Math.max(0, cap - LIMITED_THRESHOLD));
    }
  }
}

/** Slots are pure functions of (product, date): memoized, bounded. */
const slotCache = new Map<string, Slot[]>();

export function slotsForDay(product: CatalogueProduct, date: string, profile: Profile = "default"): Slot[] {
  const key = `${profile}|${product.id}|${date}`;
  let slots = slotCache.get(key);
  if (!slots) {
    if (slotCache.size > 50_000) slotCache.clear();
    slots = computeSlots(product, date, profile);
    slotCache.set(key, slots);
  }
  return slots;
}

function computeSlots(product: CatalogueProduct, date: string, profile: Profile): Slot[] {
  const tz = cityOf(product).timezone;
  const times = product.availabilityType === "START_TIME" ? product.startTimes : ["00:00"];
  return times.map((time) => {
    const start = localIso(tz, date, time);
    const allDay = product.availabilityType === "OPENING_HOURS";
    const cutoff = allDay ? localToUtc(tz, date, product.openingHours.to).utcMs : start.utcMs;
    return {
      id: start.iso,
      productId: product.id,
      localDate: date,
      startTime: time,
      localDateTimeStart: start.iso,
      allDay,
      utcStartMs: start.utcMs,
      utcCutoffMs: cutoff,
      capacity: slotCapacity(product, date, time, times.length, profile),
      presetSold: presetSold(product, date, time, times.length, profile),
      openingHours: allDay ? [{ ...product.openingHours }] : [],
    };
  });
}

/** End of a slot for an option: next local midnight for all-day slots, start + duration otherwise. */
export function slotEnd(product: CatalogueProduct, option: CatalogueOption, slot: Slot): string {
  const tz = cityOf(product).timezone;
  if (slot.allDay) return localIso(tz, addDays(slot.localDate, 1), "00:00").iso;
  const end = addMinutesToTime(slot.startTime, option.durationMinutes);
  return localIso(tz, addDays(slot.localDate, end.dayOffset), end.time).iso;
}

const AVAILABILITY_ID_RE = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** The slot an availability id names, or null when the product has no such slot. */
export function slotById(
  product: CatalogueProduct,
  availabilityId: unknown,
  profile: Profile = "default",
): Slot | null {
  if (typeof availabilityId !== "string") return null;
  const m = AVAILABILITY_ID_RE.exec(availabilityId);
  if (!m || !isLocalDate(m[1])) return null;
  return slotsForDay(product, m[1], profile).find((s) => s.id === availabilityId) ?? null;
}

export const slotKey = (productId: string, availabilityId: string) => `${productId}|${availabilityId}`;
