import { Link, navigate } from "gatsby";
import { useAtom } from "jotai";
import React, { useEffect, useId, useRef, useState } from "react";
import { toast } from "../../components/toast-area";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { pathFor } from "../../../domain/route-table";
import { mixOf } from "../../../domain/passengers";
import { skipToken, useMutation, useQuery } from "@apollo/client/react";
import { dataOf, serverMessage } from "../../lib/booking-errors";
import { ConfirmDialog } from "../components/confirm-dialog";
import { CHECKOUT_BARS } from "../focus-clear";
import { useRevealError } from "../../lib/reveal-error";
import { PriceSummary } from "../components/price-summary";
import { UpgradeChoice } from "../components/upgrade-choice";
import { UpsellCard } from "../components/upsell-card";
import { pushCheckoutEvent, upgradeEvent, upsellEvent } from "../events";
import { pushEcommerce, pushEvent } from "../../analytics/data-layer";
import { selectDurationEvent, viewCartEvent } from "../../analytics/events";
import { cartItems } from "../../analytics/cart-items";
import { upsellItem } from "../../analytics/checkout-events";
import {
  AddUpsellDocument,
  CartOptionsDocument,
  RemoveUpsellDocument,
  UpgradeCartDocument,
  type CartOptionsFieldsFragment,
} from "../graphql/__generated__/graphql";
import { combinationsGuard, selectionHref } from "../guards";
import { cartAtom, isLive } from "../state/cart-atoms";

type Upsell = CartOptionsFieldsFragment["upsells"][number];

/**
 * Step 2 (options/combinations): upgrades of the ticket (up to 3 more days, same passengers) and the combinations
 * sold with the tour, all priced by the server; the cart's summary; Continue to payment, Back to step 1. Skipped
 * (history replaced) when the server has nothing to offer for the cart.
 */
export function CombinationsStep({ city, locale }: { city: string; locale: Locale }) {
  const t = useT();
  const errorId = useId();
  const [stored, setStored] = useAtom(cartAtom);
  const id = stored && isLive(stored, Date.now()) ? stored.id : null;
  // The cart is asked again on arrival (cache-and-network); the cached cart is shown meanwhile. Mutations return the
  // cart, which Apollo's cache puts in place of this one (Cart by id, booking-client.ts): the summary follows them.
  const result = useQuery(
    CartOptionsDocument,
    id ? { variables: { id, locale }, fetchPolicy: "cache-and-network" } : skipToken,
  );
  const [addUpsellMutation] = useMutation(AddUpsellDocument);
  const [removeUpsellMutation] = useMutation(RemoveUpsellDocument);
  const [upgradeCartMutation] = useMutation(UpgradeCartDocument);
  const [chosen, setChosen] = useState<string | null>(null);
  // What is in flight: an upsell's add or remove, or the upgrade. Apollo puts the mutation's cart in the cache a
  // render before the mutation's promise settles: once the cart shows the result, the press is over (a quick second
  // press on the flipped button is not lost).
  const [pending, setPending] = useState<{ productId: string; added: boolean } | "upgrade" | null>(null);
  const [removing, setRemoving] = useState<Upsell | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped when a press ends in an error: the message comes into view and takes the focus (ADR 0352).
  const errorRef = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(0);
  useRevealError(errorRef, revealed, CHECKOUT_BARS);
  const cart = result.data?.cart ?? null;
  const busy =
    pending !== null &&
    !(
      pending !== "upgrade" && cart?.upsells.some((u) => u.productId === pending.productId && u.added === pending.added)
    );

  // The combinations guard: nothing to offer, straight on to payment in place of this step.
  const skip = cart && cart.status === "ON_HOLD" ? combinationsGuard(locale, city, cart) : null;
  useEffect(() => {
    if (skip && !skip.ok) void navigate(skip.redirect, { replace: true });
  }, [skip?.ok]); // eslint-disable-line react-hooks/exhaustive-deps -- once the skip decision is known, not on each render
  // view_cart: the visitor sees the cart, once per cart
  const heldCart = cart && cart.status === "ON_HOLD" ? cart : null;
  useEffect(() => {
    if (heldCart)
      pushEcommerce(
        viewCartEvent([...cartItems(heldCart), ...heldCart.upsells.filter((u) => u.added).map(upsellItem)]),
      );
  }, [heldCart?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per cart (view_cart)

  if (!stored) return null;
  if (!cart) {
    if (result.loading || !result.error)
      return (
        <p role="status" className="checkout__loading">
          {t("checkout.loading")}
        </p>
      );
    return (
      <div role="alert" className="notice notice--error">
        <p>{serverMessage(result.error) ?? t("errors.booking")}</p>
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

  const failed = (e: unknown) => {
    const text = serverMessage(e) ?? t("errors.booking");
    setError(text);
    setRevealed((n) => n + 1);
    toast.error(text);
  };

  const add = async (upsell: Upsell) => {
    const press = { productId: upsell.productId, added: true };
    setPending(press);
    setError(null);
    try {
      const { addUpsell } = dataOf(
        await addUpsellMutation({ variables: { input: { id: cart.id, productId: upsell.productId }, locale } }),
      );
      const added = addUpsell.upsells.find((u) => u.productId === upsell.productId) ?? upsell;
      pushCheckoutEvent(upsellEvent("add", added));
      toast.success(t("checkout.combinations.addedToast", { title: upsell.title }));
    } catch (e) {
      failed(e);
    } finally {
      setPending((p) => (p === press ? null : p));
    }
  };

  const remove = async (upsell: Upsell) => {
    setRemoving(null);
    const press = { productId: upsell.productId, added: false };
    setPending(press);
    setError(null);
    try {
      await removeUpsellMutation({ variables: { input: { id: cart.id, productId: upsell.productId }, locale } });
      pushCheckoutEvent(upsellEvent("remove", upsell));
      toast.info(t("checkout.combinations.removedToast", { title: upsell.title }));
    } catch (e) {
      failed(e);
    } finally {
      setPending((p) => (p === press ? null : p));
    }
  };

  // The summary shows the chosen upgrade's breakdown (the server's price of the cart after it): it follows every
  // change of the cart, the upgrade applied on Continue charges exactly that total.
  const chosenUpgrade = cart.upgrades.find((u) => u.option.id === chosen) ?? null;

  const choose = (optionId: string | null) => {
    setChosen(optionId);
    // the same event and shape as step 1's choice of option; "keep my ticket" reports the cart's option
    const option = cart.upgrades.find((u) => u.option.id === optionId)?.option ?? cart.option;
    pushEvent(selectDurationEvent(cart.product.id, option.id, option.title));
  };

  const onContinue = async () => {
    const upgrade = cart.upgrades.find((u) => u.option.id === chosen);
    if (upgrade) {
      setPending("upgrade");
      setError(null);
      try {
        // The server checks that the passengers do not change (the spec's rule); counts only.
        const passengers = mixOf((type) => cart.passengers[type]);
        const upgraded = dataOf(
          await upgradeCartMutation({
            variables: { input: { id: cart.id, optionId: upgrade.option.id, passengers }, locale },
          }),
        ).upgradeCart;
        pushCheckoutEvent(upgradeEvent(cart, upgrade, cart.total.currency));
        // Back to step 1 shows the upgraded ticket (and updates this cart rather than replacing it).
        setStored((s) =>
          s && s.id === upgraded.id
            ? { ...s, optionId: upgraded.option.id, expiresAt: upgraded.expiresAt ?? s.expiresAt }
            : s,
        );
        toast.success(t("checkout.combinations.upgradedToast"));
      } catch (e) {
        failed(e);
        setPending(null);
        return;
      }
      setPending(null);
    }
    await navigate(pathFor("city-checkout-payment", locale, { city }));
  };

  return (
    <div className="checkout-step" data-testid="combinations-step">
      <div className="checkout-step__main">
        <h2 className="checkout-step__product">{cart.product.title}</h2>
        {cart.upgrades.length > 0 && (
          <UpgradeChoice
            currentTitle={cart.option.title}
            upgrades={cart.upgrades}
            chosen={chosen}
            currency={cart.total.currency}
            locale={locale}
            disabled={busy}
            onChoose={choose}
          />
        )}
        {cart.upsells.length > 0 && (
          <section className="field-group" aria-labelledby="upsells-title">
            <h3 id="upsells-title" className="field-group__legend">
              {t("checkout.combinations.upsellsTitle")}
            </h3>
            <ul className="upsells">
              {cart.upsells.map((u) => (
                <UpsellCard
                  key={u.productId}
                  upsell={u}
                  locale={locale}
                  busy={busy}
                  onAdd={() => void add(u)}
                  onRemove={() => setRemoving(u)}
                />
              ))}
            </ul>
          </section>
        )}
        <div id={errorId} ref={errorRef} tabIndex={-1} className="checkout-messages" aria-live="polite">
          {error && (
            <p className="notice notice--error" data-testid="step-error">
              {error}
            </p>
          )}
        </div>
      </div>
      <aside className="checkout-step__aside checkout-bar">
        <PriceSummary
          title={`${cart.product.title} – ${(chosenUpgrade?.option ?? cart.option).title}`}
          breakdown={chosenUpgrade?.breakdown ?? cart.breakdown}
          busy={busy || result.loading}
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
              onClick={() => void onContinue()}
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
            >
              {t("checkout.continue")}
            </button>
            <Link className="button button--secondary button--block" to={selectionHref(locale, stored)}>
              {t("checkout.back")}
            </Link>
          </div>
        </PriceSummary>
      </aside>
      <ConfirmDialog
        open={removing !== null}
        title={t("checkout.combinations.removeTitle", { title: removing?.title ?? "" })}
        text={t("checkout.combinations.removeQuestion")}
        confirmLabel={t("checkout.combinations.remove")}
        cancelLabel={t("checkout.combinations.keepUpsell")}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
