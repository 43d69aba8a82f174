import "./checkout.css";
import { navigate } from "gatsby";
import { Provider, useAtom, useAtomValue, useSetAtom } from "jotai";
import React, { Suspense, lazy, useEffect, useMemo, useState } from "react";
import { cityById } from "../../domain/cities";
import { pathFor, type RouteName } from "../../domain/route-table";
import type { Alert } from "../content/city-info";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { readCheckoutQuery } from "../routes/checkout-query";
import type { DocumentNode } from "@apollo/client";
import { ApolloProvider, useMutation } from "@apollo/client/react";
import { bookingClient } from "../lib/booking-client";
import { CountdownBar } from "./components/countdown-bar";
import { ConfirmDialog } from "./components/confirm-dialog";
import { StepIndicator } from "./components/step-indicator";
import {
  CalendarDocument,
  CheckoutProductDocument,
  DropCartDocument,
  QuoteDocument,
  StartTimesDocument,
} from "./graphql/__generated__/graphql";
import { useFocusClearOfStickyBars } from "./focus-clear";
import { guard, selectionHref } from "./guards";
import { SelectionStep } from "./steps/selection-step";
import { ShellToasts, toast } from "../components/toast-area";
import { cartAtom, liveCartAtom } from "./state/cart-atoms";
import { rememberStep } from "../lib/held-tour";
import { resetProductBarAtom } from "./state/city-atoms";
import { referrerCheckAtom, savedParamsAtom } from "./state/query-params";
import { checkReferrer, saveParamsOf } from "../layout/marketing-params";
import { checkoutStore } from "./state/store";

export interface CheckoutAppProps {
  route: RouteName;
  locale: Locale;
  city: string;
  /** The query the visitor arrived with (Gatsby's location: step 1's own replaceState does not change it). */
  search: string;
  /** The city's service alerts (CMS, at build): step 1 shows those covering the chosen date. */
  alerts?: readonly Alert[];
}

// Steps 2-4 are chunks of their own: step 1, the landing step, loads with the app and nothing of the
// later steps (upgrades, upsells, promo code, the customer form and its schema, the confirmation).
const CombinationsStep = lazy(() =>
  import(/* webpackChunkName: "checkout-step-combinations" */ "./steps/combinations-step").then((m) => ({
    default: m.CombinationsStep,
  })),
);
const PaymentStep = lazy(() =>
  import(/* webpackChunkName: "checkout-step-payment" */ "./steps/payment-step").then((m) => ({
    default: m.PaymentStep,
  })),
);
const ConfirmationStep = lazy(() =>
  import(/* webpackChunkName: "checkout-step-confirmation" */ "./steps/confirmation-step").then((m) => ({
    default: m.ConfirmationStep,
  })),
);

const STEP_NUMBER: Partial<Record<RouteName, 1 | 2 | 3 | 4>> = {
  "city-checkout-information": 1,
  "city-checkout-combinations": 2,
  "city-checkout-payment": 3,
  "city-checkout-confirmation": 4,
};

/** The next task: what runs after it is a task of its own, not part of the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Readies step 1 before the app renders, in short tasks of their own (docs/adr/0356): asks Apollo for the step's
 * product (the first answer step 1 waits for; `client.query` puts it in the cache, where step 1's `useQuery` finds it
 * or joins the request in flight) and prepares step 1's other documents (Apollo transforms and analyses a document
 * the first time a query uses it: a `standby` watchQuery does that without asking the server). Without this, all of
 * it ran inside step 1's first render, one long task on a phone. Other steps: nothing to do.
 */
export async function prepareCheckout(props: Pick<CheckoutAppProps, "route" | "locale" | "search">): Promise<void> {
  if (props.route !== "city-checkout-information") return;
  const query = readCheckoutQuery(props.search);
  if (!query) return;
  const client = bookingClient();
  client
    .query({ query: CheckoutProductDocument, variables: { id: query.productId, locale: props.locale } })
    .catch(() => undefined); // step 1's own query shows the error
  // Typed as plain documents: a standby query asks nothing, so it needs no variables.
  const documents: readonly DocumentNode[] = [CalendarDocument, StartTimesDocument, QuoteDocument];
  for (const document of documents) {
    await nextTask();
    client.watchQuery({ query: document, fetchPolicy: "standby" });
  }
  await nextTask();
}

/**
 * The checkout app: loaded only by the checkout routes (client-page lazy-loads it after hydration). The booking API
 * through Apollo Client (src/lib/booking-client.ts, ADR 0340), the checkout's jotai store, toasts at top right (components/toast-area, loaded on
 * the first toast); steps 2-4 load when shown.
 */
export default function CheckoutApp(props: CheckoutAppProps) {
  return (
    <ApolloProvider client={bookingClient()}>
      <Provider store={checkoutStore}>
        <CheckoutShell {...props} />
        <ShellToasts />
      </Provider>
    </ApolloProvider>
  );
}

/**
 * The marketing link's parameters: this URL's merged into those the visit saved on any page (the layout saved them
 * in the same sessionStorage; read again here, as the store may have been filled before), and the referrer checked
 * once a visit (webreferrer, shared with the layout's check).
 */
function useSavedParams(): void {
  const [saved, setSaved] = useAtom(savedParamsAtom);
  const setCheck = useSetAtom(referrerCheckAtom);
  useEffect(() => {
    const merged = saveParamsOf(window.location.search);
    if (JSON.stringify(merged) !== JSON.stringify(saved)) setSaved(merged);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's parameters, read once on arrival
  }, []);
  const referrer = saved.referrer;
  useEffect(() => {
    if (!referrer) {
      setCheck({ state: "none" });
      return;
    }
    let current = true;
    void checkReferrer(referrer).then((check) => {
      if (current && check.state !== "none") setCheck(check);
    });
    return () => {
      current = false;
    };
  }, [referrer, setCheck]);
}

function CheckoutShell({ route, locale, city, search, alerts }: CheckoutAppProps) {
  const t = useT();
  const resetProductBar = useSetAtom(resetProductBarAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const liveCart = useAtomValue(liveCartAtom);
  const [redirecting, setRedirecting] = useState<string | null>(null);
  // The arrival the guards last checked (ADR 0341: a step change keeps this component; its new step waits for them).
  const arrival = `${route} ${locale} ${city} ${search}`;
  const [checkedArrival, setCheckedArrival] = useState<string | null>(null);
  const checked = checkedArrival === arrival;
  const [missingQuery, setMissingQuery] = useState(false);
  const [dropCart] = useMutation(DropCartDocument);
  useSavedParams();
  useFocusClearOfStickyBars();

  // Leaving the checkout or its city resets the product bar (spec section 4).
  useEffect(() => () => resetProductBar(), [city, resetProductBar]);

  useEffect(() => {
    const result = guard({ route, locale, city, search, cart, nowMs: Date.now() });
    setMissingQuery(!result.ok && "error" in result);
    if (!result.ok && "redirect" in result) {
      setRedirecting(result.redirect);
      void navigate(result.redirect, { replace: true });
    } else {
      setRedirecting(null);
    }
    setCheckedArrival(arrival);
    // Only on arrival: the guards check where the visitor lands, not every change of the cart on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only (above)
  }, [route, locale, city, search]);

  // Every step opens at its top (a second tour's step 1 opened 852 px down, where the previous page was scrolled):
  // once the step is shown, not before (the guards may still send the visitor elsewhere).
  const shownStep = checkedArrival === arrival && !redirecting ? arrival : null;
  useEffect(() => {
    if (shownStep) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [shownStep]);

  const otherCity = liveCart && liveCart.city !== city ? liveCart : null;
  const query = useMemo(() => readCheckoutQuery(search), [search]);
  const step = STEP_NUMBER[route];

  // The step the header's held-tour entry leads back to: steps 1 to 3 of the held tour, as they are now.
  const heldId = liveCart && liveCart.city === city ? liveCart.id : null;
  const heldProduct = liveCart?.productId;
  useEffect(() => {
    if (!heldId || !checked || redirecting || !step || step > 3) return;
    if (step === 1 && query?.productId !== heldProduct) return;
    rememberStep(heldId, window.location.pathname + window.location.search);
  }, [heldId, heldProduct, checked, redirecting, step, query, search]);

  if (checkedArrival === null || redirecting)
    return (
      <p role="status" className="checkout__loading">
        {t("checkout.loading")}
      </p>
    );
  if (checked && missingQuery) {
    return (
      <div className="checkout" data-testid="checkout-app">
        <div role="alert" className="notice notice--error" data-testid="missing-query">
          <p>{t("errors.missingQuery")}</p>
          <p>
            <a className="button button--secondary" href={pathFor("city-tours", locale, { city })}>
              {t("checkout.backToTours")}
            </a>
          </p>
        </div>
      </div>
    );
  }

  // Between a step change and its guards' check, the step waits; the countdown and the rest stay as they are.
  const shown = checked ? route : null;
  return (
    <div className="checkout" data-testid="checkout-app">
      {step && <StepIndicator current={step} />}
      <CountdownBar locale={locale} />
      {shown === "city-checkout-information" && query && !otherCity && (
        <SelectionStep key={search} query={query} city={city} locale={locale} alerts={alerts} />
      )}
      <Suspense
        fallback={
          <p role="status" className="checkout__loading">
            {t("checkout.loading")}
          </p>
        }
      >
        {shown === "city-checkout-combinations" && <CombinationsStep city={city} locale={locale} />}
        {shown === "city-checkout-payment" && !otherCity && <PaymentStep city={city} locale={locale} />}
        {shown === "city-checkout-confirmation" && <ConfirmationStep city={city} locale={locale} />}
      </Suspense>
      <ConfirmDialog
        open={!!otherCity}
        title={t("checkout.changeCityTitle", { city: cityById(otherCity?.city ?? "")?.name ?? otherCity?.city ?? "" })}
        text={t("checkout.changeCityQuestion")}
        confirmLabel={t("checkout.changeCity")}
        cancelLabel={t("checkout.viewCart")}
        onConfirm={() => {
          if (!otherCity) return;
          void dropCart({ variables: { id: otherCity.id, locale } }).catch(() => undefined);
          setCart(null);
          toast.info(t("checkout.cartDropped"));
        }}
        onCancel={() => {
          if (otherCity) void navigate(selectionHref(locale, otherCity));
        }}
      />
    </div>
  );
}
