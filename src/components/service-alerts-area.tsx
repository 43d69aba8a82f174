import React, { useEffect, useState } from "react";
import type { Alert } from "../content/city-info";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { LocalizedLink } from "./localized-link";

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
const localDate = (ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);

/** True when the alert is in force at `now` (started, and not ended; no end date: until further notice). */
export function alertIsCurrent(a: Pick<Alert, "startDate" | "endDate">, now: number): boolean {
  const start = a.startDate ? Date.parse(a.startDate) : NaN;
  if (Number.isNaN(start) || start > now) return false;
  return !a.endDate || Number.isNaN(Date.parse(a.endDate)) || Date.parse(a.endDate) >= now;
}

/** True when the alert covers the local date `date` (YYYY-MM-DD) in the city's time zone. */
export function alertCoversDate(a: Pick<Alert, "startDate" | "endDate">, date: string, timeZone: string): boolean {
  const start = a.startDate ? Date.parse(a.startDate) : NaN;
  if (Number.isNaN(start) || localDate(start, timeZone) > date) return false;
  if (!a.endDate || Number.isNaN(Date.parse(a.endDate))) return true;
  return localDate(Date.parse(a.endDate), timeZone) >= date;
}

/**
 * The city's service alerts where people book (issue 28.6): those in force now (city home, product page), or those
 * covering a chosen date (checkout step 1, `date`). A labelled region, shown only when there is one. The site is
 * static, so the clock is the browser's: the area appears after mount (the build's time would be stale).
 */
export function ServiceAlertsArea({ alerts, locale, city, date, timeZone, label }: {
  alerts: readonly Alert[];
  locale: Locale;
  city: string;
  /** A chosen tour date: the alerts covering it instead of the current ones. */
  date?: string | null;
  timeZone?: string;
  label: string;
}) {
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  if (now === null) return null;
  const shown = alerts.filter((a) => (date ? alertCoversDate(a, date, timeZone ?? "Europe/Paris") : alertIsCurrent(a, now)));
  if (shown.length === 0) return null;
  return (
    <section className="alerts-area" aria-label={label}>
      <ul className="alerts">
        {shown.map((a, i) => (
          <li key={i} className={`alert alert--${a.severity ?? "info"}`}>
            <p className="alert__title"><strong>{a.title}</strong></p>
            {a.lines.map((line, j) => <p key={j}>{line}</p>)}
          </li>
        ))}
      </ul>
      {city && !date && (
        <p className="alerts-area__more">
          <LocalizedLink to="city-service-status" locale={locale} params={{ city }}>{t("alerts.all")}</LocalizedLink>
        </p>
      )}
    </section>
  );
}
