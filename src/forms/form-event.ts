/**
 * The analytics event `contact_form` (spec section 9), pushed to window.dataLayer like `search`
 * (src/search/search-event.ts) when the server has accepted a help-centre form. No personal data in it.
 */
import type { Locale } from "../i18n/locales";
import type { FormKind } from "../../services/catalogue/forms";

export function contactFormEvent(kind: FormKind, city: string, locale: Locale): Record<string, unknown> {
  return { event: "contact_form", formType: kind, viewCity: city, pageLocale: locale };
}

export function pushContactFormEvent(event: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
