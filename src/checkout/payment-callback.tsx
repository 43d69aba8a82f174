import React, { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "../i18n/locales";
import type { MessageKey } from "../i18n/use-t";
import { useT } from "../i18n/use-t";
import type { LayoutCity } from "../content/layout-cities";
import { supportLink } from "../lib/support-link";
import { manageBookingHref } from "../../domain/manage-booking-href";
import { pathFor } from "../../domain/route-table";
import { dataOf, isBookingApiError } from "../lib/booking-errors";
import { loadBookingClient } from "../lib/load-booking-client";
import { afterConfirmed, afterRejected } from "./callback-effects";
import { ConfirmedBooking } from "./components/confirmed-booking";
import { VerifyPaymentDocument, type VerifyPaymentMutation } from "./graphql/__generated__/graphql";

type Outcome = VerifyPaymentMutation["verifyPayment"];
type State = { kind: "checking" } | { kind: "done"; outcome: Outcome } | { kind: "unreachable" };

/** PROCESSING (confirmation in progress, supplier briefly unreachable) is asked again this often, this many times. */
export const POLL_INTERVAL_MS = 3000;
export const POLL_ATTEMPTS = 10;

/** The provider's return parameters (t, s, eventId, eci, lang) as the booking API expects them; nothing is trusted. */
function returnParams(search: string, locale: Locale, city: string) {
  const q = new URLSearchParams(search);
  const get = (key: string) => q.get(key);
  return { t: get("t"), s: get("s"), eventId: get("eventId"), eci: get("eci"), lang: get("lang") ?? locale, city };
}

/**
 * The failure page's optional `errorCode` (spec "Payment result pages"), as the provider or the server put it in the
 * address: shown for the customer to quote to customer care. Only a short code of letters, digits, dot, dash or
 * underscore is shown; anything else is ignored.
 */
export function errorCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get("errorCode")?.trim() ?? "";
  return /^[A-Za-z0-9._-]{1,40}$/.test(code) ? code : null;
}

const TITLES: Record<"checking" | "confirmed" | "failed" | "cancelled", MessageKey> = {
  checking: "page.callbackVerify",
  confirmed: "page.callbackSuccess",
  failed: "page.callbackFailure",
  cancelled: "page.callbackCancelled",
};

/**
 * The provider's `t` and `s` have done their job once the outcome is known: they leave the address bar
 * (and so the history, a shared link and analytics). A confirmed booking's address becomes step 4's, which shows it
 * again after a reload (last-booking.ts); any other outcome keeps its page without the parameters.
 */
function forgetReturnParams(confirmedPath: string | null): void {
  if (confirmedPath) {
    window.history.replaceState(window.history.state, "", confirmedPath);
    return;
  }
  const query = new URLSearchParams(window.location.search);
  for (const p of ["t", "s", "eventId", "eci", "lang"]) query.delete(p);
  const rest = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
}

/**
 * The three payment-callback pages (/{lang}/{city}/callback/verify|success|failure): whatever the address says, the
 * outcome comes from the server, which reads the transaction from the payment provider and confirms the booking once
 * (services/api/src/payments). Shows the tickets when confirmed; otherwise the spec's message and a way on.
 */
export function PaymentCallback({ city, locale }: { city: LayoutCity; locale: Locale }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: "checking" });
  const [errorCode] = useState(() => (typeof window === "undefined" ? null : errorCodeOf(window.location.search)));
  const heading = useRef<HTMLHeadingElement>(null);

  const verify = useCallback(async () => {
    setState({ kind: "checking" });
    const input = returnParams(window.location.search, locale, city.id);
    for (let attempt = 1; ; attempt++) {
      try {
        // client.mutate: the page's shell is server-rendered with the checkout's template, so the booking client loads
        // only when the page asks (load-booking-client.ts, ADR 0340), not with the template.
        const client = await loadBookingClient();
        const { verifyPayment } = dataOf(
          await client.mutate({ mutation: VerifyPaymentDocument, variables: { input, locale } }),
        );
        if (verifyPayment.code !== "PROCESSING" || attempt >= POLL_ATTEMPTS) {
          if (verifyPayment.ok && verifyPayment.booking) afterConfirmed(verifyPayment.booking, locale);
          if (verifyPayment.code !== "PROCESSING")
            forgetReturnParams(
              verifyPayment.ok ? pathFor("city-checkout-confirmation", locale, { city: city.id }) : null,
            );
          // A rejected card goes back to step 3 (cart and details kept) while the hold lives.
          if (verifyPayment.code === "PAYMENT_REJECTED" && afterRejected(verifyPayment.message, locale, city.id))
            return;
          setState({ kind: "done", outcome: verifyPayment });
          return;
        }
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        if (attempt >= 3) {
          setState({ kind: "unreachable" });
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }, [city.id, locale]);

  useEffect(() => {
    void verify();
  }, [verify]);

  // The outcome replaces the "checking" text: move focus to its heading so that screen readers announce it.
  useEffect(() => {
    if (state.kind !== "checking") heading.current?.focus();
  }, [state.kind]);

  const confirmed = state.kind === "done" && state.outcome.ok && state.outcome.booking;
  const cancelled = state.kind === "done" && state.outcome.code === "CANCELLED";
  const title = t(
    TITLES[state.kind === "checking" ? "checking" : confirmed ? "confirmed" : cancelled ? "cancelled" : "failed"],
  );
  const home = pathFor("city-home", locale, { city: city.id });

  return (
    <section
      className="section callback"
      aria-busy={state.kind === "checking"}
      data-testid="payment-callback"
      data-state={state.kind === "done" ? state.outcome.code : state.kind}
    >
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {state.kind === "checking" && (
        <p role="status" className="callback__checking">
          <span className="spinner" aria-hidden="true" /> {t("callback.checking")}
        </p>
      )}
      {state.kind === "unreachable" && (
        <div role="alert" className="notice notice--error">
          <p>{t("callback.unreachable")}</p>
          <p className="callback__actions">
            <button type="button" className="button button--primary" onClick={() => void verify()}>
              {t("callback.retry")}
            </button>
          </p>
        </div>
      )}
      {state.kind === "done" && confirmed && (
        <ConfirmedBooking
          booking={state.outcome.booking!}
          message={state.outcome.message}
          locale={locale}
          manageHref={manageBookingHref(locale, state.outcome.booking!.reference)}
        />
      )}
      {state.kind === "done" && !confirmed && (
        <div role="alert" className="notice notice--error">
          <p data-testid="callback-message">{state.outcome.message}</p>
          {errorCode && <p data-testid="callback-error-code">{t("error.code", { code: errorCode })}</p>}
          <p className="callback__actions">
            {state.outcome.code === "PROCESSING" && (
              <button type="button" className="button button--primary" onClick={() => void verify()}>
                {t("callback.refresh")}
              </button>
            )}
            {state.outcome.code === "PAYMENT_REJECTED" ? (
              <a className="button button--primary" href={pathFor("city-checkout-payment", locale, { city: city.id })}>
                {t("callback.tryAnotherPayment")}
              </a>
            ) : (
              <a className="button button--secondary" href={supportLink(city, locale)}>
                {t("error.contactSupport")}
              </a>
            )}
            <a className="button button--secondary" href={home}>
              {t("error.backHome")}
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
