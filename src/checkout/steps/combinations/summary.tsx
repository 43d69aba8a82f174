import { Link } from "gatsby";
import React from "react";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { PriceSummary } from "../../components/price-summary";
import type { CartOptionsFieldsFragment } from "../../graphql/__generated__/graphql";
import type { StoredCart } from "../../state/cart-atoms";
import type { StepCart } from "./step-cart";

type Upgrade = CartOptionsFieldsFragment["upgrades"][number];

/**
 * Step 2's summary, the checkout's bar on phones: the tour with the chosen upgrade's option and breakdown (else the
 * cart's), the promo code, the date and time, the free cancellation; Continue to payment (described by the step's
 * error when there is one) and Back to step 1.
 */
export function StepSummary({
  cart,
  stored,
  chosenUpgrade,
  busy,
  loading,
  locale,
  errorId,
  hasError,
  backHref,
  onContinue,
}: {
  cart: StepCart;
  stored: StoredCart;
  chosenUpgrade: Upgrade | null;
  /** A press is in flight: Continue waits for it. */
  busy: boolean;
  /** The cart is being asked again: the summary says so. */
  loading: boolean;
  locale: Locale;
  /** The id of the step's messages, which describe Continue when they hold an error. */
  errorId: string;
  hasError: boolean;
  backHref: string;
  onContinue: () => void;
}) {
  const t = useT();
  return (
    <aside className="checkout-step__aside checkout-bar">
      <PriceSummary
        title={`${cart.product.title} – ${(chosenUpgrade?.option ?? cart.option).title}`}
        breakdown={chosenUpgrade?.breakdown ?? cart.breakdown}
        busy={busy || loading}
        locale={locale}
        promoCode={stored.promoCode}
        city={cart.product.city}
        freeCancellationUntil={cart.freeCancellationUntil}
        date={cart.date}
        time={cart.startsAt && !cart.allDay ? cart.startsAt.slice(11, 16) : null}
      >
        <div className="summary__actions">
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onContinue}
            disabled={busy}
            aria-describedby={hasError ? errorId : undefined}
          >
            {t("checkout.continue")}
          </button>
          <Link className="button button--secondary button--block" to={backHref}>
            {t("checkout.back")}
          </Link>
        </div>
      </PriceSummary>
    </aside>
  );
}
