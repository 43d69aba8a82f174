/**
 * One builder per analytics event of the spec (section 9; 35 events): each returns the exact object pushed to the
 * data layer. docs/analytics.md lists every event with its trigger and payload. No personal data in any payload.
 */
import type { EcommerceItem } from "./ecommerce";
import { itemsValue } from "./ecommerce";
import { redactUrl } from "./redact";
import { attributionFields, type Attribution } from "../lib/marketing-params";
import { countOf, mixOf, type PassengerMix } from "../../domain/passengers";

/** A count per passenger type, every type of the kernel's list (domain/passengers.ts, ADR 0358). */
export type Passengers = PassengerMix;

interface Ecommerce {
  currency: string;
  value: number;
  items: EcommerceItem[];
}
const ecommerceOf = (
  items: EcommerceItem[],
  extra: Record<string, unknown> = {},
): Ecommerce & Record<string, unknown> => ({
  currency: items[0]?.currency ?? "",
  value: itemsValue(items),
  ...extra,
  items,
});

// Content and navigation -----------------------------------------------------------------------------------------

export const searchEvent = (input: {
  city: string;
  locale: string;
  date: string | null;
  passengers: Passengers;
  resultCount: number;
}) => {
  return {
    event: "search" as const,
    viewCity: input.city,
    pageLocale: input.locale,
    searchDate: input.date,
    passengers: mixOf((type) => input.passengers[type]),
    passengerCount: countOf(input.passengers),
    resultCount: input.resultCount,
  };
};

export const contactFormEvent = (formType: string, city: string, locale: string) => ({
  event: "contact_form" as const,
  formType,
  viewCity: city,
  pageLocale: locale,
});

export const popupDisplayEvent = (popupName: string) => ({ event: "popup_display" as const, popupName });

export const popupClickEvent = (popupName: string, action: string) => ({
  event: "popup_click" as const,
  popupName,
  action,
});

export const outboundAppEvent = (platform: "ios" | "android") => ({ event: "outbound_app" as const, platform });

export const selectCityEvent = (city: string, from: string | null) => ({
  event: "select_city" as const,
  city,
  previousCity: from,
});

export const selectLanguageEvent = (language: string, from: string) => ({
  event: "select_language" as const,
  language,
  previousLanguage: from,
});

export const outboundSocialMediaEvent = (network: string) => ({ event: "outbound_social_media" as const, network });

export const userClickEvent = (element: string, label: string) => ({ event: "userClick" as const, element, label });

export const outboundLinksEvent = (url: string) => {
  const parsed = new URL(url);
  return { event: "outbound_links" as const, linkUrl: url, linkDomain: parsed.hostname };
};

export const videoStartEvent = (videoTitle: string, videoUrl: string) => ({
  event: "video_start" as const,
  videoTitle,
  videoUrl,
});

export const videoCompleteEvent = (videoTitle: string, videoUrl: string) => ({
  event: "video_complete" as const,
  videoTitle,
  videoUrl,
});

export const navigationClickEvent = (menu: string, label: string, linkUrl: string) => ({
  event: "navigation_click" as const,
  menu,
  label,
  linkUrl,
});

export const fileDownloadEvent = (url: string) => {
  // A ticket's file name is its download token: named from the redacted link.
  const safe = redactUrl(url);
  const fileName = decodeURIComponent(new URL(safe, "http://x").pathname.split("/").pop() ?? "");
  const dot = fileName.lastIndexOf(".");
  return {
    event: "file_download" as const,
    fileName,
    fileExtension: dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "",
    linkUrl: safe,
  };
};

export const mapInteractionEvent = (city: string, action: string) => ({
  event: "map_interaction" as const,
  viewCity: city,
  action,
});

export const scrollEvent = (percent: number) => ({ event: "scroll" as const, scrollDepth: percent });

export const alertEvent = (alertType: string, message: string) => ({ event: "alert" as const, alertType, message });

export const faqOpenEvent = (question: string) => ({ event: "faq_open" as const, question });

export const externalGoogleReviewEvent = (city: string, linkUrl: string) => ({
  event: "external_google_review" as const,
  viewCity: city,
  linkUrl,
});

export const bookTicketClickEvent = (input: {
  productId: string;
  productName: string;
  city: string;
  placement: string;
}) => ({ event: "book_ticket_click" as const, ...input });

// Booking selection ------------------------------------------------------------------------------------------------

export const selectDateEvent = (productId: string, date: string) => ({
  event: "select_date" as const,
  productId,
  date,
});

export const selectDurationEvent = (productId: string, optionId: string, duration: string) => ({
  event: "select_duration" as const,
  productId,
  optionId,
  duration,
});

export const passengersSelectedEvent = (productId: string, passengers: Record<string, number>) => ({
  event: "passengers_selected" as const,
  productId,
  passengers,
  passengerCount: Object.values(passengers).reduce((a, b) => a + b, 0),
});

export const addPromoCodeEvent = (promoCode: string, accepted: boolean) => ({
  event: "add_promo_code" as const,
  promoCode,
  accepted,
});

// upgrade and upsell (step 2): checkout-events.ts
export { upgradeEvent, upsellEvent } from "./checkout-events";

// Ecommerce (GA4): the previous ecommerce object is cleared before those in data-layer.ts CLEARED_BEFORE -----------

export const viewItemListEvent = (listId: string, listName: string, items: EcommerceItem[]) => ({
  event: "view_item_list" as const,
  ecommerce: {
    item_list_id: listId,
    item_list_name: listName,
    items: items.map((item, index) => ({ ...item, index })),
  },
});

export const selectItemEvent = (listId: string, listName: string, item: EcommerceItem) => ({
  event: "select_item" as const,
  ecommerce: { item_list_id: listId, item_list_name: listName, items: [item] },
});

export const viewItemEvent = (item: EcommerceItem) => ({ event: "view_item" as const, ecommerce: ecommerceOf([item]) });

export const addToCartEvent = (items: EcommerceItem[]) => ({
  event: "add_to_cart" as const,
  ecommerce: ecommerceOf(items),
});

export const removeFromCartEvent = (items: EcommerceItem[]) => ({
  event: "remove_from_cart" as const,
  ecommerce: ecommerceOf(items),
});

export const viewCartEvent = (items: EcommerceItem[]) => ({
  event: "view_cart" as const,
  ecommerce: ecommerceOf(items),
});

// The checkout's steps 3 and 4 (pushed by src/checkout/events.ts): amounts from the server's minor units, no personal data.

/** What the checkout's ecommerce events say about the cart (amounts in minor units, from the server's totals). */
export interface EcommerceCart {
  currency: string;
  /** The server's total of the order (minor units): the event's value. */
  total: number;
  currencyPrecision: number;
  promoCode: string | null;
  /** The cart's items (cart-items.ts `checkoutItems`): the tour's lines, then its upsells'. */
  items: readonly EcommerceItem[];
}

const major = (minor: number, precision: number) => minor / 10 ** precision;

const checkoutEcommerce = (cart: EcommerceCart, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  currency: cart.currency,
  value: major(cart.total, cart.currencyPrecision),
  coupon: cart.promoCode ?? undefined,
  items: [...cart.items],
  ...extra,
});

/**
 * The partner a booking credits: `referrer` (accepted by webreferrer) and `partnerCentral` on
 * begin_checkout, add_payment_info and purchase, and the referrer as GA4's `affiliation`; nothing when none.
 */
const partnerOf = (attribution: Attribution | null | undefined) => attributionFields(attribution);
const affiliationOf = (attribution: Attribution | null | undefined) =>
  attribution?.referrer ? { affiliation: attribution.referrer } : {};

export const beginCheckoutEvent = (
  cart: EcommerceCart,
  city: string,
  locale: string,
  attribution?: Attribution | null,
) => ({
  event: "begin_checkout" as const,
  viewCity: city,
  pageLocale: locale,
  ...partnerOf(attribution),
  ecommerce: checkoutEcommerce(cart, affiliationOf(attribution)),
});

/** Payment type is always cb (spec section 9). */
export const addPaymentInfoEvent = (
  cart: EcommerceCart,
  city: string,
  locale: string,
  attribution?: Attribution | null,
) => ({
  event: "add_payment_info" as const,
  viewCity: city,
  pageLocale: locale,
  ...partnerOf(attribution),
  ecommerce: checkoutEcommerce(cart, { payment_type: "cb", ...affiliationOf(attribution) }),
});

export interface PurchasedBooking {
  reference: string;
  city: string;
  productTitle: string;
  /** Minor units. */
  totalPaid: number;
  currency: string;
  passengers: readonly { type: string; count: number }[];
}

/**
 * The purchase of a booking paid on the card page: the items the visitor paid for when this browser remembers them
 * (checkout/events.ts: by booking reference, from step 3), else one item of the booking as the server tells it.
 */
export const purchaseEvent = (
  booking: PurchasedBooking,
  locale: string,
  items?: readonly EcommerceItem[],
  attribution?: Attribution | null,
) => ({
  event: "purchase" as const,
  viewCity: booking.city,
  pageLocale: locale,
  ...partnerOf(attribution),
  ecommerce: {
    transaction_id: booking.reference,
    ...affiliationOf(attribution),
    currency: booking.currency,
    // The site's currencies (EUR, GBP) have 2 decimals (spec section 9); the booking answer carries no precision.
    value: booking.totalPaid / 100,
    items:
      items && items.length > 0
        ? [...items]
        : [{ item_name: booking.productTitle, quantity: booking.passengers.reduce((n, p) => n + p.count, 0) }],
  },
});

/** Not one of the 35: the spec's form-error event (error catalogue, "Form errors"): errorMessage, category booking, action form-error. */
export const formErrorEvent = (errorMessage: string) => ({
  event: "form-error" as const,
  errorMessage,
  category: "booking" as const,
  action: "form-error" as const,
});

/** The spec's 35 event names (section 9), in its order. */
export const EVENT_NAMES = [
  "search",
  "add_promo_code",
  "popup_display",
  "popup_click",
  "contact_form",
  "add_to_cart",
  "begin_checkout",
  "purchase",
  "outbound_app",
  "select_city",
  "select_language",
  "outbound_social_media",
  "userClick",
  "view_item_list",
  "select_item",
  "view_item",
  "remove_from_cart",
  "view_cart",
  "add_payment_info",
  "select_date",
  "outbound_links",
  "video_start",
  "video_complete",
  "navigation_click",
  "file_download",
  "map_interaction",
  "upgrade",
  "upsell",
  "scroll",
  "alert",
  "faq_open",
  "select_duration",
  "passengers_selected",
  "book_ticket_click",
  "external_google_review",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
