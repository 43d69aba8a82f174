import { navigate } from "gatsby";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import React, { useEffect, useRef, useState } from "react";
import { toast } from "../../components/toast-area";
import type { Locale } from "../../i18n/locales";
import { Icon } from "../../components/icon";
import { useT } from "../../i18n/use-t";
import { useMutation } from "@apollo/client/react";
import { DropCartDocument } from "../graphql/__generated__/graphql";
import { selectionHref } from "../guards";
import { cartAtom, expiredCartAtom, liveCartAtom, minutesLeft, nowAtom } from "../state/cart-atoms";
import { ConfirmDialog } from "./confirm-dialog";

/** Minutes left at which screen readers are told (politely); not every tick. */
export const ANNOUNCE_AT_MINUTES: readonly number[] = [20, 10, 5, 2, 1];

/** Ticks the checkout's clock once a second while mounted. */
export function useClock(): void {
  const setNow = useSetAtom(nowAtom);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [setNow]);
}

/**
 * The hold's countdown (minutes from the supplier's utcExpiresAt), always in view (a sticky bar on phones), with
 * the way to drop the cart; on expiry the spec's message and one click to start again with the same selection.
 */
export function CountdownBar({ locale }: { locale: Locale }) {
  const t = useT();
  useClock();
  const live = useAtomValue(liveCartAtom);
  const expired = useAtomValue(expiredCartAtom);
  const now = useAtomValue(nowAtom);
  const [, setCart] = useAtom(cartAtom);
  const [dropCart] = useMutation(DropCartDocument);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const lastAnnounced = useRef<number | null>(null);
  const minutes = live ? minutesLeft(live, now) : 0;

  useEffect(() => {
    if (!live) {
      lastAnnounced.current = null;
      return;
    }
    if (lastAnnounced.current === null) {
      lastAnnounced.current = minutes;
      return;
    }
    if (minutes !== lastAnnounced.current && ANNOUNCE_AT_MINUTES.includes(minutes)) {
      lastAnnounced.current = minutes;
      setAnnouncement(t("checkout.holdAnnounce", { minutes, count: minutes }));
    }
  }, [live, minutes, t]);

  if (expired) {
    const again = selectionHref(locale, expired);
    return (
      <div className="countdown countdown--expired" role="alert" data-testid="hold-expired">
        <p className="countdown__text">{t("errors.preBookingExpired")}</p>
        <a
          className="button button--primary"
          href={again}
          onClick={(event) => {
            event.preventDefault();
            setCart(null);
            void navigate(again);
          }}
        >
          {t("checkout.startAgain")}
        </a>
      </div>
    );
  }
  if (!live) return null;

  const drop = async () => {
    setConfirming(false);
    try {
      await dropCart({ variables: { id: live.id, locale } });
    } catch {
      // The hold runs out on its own: the cart is gone for the visitor either way.
    }
    setCart(null);
    toast.info(t("checkout.cartDropped"));
  };

  return (
    <div className="countdown" data-testid="countdown">
      <p className="countdown__text">
        <Icon name="clock" size={18} /> <span className="countdown__long">{t("checkout.holdLeft", { minutes })}</span>
        {/* Phones: the short form keeps the banner one row (ADR 0352, the chrome's 120 px). */}
        <span className="countdown__short" data-testid="countdown-short">
          {t("checkout.holdLeftShort", { minutes })}
        </span>
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(true)}>
        {t("checkout.dropCart")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("checkout.dropCart")}
        text={t("checkout.dropCartQuestion")}
        confirmLabel={t("checkout.dropCart")}
        cancelLabel={t("checkout.keepCart")}
        onConfirm={() => void drop()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
