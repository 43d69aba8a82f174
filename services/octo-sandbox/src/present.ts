/** OCTO JSON shapes. Capability fields appear only when the capability was requested. */
import Negotiator from "negotiator";
import { languageTag } from "../../../domain/locales.ts";
import {
  type CatalogueOption,
  type CatalogueProduct,
  type CatalogueUnit,
  type CityConstants,
  type Locale,
  CITIES,
  LOCALES,
  PRODUCTS,
  cityOf,
  findOption,
  findProduct,
  findUnit,
  offerJson,
  priceJson,
  publicOffer,
  resolveOffer,
  sumPrices,
  unitIdOf,
  unitLabels,
  unitPrice,
  type OfferDef,
} from "./catalogue.ts";
import { type Slot, LIMITED_THRESHOLD, maxUnitsOf, slotById, slotEnd } from "./availability.ts";
import { fnv1a } from "./availability.ts";
import type { BookingRec, BookingStatus, OrderRec, Service } from "./service.ts";
import { isoUtc } from "./time.ts";

export const CAPABILITIES = [
  { id: "octo/content", dependencies: [] as string[] },
  { id: "ventrata/content", dependencies: [] as string[] },
  { id: "octo/pricing", dependencies: [] as string[] },
  { id: "octo/offers", dependencies: ["octo/pricing"] },
  { id: "octo/cart", dependencies: [] as string[] },
  { id: "octo/cardPayments", dependencies: ["octo/cart", "octo/pricing"] },
];
const KNOWN = new Set(CAPABILITIES.map((c) => c.id));

export interface Ctx {
  caps: Set<string>;
  locale: Locale;
}

export function parseCapabilities(header: string | undefined): Set<string> {
  const caps = new Set<string>();
  for (const raw of (header ?? "").split(",")) {
    const id = raw.trim();
    if (KNOWN.has(id)) caps.add(id);
  }
  return caps;
}

/** The hosted card page's culture for the language of the request (Viva requestLang): the shared BCP 47 tag. */
export const vivaCulture = (locale: Locale): string => languageTag(locale);

/** The content language of a request: Accept-Language negotiated by `negotiator` (as the web server does); en otherwise. */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return "en";
  // The fallback first: a wildcard ("*", what fetch sends by default) then means "no preference".
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([
    "en",
    ...LOCALES.filter((l) => l !== "en"),
  ]);
  return (best as Locale | undefined) ?? "en";
}

const content = (ctx: Ctx) => ctx.caps.has("octo/content") || ctx.caps.has("ventrata/content");
const pricing = (ctx: Ctx) =>
  ctx.caps.has("octo/pricing") || ctx.caps.has("octo/offers") || ctx.caps.has("octo/cardPayments");
const offers = (ctx: Ctx) => ctx.caps.has("octo/offers");
const cart = (ctx: Ctx) => ctx.caps.has("octo/cart") || ctx.caps.has("octo/cardPayments");
const cards = (ctx: Ctx) => ctx.caps.has("octo/cardPayments");

/** Deterministic UUID-shaped id from a name (categories need uuid-looking ids in Ventrata's schema). */
function stableUuid(name: string): string {
  const h = [0, 1, 2, 3].map((i) => fnv1a(`${i}:${name}`).toString(16).padStart(8, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const imageUrl = (kind: string, id: string) => `https://images.octo-sandbox.invalid/${kind}/${id}.jpg`;

function cityContact(city: CityConstants) {
  return {
    website: `https://www.citysightseeing.example/${city.id}`,
    email: city.supportEmail ?? `${city.id}@citysightseeing.example`,
    telephone: null as string | null,
    address: `${city.name}, ${city.country}`,
  };
}

// ---------------------------------------------------------------- supplier, destinations

/** `endpoint` is the sandbox's public base URL (OCTO_SANDBOX_PUBLIC_URL, default the address it listens on). */
export function supplierJson(ctx: Ctx, endpoint: string) {
  const out: Record<string, unknown> = {
    id: "octo-sandbox",
    name: "City Sightseeing (OCTO sandbox)",
    endpoint,
    contact: {
      website: "https://www.citysightseeing.example",
      email: "support@citysightseeing.example",
      telephone: null,
      address: null,
    },
  };
  // Ventrata's dialect: `destinations` (and `country`) are `ventrata/content` fields of the Supplier schema
  // (../shared/octo/ventrata-octo-openapi.yaml); there is no /destinations path in Ventrata's API.
  if (ctx.caps.has("ventrata/content")) out.destinations = destinationsJson(ctx);
  return out;
}

const OFFER_TYPE_TITLES: Record<string, Record<Locale, string>> = {
  "hop-on-hop-off": { fr: "Bus hop-on hop-off", en: "Hop-on hop-off", es: "Hop-on hop-off", nl: "Hop-on hop-off" },
  "themed-tour": { fr: "Visites thématiques", en: "Themed tours", es: "Tours temáticos", nl: "Thematours" },
  "special-tour": { fr: "Visites spéciales", en: "Special tours", es: "Tours especiales", nl: "Speciale tours" },
  package: { fr: "Pass", en: "Packages", es: "Paquetes", nl: "Pakketten" },
  attraction: { fr: "Attractions", en: "Attractions", es: "Atracciones", nl: "Attracties" },
  "audio-experience": { fr: "Audioguides", en: "Audio experiences", es: "Audioguías", nl: "Audiotours" },
  "family-pass": { fr: "Pass famille", en: "Family passes", es: "Pases familiares", nl: "Gezinspassen" },
  "private-hire": { fr: "Privatisation", en: "Private hire", es: "Alquiler privado", nl: "Privéverhuur" },
};

function categoriesOf(city: CityConstants, locale: Locale) {
  const products = PRODUCTS.filter((p) => p.city === city.id);
  const base = {
    id: stableUuid(`${city.id}:sight-base-offer`),
    default: true,
    name: "sight-base-offer",
    title: "sight-base-offer",
    tags: ["base-offer"],
    shortDescription: `${city.name}: home offers`,
    coverImageUrl: imageUrl("categories", `${city.id}-sight-base-offer-cover`),
    bannerImageUrl: imageUrl("categories", `${city.id}-sight-base-offer-banner`),
    productIds: products.filter((p) => p.baseOffer).map((p) => p.id),
  };
  const combinations = {
    id: stableUuid(`${city.id}:sight-combination`),
    default: false,
    name: "sight-combination",
    title: "sight-combination",
    tags: ["combination"],
    shortDescription: `${city.name}: combinations sold with a tour`,
    coverImageUrl: imageUrl("categories", `${city.id}-sight-combination-cover`),
    bannerImageUrl: imageUrl("categories", `${city.id}-sight-combination-banner`),
    productIds: products.filter((p) => p.combinable).map((p) => p.id),
  };
  const types = [...new Set(products.map((p) => p.offerType))];
  return [
    base,
    combinations,
    ...types.map((type) => ({
      id: stableUuid(`${city.id}:${type}`),
      default: false,
      name: OFFER_TYPE_TITLES[type]?.[locale] ?? type,
      title: type,
      tags: ["offer-type"],
      shortDescription: `${city.name}: ${OFFER_TYPE_TITLES[type]?.[locale] ?? type}`,
      coverImageUrl: imageUrl("categories", `${city.id}-${type}-cover`),
      bannerImageUrl: imageUrl("categories", `${city.id}-${type}-banner`),
      productIds: products.filter((p) => p.offerType === type).map((p) => p.id),
    })),
  ];
}

export function destinationsJson(ctx: Ctx) {
  return CITIES.map((city, i) => ({
    id: city.id,
    default: i === 0,
    name: city.name,
    title: city.name,
    shortDescription: `City Sightseeing ${city.name}`,
    featured: true,
    country: city.countryCode,
    contact: cityContact(city),
    latitude: city.geo.latitude,
    longitude: city.geo.longitude,
    googlePlaceId: null,
    coverImageUrl: imageUrl("destinations", `${city.id}-cover`),
    bannerImageUrl: imageUrl("destinations", `${city.id}-banner`),
    tags: [],
    address: `${city.name}, ${city.country}`,
    notices: [],
    categories: categoriesOf(city, ctx.locale),
    ...(pricing(ctx) ? { defaultCurrency: city.currency, availableCurrencies: [city.currency] } : {}),
  }));
}

// ---------------------------------------------------------------- products

function unitJson(product: CatalogueProduct, unit: CatalogueUnit, ctx: Ctx) {
  const labels = unitLabels(unit.type);
  const out: Record<string, unknown> = {
    id: unitIdOf(unit),
    internalName: labels.title.en,
    reference: unit.type,
    type: unit.type,
    restrictions: {
      minAge: unit.minAge,
      maxAge: unit.maxAge,
      idRequired: unit.type === "STUDENT",
      minQuantity: null,
      maxQuantity: null,
      paxCount: 1,
      accompaniedBy: unit.type === "CHILD" || unit.type === "INFANT" ? ["adult"] : [],
    },
    requiredContactFields: [],
    visibleContactFields: [],
  };
  if (content(ctx)) {
    out.title = labels.title[ctx.locale];
    out.titlePlural = labels.plural[ctx.locale];
    out.subtitle = `${unit.minAge}-${unit.maxAge}`;
  }
  if (pricing(ctx)) out.pricingFrom = [priceJson(unitPrice(product, unit, publicOffer(product)), offers(ctx))];
  return out;
}

function optionJson(product: CatalogueProduct, option: CatalogueOption, ctx: Ctx, index: number) {
  const out: Record<string, unknown> = {
    id: option.id,
    default: index === 0,
    internalName: option.title.en,
    reference: null,
    availabilityLocalStartTimes: product.availabilityType === "START_TIME" ? [...product.startTimes] : ["00:00"],
    // Free cancellation up to 24 hours before the slot (the spec's rule), as the supplier states it: the one source of
    // every deadline the site shows (docs/adr/0354).
    cancellationCutoff: "24 hours",
    cancellationCutoffAmount: 24,
    cancellationCutoffUnit: "hour",
    requiredContactFields: [],
    visibleContactFields: ["firstName", "lastName", "emailAddress", "phoneNumber", "country", "locales"],
    // The largest party one booking may take: the slot capacity (a small-group tour of 8, one private bus), capped by
    // the web server's default seats per cart (15); a larger party is a group request.
    restrictions: { minUnits: 1, maxUnits: maxUnitsOf(product), minPaxCount: 1, maxPaxCount: null },
    units: option.units.map((u) => unitJson(product, u, ctx)),
  };
  if (content(ctx)) {
    const hours = option.durationMinutes % 60 === 0;
    Object.assign(out, {
      title: option.title[ctx.locale],
      subtitle: null,
      language: ctx.locale,
      shortDescription: null,
      duration: hours ? `${option.durationMinutes / 60} hours` : `${option.durationMinutes} minutes`,
      durationAmount: String(hours ? option.durationMinutes / 60 : option.durationMinutes),
      durationUnit: hours ? "hour" : "minute",
      itinerary: [],
      coverImageUrl: null,
    });
  }
  return out;
}

export function productJson(product: CatalogueProduct, ctx: Ctx) {
  const city = cityOf(product);
  const out: Record<string, unknown> = {
    id: product.id,
    internalName: product.title.en,
    reference: product.offerType,
    locale: ctx.locale,
    timeZone: city.timezone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: product.availabilityType,
    deliveryFormats: ["QRCODE", "PDF_URL"],
    deliveryMethods: ["TICKET", "VOUCHER"],
    redemptionMethod: "DIGITAL",
    options: product.options.map((o, i) => optionJson(product, o, ctx, i)),
  };
  if (content(ctx)) {
    Object.assign(out, {
      title: product.title[ctx.locale],
      country: city.countryCode,
      location: city.name,
      subtitle: null,
      shortDescription: product.title[ctx.locale],
      description: null,
      highlights: [],
      inclusions: [],
      exclusions: [],
      bookingTerms: null,
      redemptionInstructions: null,
      cancellationPolicy: null,
      destination: {
        id: city.id,
        default: city.id === CITIES[0]?.id,
        name: city.name,
        country: city.countryCode,
        contact: cityContact(city),
        latitude: city.geo.latitude,
        longitude: city.geo.longitude,
      },
      categories: categoriesOf(city, ctx.locale)
        .filter((c) => c.productIds.includes(product.id))
        .map(({ productIds: _ids, ...c }) => c),
      faqs: [],
      coverImageUrl: imageUrl("products", `${product.id}-cover`),
      bannerImageUrl: imageUrl("products", `${product.id}-banner`),
      videoUrl: null,
      galleryImages: [],
      bannerImages: [],
      pointToPoint: false,
      privacyTerms: null,
      alert: null,
    });
  }
  if (pricing(ctx)) {
    Object.assign(out, {
      defaultCurrency: city.currency,
      availableCurrencies: [city.currency],
      pricingPer: "UNIT",
      includeTax: true,
    });
  }
  return out;
}

export const productsJson = (ctx: Ctx) => PRODUCTS.map((p) => productJson(p, ctx));

// ---------------------------------------------------------------- availability

export type SlotStatus = "AVAILABLE" | "LIMITED" | "SOLD_OUT" | "CLOSED";

export function slotState(slot: Slot, used: number, nowMs: number): { status: SlotStatus; vacancies: number } {
  if (slot.utcCutoffMs <= nowMs) return { status: "CLOSED", vacancies: 0 };
  const vacancies = Math.max(0, slot.capacity - slot.presetSold - used);
  if (vacancies === 0) return { status: "SOLD_OUT", vacancies };
  return { status: vacancies < LIMITED_THRESHOLD ? "LIMITED" : "AVAILABLE", vacancies };
}

interface UnitQty {
  id: string;
  quantity: number;
}

function offerFields(offer: OfferDef | null, locale: Locale) {
  return {
    offerCode: offer?.code ?? null,
    offerTitle: offer?.title[locale] ?? null,
    offerIsCombination: offer?.kind === "combination",
    offers: offer ? [offerJson(offer, locale)] : [],
    offer: offer ? offerJson(offer, locale) : null,
  };
}

export function availabilityJson(
  product: CatalogueProduct,
  option: CatalogueOption,
  slot: Slot,
  used: number,
  nowMs: number,
  ctx: Ctx,
  offer: OfferDef | null,
  units: UnitQty[] | null,
) {
  const st = slotState(slot, used, nowMs);
  const out: Record<string, unknown> = {
    id: slot.id,
    localDateTimeStart: slot.localDateTimeStart,
    localDateTimeEnd: slotEnd(product, option, slot),
    allDay: slot.allDay,
    available: st.status === "AVAILABLE" || st.status === "LIMITED",
    status: st.status,
    vacancies: st.vacancies,
    capacity: slot.capacity,
    maxUnits: st.vacancies,
    utcCutoffAt: isoUtc(slot.utcCutoffMs),
    openingHours: slot.openingHours,
    promotion: offer !== null,
  };
  if (pricing(ctx)) {
    out.unitPricing = option.units.map((u) => ({
      unitId: unitIdOf(u),
      ...priceJson(unitPrice(product, u, offer), offers(ctx)),
    }));
    if (units && units.length > 0) {
      const prices = units.flatMap((uq) =>
        Array.from({ length: uq.quantity }, () => unitPrice(product, findUnit(option, uq.id), offer)),
      );
      out.pricing = priceJson(sumPrices(prices, cityOf(product).currency), offers(ctx));
    }
  }
  if (offers(ctx)) Object.assign(out, offerFields(offer, ctx.locale));
  return out;
}

export function calendarDayJson(
  product: CatalogueProduct,
  option: CatalogueOption,
  date: string,
  slots: Slot[],
  usedBySlot: Map<string, number>,
  nowMs: number,
  ctx: Ctx,
  offer: OfferDef | null,
) {
  const states = slots.map((s) => ({ slot: s, ...slotState(s, usedBySlot.get(s.id) ?? 0, nowMs) }));
  const open = states.filter((s) => s.status !== "CLOSED");
  const vacancies = open.reduce((a, s) => a + s.vacancies, 0);
  const capacity = open.reduce((a, s) => a + s.slot.capacity, 0);
  const status: SlotStatus =
    open.length === 0
      ? "CLOSED"
      : vacancies === 0
        ? "SOLD_OUT"
        : vacancies < LIMITED_THRESHOLD
          ? "LIMITED"
          : "AVAILABLE";
  const out: Record<string, unknown> = {
    localDate: date,
    available: status === "AVAILABLE" || status === "LIMITED",
    status,
    vacancies,
    capacity,
    openingHours: product.availabilityType === "OPENING_HOURS" ? [{ ...product.openingHours }] : [],
    availabilityLocalStartTimes: open.filter((s) => s.vacancies > 0).map((s) => s.slot.startTime),
    promotion: offer !== null && status !== "CLOSED",
  };
  if (pricing(ctx)) {
    out.unitPricingFrom = option.units.map((u) => ({
      unitId: unitIdOf(u),
      ...priceJson(unitPrice(product, u, offer), offers(ctx)),
    }));
  }
  if (offers(ctx)) Object.assign(out, offerFields(offer, ctx.locale));
  return out;
}

// ---------------------------------------------------------------- bookings and orders

function cardPaymentJson(order: OrderRec, amount: number, currency: string | null, status: BookingStatus) {
  if (!order.paymentOrderCode) return null;
  const paid = order.paymentTransactionId ? (order.paymentAmount ?? 0) : 0;
  const due = status === "CONFIRMED" ? (order.paymentAmount ?? amount) : amount;
  return {
    id: stableUuid(`payment:${order.paymentOrderCode}`),
    gateway: "vivawallet",
    source: "checkout",
    amount: due,
    currency: order.paymentCurrency ?? currency,
    currencyPrecision: 2,
    paid,
    totalPaid: paid,
    paidSurcharge: 0,
    surcharge: 0,
    totalRefunded: 0,
    balance: due - paid,
    outstandingBalance: due - paid,
    reusableCards: [],
    vivawallet: {
      orderCode: order.paymentOrderCode,
      ...(order.paymentTransactionId ? { transactionId: order.paymentTransactionId } : {}),
    },
  };
}

/**
 * OCTO Ticket (the booking's `voucher`, each unit item's `ticket`): always the full object, as in OCTO's reference
 * mock; the QR code to show is delivered only once the booking is confirmed.
 */
function ticketJson(status: BookingStatus, code: string) {
  return {
    redemptionMethod: "DIGITAL",
    utcRedeemedAt: null,
    deliveryOptions: status === "CONFIRMED" ? [{ deliveryFormat: "QRCODE", deliveryValue: code }] : [],
  };
}

export async function bookingJson(svc: Service, b: BookingRec, ctx: Ctx, order?: OrderRec) {
  const product = findProduct(b.productId);
  const option = findOption(product, b.optionId);
  const slot = slotById(product, b.availabilityId, svc.profile);
  const offer = b.offerCode ? resolveOffer(product, b.offerCode) : null;
  const status = svc.effectiveStatus(b);
  const currency = cityOf(product).currency;
  const out: Record<string, unknown> = {
    id: b.id,
    uuid: b.uuid,
    testMode: true,
    resellerReference: b.resellerReference,
    supplierReference: b.supplierReference,
    status,
    utcCreatedAt: isoUtc(b.createdMs),
    utcUpdatedAt: isoUtc(b.updatedMs),
    utcExpiresAt: status === "ON_HOLD" || status === "EXPIRED" ? isoUtc(b.expiresMs ?? 0) : null,
    utcRedeemedAt: null,
    utcConfirmedAt: b.confirmedMs ? isoUtc(b.confirmedMs) : null,
    productId: product.id,
    product: productJson(product, ctx),
    optionId: option.id,
    option: optionJson(product, option, ctx, product.options.indexOf(option)),
    cancellable: status === "ON_HOLD" || (status === "CONFIRMED" && (slot?.utcStartMs ?? 0) > svc.now()),
    cancellation:
      status === "CANCELLED"
        ? { refund: "FULL", reason: b.data.cancellationReason, utcCancelledAt: isoUtc(b.cancelledMs ?? b.updatedMs) }
        : null,
    freesale: false,
    availabilityId: b.availabilityId,
    availability: slot
      ? {
          id: slot.id,
          localDateTimeStart: slot.localDateTimeStart,
          localDateTimeEnd: slotEnd(product, option, slot),
          allDay: slot.allDay,
          openingHours: slot.openingHours,
        }
      : null,
    contact: b.data.contact,
    notes: b.data.notes,
    deliveryMethods: ["TICKET", "VOUCHER"],
    voucher: ticketJson(status, b.supplierReference),
    unitItems: b.data.unitItems.map((it) => {
      const unit = findUnit(option, it.unitId);
      const item: Record<string, unknown> = {
        uuid: it.uuid,
        id: it.uuid,
        resellerReference: it.resellerReference,
        supplierReference: it.supplierReference,
        unitId: it.unitId,
        unit: unitJson(product, unit, ctx),
        status,
        utcRedeemedAt: null,
        contact: it.contact,
        ticket: ticketJson(status, it.supplierReference),
      };
      if (pricing(ctx)) item.pricing = priceJson(unitPrice(product, unit, offer), offers(ctx));
      return item;
    }),
  };
  if (pricing(ctx)) out.pricing = priceJson(svc.bookingPrice(b), offers(ctx));
  if (offers(ctx)) Object.assign(out, offerFields(offer, ctx.locale));
  if (cart(ctx) || cards(ctx)) {
    const o = order ?? (await svc.getOrder(b.orderId));
    if (cart(ctx)) Object.assign(out, { orderId: o.id, orderReference: o.supplierReference, primary: b.data.primary });
    if (cards(ctx)) {
      const bookings = await svc.orderBookings(o.id);
      const ensured = await svc.ensurePayment(o, bookings, vivaCulture(ctx.locale));
      const st = await svc.orderStatus(ensured, bookings);
      const held = bookings.filter((x) => svc.effectiveStatus(x) === "ON_HOLD");
      const { amount } = await svc.orderTotal(held);
      out.cardPayment = cardPaymentJson(ensured, amount, currency, st);
      out.returnUrl = ensured.data.returnUrl;
    }
  }
  return out;
}

export async function orderJson(svc: Service, orderIn: OrderRec, ctx: Ctx) {
  let bookings = await svc.orderBookings(orderIn.id);
  const order = cards(ctx) ? await svc.ensurePayment(orderIn, bookings, vivaCulture(ctx.locale)) : orderIn;
  bookings = await svc.orderBookings(order.id);
  const status = await svc.orderStatus(order, bookings);
  const expires = status === "ON_HOLD" || status === "EXPIRED" ? svc.orderExpiresMs(order, bookings) : null;
  const countable = bookings.filter((b) => ["ON_HOLD", "CONFIRMED"].includes(svc.effectiveStatus(b)));
  const held = bookings.filter((b) => svc.effectiveStatus(b) === "ON_HOLD");
  const currency = countable[0] ? cityOf(findProduct(countable[0].productId)).currency : null;
  const out: Record<string, unknown> = {
    id: order.id,
    testMode: true,
    settlementMethod: order.paymentOrderCode ? "DIRECT" : "DEFERRED",
    settlementMethods: ["DEFERRED", "DIRECT"],
    supplierReference: order.supplierReference,
    quote: false,
    status,
    utcCreatedAt: isoUtc(order.createdMs),
    utcExpiresAt: expires ? isoUtc(expires) : null,
    utcConfirmedAt: order.confirmedMs ? isoUtc(order.confirmedMs) : null,
    utcUpdatedAt: isoUtc(order.updatedMs),
    cancellable: status === "ON_HOLD" || status === "CONFIRMED",
    confirmable: status === "ON_HOLD" && held.length > 0,
    updatable: status === "ON_HOLD",
    contact: order.data.contact,
    emailReceipt: order.data.emailReceipt,
    bookings: await Promise.all(
      bookings.map((b) =>
        bookingJson(svc, b, { ...ctx, caps: new Set([...ctx.caps].filter((c) => c !== "octo/cardPayments")) }, order),
      ),
    ),
    visibleContactFields: ["firstName", "lastName", "emailAddress", "phoneNumber", "country", "locales"],
    requiredContactFields: [],
    voucher: null,
    active: status === "ON_HOLD" || status === "CONFIRMED",
  };
  if (pricing(ctx)) {
    const prices = countable.map((b) => svc.bookingPrice(b));
    out.pricing = priceJson(sumPrices(prices, currency ?? "EUR"), offers(ctx));
  }
  if (cards(ctx)) {
    const { amount } = await svc.orderTotal(held);
    out.cardPayment = cardPaymentJson(order, amount, currency, status);
    out.returnUrl = order.data.returnUrl;
  }
  return out;
}

export function capabilitiesJson() {
  return CAPABILITIES.map((c) => ({
    id: c.id,
    revision: 1,
    required: false,
    dependencies: c.dependencies,
    docs: null,
  }));
}
