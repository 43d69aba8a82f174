import type { MessageKey } from "../i18n/use-t";
import type { RouteName } from "../../domain/route-table";

/**
 * The catalogue key of each screen's meta description: what a page says when its content (CMS SEO fields, an
 * article's excerpt, a product's description) has none. Every route has one, so every built page has one.
 */
export const SCREEN_DESCRIPTIONS: Record<RouteName, MessageKey> = {
  "pre-home": "prehome.intro",
  mapsite: "meta.site",
  "page-id": "meta.site",
  "partner-slug": "meta.site",
  "partner-slug-city": "meta.city",
  preview: "meta.site",
  "manage-booking": "manage.intro",
  "city-home": "meta.city",
  "city-id": "meta.city",
  "city-tours": "meta.city",
  "city-product-id": "meta.city",
  "city-search": "meta.city",
  "city-map": "meta.map",
  "city-private-tour": "meta.city",
  "city-help": "meta.city",
  "city-help-faq": "meta.city",
  "city-help-contact": "meta.city",
  "city-inspiration": "meta.city",
  "city-inspiration-page": "meta.city",
  "city-inspiration-archive": "meta.city",
  "city-inspiration-id": "meta.city",
  "city-service-status": "meta.city",
  "city-checkout": "meta.city",
  "city-checkout-information": "meta.city",
  "city-checkout-combinations": "meta.city",
  "city-checkout-payment": "meta.city",
  "city-checkout-confirmation": "meta.city",
  "city-callback-verify": "meta.city",
  "city-callback-success": "meta.city",
  "city-callback-failure": "meta.city",
};
