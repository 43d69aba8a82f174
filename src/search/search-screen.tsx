import React, { useEffect, useRef, useState } from "react";
import type { ProductSummary } from "../content/content-mappers";
import type { Locale } from "../i18n/locales";
import { passengerHintKey, passengerLabelKey } from "../i18n/passenger-texts";
import { useT } from "../i18n/use-t";
import type { Currency } from "../lib/money";
import { PassengerField } from "./passenger-field";
import { SearchResults } from "./search-results";
import { cityById } from "../../domain/cities";
import {
  DEFAULT_PASSENGERS,
  MAX_COUNT,
  parseCount,
  searchProblems,
  todayIn,
  type SearchParams,
  type SearchProblem,
} from "./search-params";
import { PASSENGER_TYPES, type PassengerType } from "../../domain/passengers";
import { useSearch } from "./use-search";
import type { CalendarProduct } from "./search-api";
import { SearchDateField } from "./search-date-field";

type Counts = Record<PassengerType, string>;
const countsOf = (p: SearchParams["passengers"]): Counts =>
  Object.fromEntries(PASSENGER_TYPES.map((type) => [type, String(p[type])])) as Counts;

export interface SearchScreenProps {
  title: string;
  city: string;
  locale: Locale;
  /** The city's IANA time zone: "today" is the city's. */
  timeZone: string;
  currency: Currency;
  /** The city's products from the CMS (photo, title), by the supplier's product id. */
  products: ProductSummary[];
  /** The headline tour whose calendar the date field shows (null: any day from today). */
  product?: CalendarProduct | null;
}

/** Search (route city-search): a date and a party give the city's tours bookable that day with the party's total. */
export function SearchScreen({ title, city, locale, timeZone, currency, products, product = null }: SearchScreenProps) {
  const t = useT();
  // The city's family rule (Paris 2/2, Bath 2/3...): the same rules as step 1 of the checkout.
  const familyRule = cityById(city)?.familyPassRule ?? null;
  const familyHint =
    familyRule && (familyRule.adultNumber > 0 || familyRule.childrenNumber > 0)
      ? `${t("checkout.familyRule", { adults: familyRule.adultNumber, children: familyRule.childrenNumber })} · ${t(passengerHintKey("family"))}`
      : t(passengerHintKey("family"));
  const [date, setDate] = useState("");
  const [counts, setCounts] = useState<Counts>(countsOf(DEFAULT_PASSENGERS));
  const [showProblems, setShowProblems] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { view, search } = useSearch(
    city,
    locale,
    (params) => {
      setDate(params.date ?? "");
      setCounts(countsOf(params.passengers));
      // A URL's search the rules refuse shows why instead of running.
      setShowProblems(params.date !== null && searchProblems(params, todayIn(timeZone), familyRule).length > 0);
    },
    (params) => searchProblems(params, todayIn(timeZone), familyRule).length === 0,
  );

  // A field that is not a whole number 0..160 counts as invalid input ("Please select your tickets").
  const parsed = Object.fromEntries(PASSENGER_TYPES.map((type) => [type, parseCount(counts[type])])) as Record<
    PassengerType,
    number | null
  >;
  const badCount = PASSENGER_TYPES.some((type) => parsed[type] === null);
  const params: SearchParams = {
    date: date || null,
    passengers: Object.fromEntries(
      PASSENGER_TYPES.map((type) => [type, parsed[type] ?? 0]),
    ) as SearchParams["passengers"],
  };
  // The city's today is the browser's to compute (a static page's build day would be stale).
  const [today, setToday] = useState("");
  useEffect(() => setToday(todayIn(timeZone)), [timeZone]);
  const problems: SearchProblem[] = searchProblems(params, today, familyRule);
  if (badCount && !problems.some((p) => p.field === "passengers"))
    problems.push({ field: "passengers", message: "errors.selectTickets" });
  const dateProblem = showProblems ? problems.find((p) => p.field === "date") : undefined;
  // Passenger rules are checked as the visitor types.
  const passengerProblem = problems.find((p) => p.field === "passengers");

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (problems.length > 0 || !params.date) {
      setShowProblems(true);
      const first = problems[0];
      if (first?.field === "date") formRef.current?.querySelector<HTMLButtonElement>("#search-date")?.focus();
      else formRef.current?.querySelector<HTMLInputElement>("#search-adult")?.focus();
      return;
    }
    search({ ...params, date: params.date });
  };

  return (
    <div className="search">
      <h1>{title}</h1>
      <p className="lead">{t("search.lead")}</p>
      <form ref={formRef} className="search-form" onSubmit={onSubmit} noValidate aria-labelledby="search-form-title">
        <h2 id="search-form-title" className="visually-hidden">
          {t("search.formTitle")}
        </h2>
        <div className="search-form__date">
          {/* The checkout's calendar with availability and prices, not a native date input (ADR 0352). */}
          <SearchDateField
            id="search-date"
            label={t("search.date")}
            value={date || null}
            today={today}
            city={city}
            locale={locale}
            product={product}
            passengers={passengerProblem ? null : params.passengers}
            invalid={!!dateProblem}
            describedBy={dateProblem ? "search-date-error" : undefined}
            onChange={setDate}
          />
          {dateProblem && (
            <p id="search-date-error" className="field-error">
              {t(dateProblem.message)}
            </p>
          )}
        </div>
        <fieldset
          className="search-form__passengers"
          aria-describedby={passengerProblem ? "search-passengers-error" : undefined}
        >
          <legend>{t("search.passengers")}</legend>
          {PASSENGER_TYPES.map((type) => (
            <PassengerField
              key={type}
              id={`search-${type}`}
              label={t(passengerLabelKey(type))}
              hint={type === "family" ? familyHint : t(passengerHintKey(type))}
              value={counts[type]}
              max={MAX_COUNT}
              invalid={!!passengerProblem}
              describedBy={passengerProblem ? "search-passengers-error" : undefined}
              onChange={(value) => setCounts((c) => ({ ...c, [type]: value }))}
            />
          ))}
          <p id="search-passengers-error" className="field-error" role="alert" hidden={!passengerProblem}>
            {passengerProblem ? t(passengerProblem.message, passengerProblem.params) : ""}
          </p>
        </fieldset>
        <button type="submit" className="button button--primary search-form__submit">
          {t("search.submit")}
        </button>
      </form>
      <SearchResults
        view={view}
        city={city}
        locale={locale}
        currency={currency}
        products={products}
        onPickDate={(picked) => {
          if (view.status === "idle" || view.status === "loading") return;
          setDate(picked);
          search({ ...view.params, date: picked });
        }}
      />
    </div>
  );
}
