import { Link, navigate } from "gatsby";
import React, { useId } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { pathFor } from "../../../domain/route-table";
import { serverMessage } from "../../lib/booking-errors";
import { UpgradeChoice } from "../components/upgrade-choice";
import { selectionHref } from "../guards";
import { isBusy, usePress } from "./combinations/press";
import { useStepCart } from "./combinations/step-cart";
import { StepSummary } from "./combinations/summary";
import { useUpgrade } from "./combinations/upgrade";
import { RemoveUpsellDialog, UpsellList, useUpsells } from "./combinations/upsells";

/**
 * Step 2 (options/combinations): upgrades of the ticket (up to 3 more days, same passengers) and the combinations
 * sold with the tour, all priced by the server; the cart's summary; Continue to payment, Back to step 1. Skipped
 * (history replaced) when the server has nothing to offer for the cart. A composition of its sections in
 * combinations/: the cart (step-cart.ts), the presses and their error (press.ts), the upgrade (upgrade.ts), the
 * add-ons (upsells.tsx) and the summary with Continue (summary.tsx).
 */
export function CombinationsStep({ city, locale }: { city: string; locale: Locale }) {
  const t = useT();
  const errorId = useId();
  const press = usePress();
  const { stored, setStored, cart, loading, error: loadError, skip } = useStepCart(city, locale);
  const upsells = useUpsells(cart, locale, press);
  const upgrade = useUpgrade(cart, locale, press, setStored);
  const busy = isBusy(press.pending, cart);

  if (!stored) return null;
  if (!cart) {
    if (loading || !loadError)
      return (
        <p role="status" className="checkout__loading">
          {t("checkout.loading")}
        </p>
      );
    return (
      <div role="alert" className="notice notice--error">
        <p>{serverMessage(loadError) ?? t("errors.booking")}</p>
        <p>
          <Link className="button button--secondary" to={selectionHref(locale, stored)}>
            {t("checkout.back")}
          </Link>
        </p>
      </div>
    );
  }
  if (cart.status !== "ON_HOLD") {
    return (
      <div role="alert" className="notice notice--error">
        <p>{t("errors.preBookingExpired")}</p>
        <p>
          <Link className="button button--secondary" to={selectionHref(locale, stored)}>
            {t("checkout.startAgain")}
          </Link>
        </p>
      </div>
    );
  }
  if (skip && !skip.ok)
    return (
      <p role="status" className="checkout__loading">
        {t("checkout.loading")}
      </p>
    );

  const onContinue = async () => {
    if (await upgrade.apply()) await navigate(pathFor("city-checkout-payment", locale, { city }));
  };

  return (
    <div className="checkout-step" data-testid="combinations-step">
      <div className="checkout-step__main">
        <h2 className="checkout-step__product">{cart.product.title}</h2>
        {cart.upgrades.length > 0 && (
          <UpgradeChoice
            currentTitle={cart.option.title}
            upgrades={cart.upgrades}
            chosen={upgrade.chosen}
            currency={cart.total.currency}
            locale={locale}
            disabled={busy}
            onChoose={upgrade.choose}
          />
        )}
        {cart.upsells.length > 0 && (
          <UpsellList
            upsells={cart.upsells}
            locale={locale}
            busy={busy}
            onAdd={(u) => void upsells.add(u)}
            onRemove={upsells.setRemoving}
          />
        )}
        <div id={errorId} ref={press.errorRef} tabIndex={-1} className="checkout-messages" aria-live="polite">
          {press.error && (
            <p className="notice notice--error" data-testid="step-error">
              {press.error}
            </p>
          )}
        </div>
      </div>
      <StepSummary
        cart={cart}
        stored={stored}
        chosenUpgrade={upgrade.chosenUpgrade}
        busy={busy}
        loading={loading}
        locale={locale}
        errorId={errorId}
        hasError={!!press.error}
        backHref={selectionHref(locale, stored)}
        onContinue={() => void onContinue()}
      />
      <RemoveUpsellDialog
        removing={upsells.removing}
        onConfirm={(u) => void upsells.remove(u)}
        onCancel={() => upsells.setRemoving(null)}
      />
    </div>
  );
}
