/**
 * The one place that touches `window.dataLayer`: every analytics event goes through `pushEvent`; the
 * ecommerce events go through `pushEcommerce`, which clears the previous ecommerce object first (spec section 9).
 */
import { redactEntry } from "./redact";

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The data layer, created when missing (the head's consent script creates it before any tag). */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

export function pushEvent(event: DataLayerEntry): void {
  if (typeof window === "undefined") return;
  dataLayer().push(redactEntry(event));
}

/** Events whose previous ecommerce object is cleared (`{ecommerce: null}`) before they are pushed. */
export const CLEARED_BEFORE = [
  "add_to_cart",
  "begin_checkout",
  "purchase",
  "view_item_list",
  "view_item",
  "select_item",
  "view_cart",
  "remove_from_cart",
] as const;

/** `{ecommerce: null}`: the next event's items do not merge into the previous ones. */
export function clearEcommerce(): void {
  if (typeof window === "undefined") return;
  dataLayer().push({ ecommerce: null });
}

export function pushEcommerce(event: DataLayerEntry & { event: string; ecommerce: unknown }): void {
  if (typeof window === "undefined") return;
  if ((CLEARED_BEFORE as readonly string[]).includes(event.event)) clearEcommerce();
  dataLayer().push(redactEntry(event));
}
