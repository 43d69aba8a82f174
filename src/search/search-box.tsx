import { navigate } from "gatsby";
import React, { useEffect, useRef, useState } from "react";
import { pathFor } from "../../domain/route-table";
import { cityById } from "../../domain/cities";
import type { Locale } from "../i18n/locales";
import { passengerHintKey } from "../i18n/passenger-texts";
import { useT } from "../i18n/use-t";
import { PassengerField } from "./passenger-field";
import type { CalendarProduct } from "./search-api";
import { SearchDateField } from "./search-date-field";
import {
  DEFAULT_PASSENGERS,
  MAX_COUNT,
  parseCount,
  searchProblems,
  searchQueryString,
  todayIn,
  type SearchParams,
  type SearchProblem,
} from "./search-params";

type PartyProblem = Extract<SearchProblem, { field: "passengers" }>;

/**
 * The date-and-party search on every city home, above the fold on a phone (ADR 0352): the date from the checkout's
 * calendar (availability and prices), adults and children; "Search" opens the city's search screen with them, which
 * lists the tours bookable that day with the party's total.
 */
export function SearchBox({
  city,
  locale,
  timeZone,
  product,
}: {
  city: string;
  locale: Locale;
  timeZone: string;
  product: CalendarProduct | null;
}) {
  const t = useT();
  const familyRule = cityById(city)?.familyPassRule ?? null;
  const [date, setDate] = useState<string | null>(null);
  const [adults, setAdults] = useState("2");
  const [children, setChildren] = useState("0");
  const [submitted, setSubmitted] = useState(false);
  const [today, setToday] = useState("");
  useEffect(() => setToday(todayIn(timeZone)), [timeZone]);
  const form = useRef<HTMLFormElement>(null);

  const params: SearchParams = {
    date,
    passengers: { ...DEFAULT_PASSENGERS, adult: parseCount(adults) ?? 0, child: parseCount(children) ?? 0 },
  };
  const bad = parseCount(adults) === null || parseCount(children) === null;
  const problems = searchProblems(params, today, familyRule);
  const dateProblem = submitted ? problems.find((p) => p.field === "date") : undefined;
  const partyProblem: PartyProblem | undefined =
    problems.find((p): p is PartyProblem => p.field === "passengers") ??
    (bad ? { field: "passengers", message: "errors.selectTickets" } : undefined);

  return (
    <form
      ref={form}
      className="search-box"
      role="search"
      aria-labelledby="search-box-title"
      noValidate
      data-testid="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (!date || dateProblem || problems.some((p) => p.field === "date")) {
          form.current?.querySelector<HTMLElement>("#search-box-date")?.focus();
          return;
        }
        if (partyProblem) {
          form.current?.querySelector<HTMLElement>("#search-box-adult")?.focus();
          return;
        }
        void navigate(`${pathFor("city-search", locale, { city })}?${searchQueryString(params)}`);
      }}
    >
      <h2 id="search-box-title" className="search-box__title">
        {t("search.boxTitle")}
      </h2>
      <SearchDateField
        id="search-box-date"
        label={t("search.date")}
        value={date}
        today={today}
        city={city}
        locale={locale}
        product={product}
        passengers={partyProblem ? null : params.passengers}
        invalid={!!dateProblem}
        describedBy={dateProblem ? "search-box-date-error" : undefined}
        onChange={setDate}
      />
      {dateProblem && (
        <p id="search-box-date-error" className="field-error" role="alert">
          {t(dateProblem.message)}
        </p>
      )}
      <div className="search-box__party">
        <PassengerField
          id="search-box-adult"
          label={t("search.adults")}
          hint={t(passengerHintKey("adult"))}
          value={adults}
          max={MAX_COUNT}
          invalid={!!partyProblem}
          describedBy={partyProblem ? "search-box-party-error" : undefined}
          onChange={setAdults}
        />
        <PassengerField
          id="search-box-child"
          label={t("search.children")}
          hint={t(passengerHintKey("child"))}
          value={children}
          max={MAX_COUNT}
          invalid={!!partyProblem}
          describedBy={partyProblem ? "search-box-party-error" : undefined}
          onChange={setChildren}
        />
      </div>
      <p id="search-box-party-error" className="field-error" role="alert" hidden={!partyProblem}>
        {partyProblem ? t(partyProblem.message, partyProblem.params) : ""}
      </p>
      <button type="submit" className="button button--primary search-box__submit">
        {t("search.submit")}
      </button>
    </form>
  );
}
