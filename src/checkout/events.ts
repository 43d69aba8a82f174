/**
 * The checkout's analytics events (steps 2-4 report through here): the builders live in src/analytics (issue 10),
 * the push goes through its data layer, the only code that touches window.dataLayer.
 */
import { clearEcommerce, pushEvent } from "../analytics/data-layer";
import type { CheckoutEvent } from "../analytics/checkout-events";

export {
  unitsOf,
  upgradeEvent,
  upsellEvent,
  selectDurationChoiceEvent as selectDurationEvent,
  type CheckoutEvent,
  type CheckoutItem as EcommerceItem,
} from "../analytics/checkout-events";

export function pushCheckoutEvent(event: CheckoutEvent): void {
  // GA4: clear the previous ecommerce object so its items do not merge into this event's.
  clearEcommerce();
  pushEvent(event);
}
