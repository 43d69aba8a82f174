import { useAtom, useAtomValue } from "jotai";
import React, { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "../../components/toast-area";
import { focusMissingField } from "../focus-missing";
import { CHECKOUT_BARS } from "../focus-clear";
import { useRevealError } from "../../lib/reveal-error";
import { cityById } from "../../../domain/cities";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import {
  checkoutInformationHref,
  type CheckoutPassengers,
  type ParsedCheckoutQuery,
} from "../../routes/checkout-query";
import { pathFor } from "../../../domain/route-table";
import { skipToken, useQuery } from "@apollo/client/react";
import { serverCode, serverMessage } from "../../lib/booking-errors";
import { monthOf, type Month } from "../../components/calendar";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PassengerInputs } from "../components/passenger-inputs";
import { OptionChoices } from "../components/option-choices";
import { FamilyPassSuggestion } from "../components/family-pass-suggestion";
import type { Alert } from "../../content/city-info";
import { endOfMonth, todayIn } from "../city-today";
import type { DayInfo } from "../../components/day-label";
import {
  CalendarDocument,
  CheckoutProductDocument,
  QuoteDocument,
  StartTimesDocument,
} from "../graphql/__generated__/graphql";
import { ruleText } from "../rule-messages";
import { productBarAtom } from "../state/city-atoms";
import { promoCodeAtom, referrerCheckAtom } from "../state/query-params";
import { pushEvent } from "../../analytics/data-layer";
import {
  addPromoCodeEvent,
  passengersSelectedEvent,
  selectDateEvent,
  selectDurationEvent,
} from "../../analytics/events";
import { useParty } from "./selection/party";
import { DateField } from "./selection/date-field";
import { StartTimeField } from "./selection/start-time-field";
import { SelectionTotals } from "./selection/totals";
import { useHold } from "./selection/hold";

/**
 * Checkout step 1: the option, the day, the departure time of a timed tour and the party, priced by the server as
 * they change (Apollo's cache-first quotes, ADR 0356); Continue holds the selection (selection/hold.ts) and goes to
 * step 2. Its sections live in steps/selection/.
 */
export function SelectionStep({
  query,
  city,
  locale,
  alerts = [],
}: {
  query: ParsedCheckoutQuery;
  city: string;
  locale: Locale;
  alerts?: readonly Alert[];
}) {
  const t = useT();
  const errorId = useId();
  const cityConstants = cityById(city);
  const [optionId, setOptionId] = useState<string | null>(query.optionId);
  const [date, setDate] = useState<string | null>(query.date);
  const [availabilityId, setAvailabilityId] = useState<string | null>(null);
  const [passengers, setPassengers] = useState<CheckoutPassengers>(query.passengers);
  const [month, setMonth] = useState<Month | null>(query.date ? monthOf(query.date) : null);
  const [submitted, setSubmitted] = useState(false);
  const dateSection = useRef<HTMLElement>(null);
  const timeFieldset = useRef<HTMLFieldSetElement>(null);
  const [replacing, setReplacing] = useState(false);
  // Bumped when a press ends in an error: the messages come into view and take the focus (ADR 0352).
  const messagesRef = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(0);
  useRevealError(messagesRef, revealed, CHECKOUT_BARS);
  const [productBar, setProductBar] = useAtom(productBarAtom);
  const [promoCode, setPromoCode] = useAtom(promoCodeAtom);
  const referrer = useAtomValue(referrerCheckAtom);
  const {
    hold,
    holdsSameTour,
    heldTour,
    sending,
    error: sendError,
    clearError: clearSendError,
  } = useHold({ city, locale, onError: () => setRevealed((n) => n + 1) });

  // cache-first (Apollo's default, booking-client.ts): the product, a month already seen and a quote already priced
  // are shown again without asking.
  const productResult = useQuery(CheckoutProductDocument, { variables: { id: query.productId, locale } });
  // Apollo's hooks re-render at once when an answer arrives; the big renders it causes (the whole step when the
  // product arrives, a month when the calendar does) run on deferred values, i.e. in a transition that React renders
  // in slices with the browser free between them (ADR 0330, ADR 0340). Meanwhile the previous screen stays.
  const productData = useDeferredValue(productResult.data);
  const productPending = productResult.loading || productData !== productResult.data;
  const product = productData?.product ?? null;
  const option =
    product?.options.find((o) => o.id === optionId) ??
    product?.options.find((o) => o.isDefault) ??
    product?.options[0] ??
    null;
  const today = todayIn(product?.timeZone);
  const shownMonth = month ?? monthOf(today);
  const startTimeProduct = product?.availabilityType === "START_TIME";

  const familyRule = cityConstants?.familyPassRule ?? null;
  const { units, mix, violation } = useParty(option, passengers, familyRule);
  const groupRequest = violation?.key === "GROUP_REQUEST";

  const firstOfMonth = `${shownMonth.year}-${String(shownMonth.month + 1).padStart(2, "0")}-01`;
  const calendar = useQuery(
    CalendarDocument,
    option
      ? {
          variables: {
            locale,
            input: {
              productId: query.productId,
              optionId: option.id,
              from: today > firstOfMonth ? today : firstOfMonth,
              to: endOfMonth(shownMonth.year, shownMonth.month),
              ...(violation ? {} : { passengers: mix }),
            },
          },
        }
      : skipToken,
  );
  const calendarData = useDeferredValue(calendar.data);
  const days = useMemo(() => {
    const map = new Map<string, DayInfo>();
    for (const d of calendarData?.calendar ?? [])
      map.set(d.date, {
        date: d.date,
        state: d.state,
        vacancies: d.vacancies ?? null,
        promoted: d.promoted,
        adultPrice: d.adultPriceFrom ? { amount: d.adultPriceFrom.retail, currency: d.adultPriceFrom.currency } : null,
      });
    return map;
  }, [calendarData]);
  // The shown month has no bookable day for this party (spec "No dates"): said under the calendar, which stays usable.
  const noDates =
    !!calendarData &&
    calendarData === calendar.data &&
    !calendar.loading &&
    !calendar.error &&
    ![...days.values()].some((d) => d.state !== "SOLD_OUT");

  const startTimes = useQuery(
    StartTimesDocument,
    option && date && startTimeProduct
      ? {
          variables: {
            locale,
            input: { productId: query.productId, optionId: option.id, date, ...(violation ? {} : { passengers: mix }) },
          },
        }
      : skipToken,
  );
  const slots = useMemo(() => startTimes.data?.startTimes ?? [], [startTimes.data]);
  useEffect(() => {
    // A start time belongs to its day: drop it when it is no longer offered.
    if (
      availabilityId &&
      startTimes.data &&
      !slots.some((s) => s.availabilityId === availabilityId && s.state !== "SOLD_OUT")
    )
      setAvailabilityId(null);
  }, [availabilityId, slots, startTimes.data]);
  const slotTime = slots.find((s) => s.availabilityId === availabilityId)?.startsAt.slice(11, 16) ?? null;

  const quoteReady = !!option && !!date && !violation && (!startTimeProduct || !!availabilityId);
  const quote = useQuery(
    QuoteDocument,
    quoteReady && option && date
      ? {
          variables: {
            locale,
            input: {
              productId: query.productId,
              optionId: option.id,
              date,
              passengers: mix,
              ...(availabilityId ? { availabilityId } : {}),
              ...(promoCode ? { promoCode } : {}),
            },
          },
        }
      : skipToken,
  );
  const shownQuote = quoteReady ? (quote.data?.quote ?? null) : null;
  // A code the supplier does not know, or one that would cost more than the web offer (docs/adr/0353).
  const promoRefused =
    serverCode(quote.error) === "PROMO_CODE_INVALID" || serverCode(quote.error) === "PROMO_CODE_WORSE";
  const promoAccepted = !!promoCode && !!shownQuote;
  useEffect(() => {
    // add_promo_code once per code, when the server has priced with it or refused it
    if (promoCode && (promoAccepted || promoRefused)) pushEvent(addPromoCodeEvent(promoCode, promoAccepted));
  }, [promoCode, promoAccepted, promoRefused]);
  useEffect(() => {
    // A code from the link that is refused: say why once and price without it (nothing is lost).
    if (!promoRefused) return;
    toast.error(serverMessage(quote.error) ?? t("errors.promo"));
    setPromoCode(null);
  }, [promoRefused, quote.error, setPromoCode, t]);

  useEffect(() => {
    setProductBar({ sticky: !!shownQuote, price: shownQuote?.total.retail ?? 0, submit: quoteReady && !!shownQuote });
  }, [shownQuote, quoteReady, setProductBar]);

  // The address follows the selection, so that a reload or a shared link shows the same.
  const shownOptionId = option?.id ?? null;
  useEffect(() => {
    // Only while step 1 is the current page (not once Continue has navigated to step 2).
    if (!shownOptionId || window.location.pathname !== pathFor("city-checkout-information", locale, { city })) return;
    const href = checkoutInformationHref(locale, city, {
      productId: query.productId,
      optionId: shownOptionId,
      date: date ?? undefined,
      passengers,
    });
    const current = `${window.location.pathname}${window.location.search}`;
    if (href !== current) window.history.replaceState(window.history.state, "", `${href}${window.location.hash}`);
  }, [shownOptionId, date, passengers, city, locale, query.productId]);

  if (productPending && !product)
    return (
      <p role="status" className="checkout__loading">
        {t("checkout.loading")}
      </p>
    );
  if (!product || !option) {
    return (
      <div role="alert" className="notice notice--error">
        <p>
          {productResult.error
            ? (serverMessage(productResult.error) ?? t("errors.missingQuery"))
            : t("errors.missingQuery")}
        </p>
        <p>
          <a className="button button--secondary" href={pathFor("city-tours", locale, { city })}>
            {t("checkout.backToTours")}
          </a>
        </p>
      </div>
    );
  }

  const refused = referrer.state === "refused";
  // The field Continue needs first: the day, then (timed tours) the departure time.
  const missing: "date" | "time" | null = !date ? "date" : startTimeProduct && !availabilityId ? "time" : null;
  const missingText = missing === "date" ? t("errors.selectDate") : missing === "time" ? t("errors.selectTime") : null;
  const messages: string[] = [];
  if (refused) messages.push(t("errors.referrer"));
  if (violation && (submitted || violation.key !== "NO_TICKETS")) messages.push(ruleText(violation, t));
  if (submitted && missingText) messages.push(missingText);
  if (calendar.error) messages.push(t("errors.calendarRefresh"));
  if (startTimes.error) messages.push(t("errors.calendarFinal"));
  if (quote.error && !promoRefused) messages.push(serverMessage(quote.error) ?? t("errors.calendarFinal"));
  if (sendError) messages.push(sendError);

  const changePassengers = (type: keyof CheckoutPassengers, count: number) => {
    clearSendError();
    const next = { ...passengers, [type]: count };
    setPassengers(next);
    pushEvent(passengersSelectedEvent(product.id, Object.fromEntries(Object.entries(next).filter(([, n]) => n > 0))));
  };

  const send = (replace: boolean) => {
    setReplacing(false);
    void hold(
      { productId: product.id, optionId: option.id, date: date as string, availabilityId, passengers: mix },
      replace,
    );
  };

  const onContinue = () => {
    setSubmitted(true);
    if (missing) {
      // Named under the field, announced with the messages, and the field takes the focus (in view on a phone too),
      // as soon as it is on screen (a day's start times may still be rendering: focus-missing.ts).
      window.setTimeout(() => {
        if (missing === "date") {
          focusMissingField(dateSection.current, () =>
            dateSection.current?.querySelector<HTMLElement>(".calendar__grid button[tabindex='0']"),
          );
        } else {
          focusMissingField(timeFieldset.current, () =>
            timeFieldset.current?.querySelector<HTMLElement>("input:not([disabled])"),
          );
        }
      }, 0);
      return;
    }
    if (refused || violation) {
      setRevealed((n) => n + 1);
      return;
    }
    if (heldTour && !holdsSameTour({ productId: product.id, optionId: option.id })) {
      setReplacing(true);
      return;
    }
    send(false);
  };

  return (
    <div className="checkout-step">
      <div className="checkout-step__main">
        <h2 className="checkout-step__product">{product.title}</h2>
        {product.options.length > 1 && (
          <OptionChoices
            options={product.options}
            chosenId={option.id}
            locale={locale}
            party={
              date && !violation
                ? { productId: query.productId, date, passengers: mix, promoCode, availabilityId }
                : null
            }
            onChoose={(o) => {
              setOptionId(o.id);
              clearSendError();
              pushEvent(selectDurationEvent(product.id, o.id, o.title));
            }}
          />
        )}
        <DateField
          sectionRef={dateSection}
          month={shownMonth}
          days={days}
          selected={date}
          today={today}
          locale={locale}
          city={city}
          alerts={alerts}
          busy={calendar.loading || calendarData !== calendar.data}
          noDates={noDates}
          missingText={submitted && missing === "date" ? missingText : null}
          onSelect={(d) => {
            setDate(d);
            setAvailabilityId(null);
            clearSendError();
            pushEvent(selectDateEvent(product.id, d));
          }}
          onMonth={setMonth}
        />
        {startTimeProduct && date && (
          <StartTimeField
            fieldsetRef={timeFieldset}
            slots={slots}
            loading={startTimes.loading}
            chosen={availabilityId}
            missingText={submitted && missing === "time" ? missingText : null}
            onChoose={setAvailabilityId}
          />
        )}
        <fieldset className="field-group">
          <legend className="field-group__legend">{t("checkout.passengers")}</legend>
          <PassengerInputs
            units={units}
            values={passengers}
            locale={locale}
            familyRule={familyRule}
            invalidField={violation && (submitted || violation.key !== "NO_TICKETS") ? violation.field : null}
            errorId={errorId}
            onChange={changePassengers}
          />
        </fieldset>
        <FamilyPassSuggestion
          city={city}
          locale={locale}
          productId={product.id}
          durationMinutes={option.durationMinutes}
          date={date}
          mix={mix}
          rule={familyRule}
          currentTotal={shownQuote?.total ?? null}
        />
        <div id={errorId} ref={messagesRef} tabIndex={-1} className="checkout-messages" aria-live="polite">
          {messages.map((m) => (
            <p key={m} className="notice notice--error" data-testid="rule-message">
              {m}
            </p>
          ))}
          {groupRequest && (
            <p>
              <a className="button button--secondary" href={pathFor("city-private-tour", locale, { city })}>
                {t("checkout.groupRequestLink")}
              </a>
            </p>
          )}
        </div>
      </div>
      <SelectionTotals
        title={`${product.title} – ${option.title}`}
        quote={shownQuote}
        busy={quote.loading}
        locale={locale}
        city={city}
        promoCode={promoCode}
        date={date}
        time={slotTime}
        productBar={productBar}
        sending={sending}
        describedBy={messages.length ? errorId : undefined}
        onContinue={onContinue}
      />
      <ConfirmDialog
        open={replacing}
        title={t("errors.tourInCart")}
        text={t("checkout.replaceCartQuestion")}
        confirmLabel={t("checkout.replaceCart")}
        cancelLabel={t("checkout.keepCart")}
        onConfirm={() => send(true)}
        onCancel={() => setReplacing(false)}
      />
    </div>
  );
}
