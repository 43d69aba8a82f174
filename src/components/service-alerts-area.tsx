import React, { useEffect, useState } from "react";
import { coversLocalDate } from "../../domain/zoned-time";
import type { Alert } from "../content/city-info";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { LocalizedLink } from "./localized-link";

/** True when the alert is in force at `now` (started, and not ended; no end date: until further notice). */
export function alertIsCurrent(a: Pick<Alert, "startDate" | "endDate">, now: number): boolean {
  const start = a.startDate ? Date.parse(a.startDate) : NaN;
  if (Number.isNaN(start) || start > now) return false;
  return !a.endDate || Number.isNaN(Date.parse(a.endDate)) || Date.parse(a.endDate) >= now;
}

/** Where the server-rendered area says at what time it chose its alerts (epoch ms). */
const RENDERED_AT = "data-alerts-at";

/**
 * The time the area chooses its alerts by on its first render: on the server, the time it renders; in the browser
 * hydrating that HTML, the time the HTML says (so the first render matches it); on a page opened without it (a
 * client-side navigation), now.
 */
function firstNow(): number {
  if (typeof document === "undefined") return Date.now();
  const at = Number(document.querySelector(`[${RENDERED_AT}]`)?.getAttribute(RENDERED_AT));
  return Number.isFinite(at) && at > 0 ? at : Date.now();
}

/**
 * The city's service alerts where people book: those in force now (city home, product page), or those
 * covering a chosen date (checkout step 1, `date`). A labelled region, shown only when there is one. The current
 * alerts are in the server-rendered page (chosen at the time it was built, which the HTML carries), so the page does
 * not move when it loads (CLS); after mount the browser's clock chooses again, which changes the area only when an
 * alert started or ended since the build.
 */
export function ServiceAlertsArea({
  alerts,
  locale,
  city,
  date,
  timeZone,
  label,
}: {
  alerts: readonly Alert[];
  locale: Locale;
  city: string;
  /** A chosen tour date: the alerts covering it instead of the current ones. */
  date?: string | null;
  timeZone?: string;
  label: string;
}) {
  const t = useT();
  const [now, setNow] = useState<number>(firstNow);
  useEffect(() => setNow(Date.now()), []);
  const shown = alerts.filter((a) =>
    date ? coversLocalDate(a, date, timeZone ?? "Europe/Paris") : alertIsCurrent(a, now),
  );
  // Nothing to show: an empty marker still carries the time, so that hydration chooses as the server did.
  if (shown.length === 0) return date ? null : <div hidden {...{ [RENDERED_AT]: now }} />;
  return (
    <section className="alerts-area" aria-label={label} {...(date ? {} : { [RENDERED_AT]: now })}>
      <ul className="alerts">
        {shown.map((a, i) => (
          <li key={i} className={`alert alert--${a.severity ?? "info"}`}>
            <p className="alert__title">
              <strong>{a.title}</strong>
            </p>
            {a.lines.map((line, j) => (
              <p key={j}>{line}</p>
            ))}
          </li>
        ))}
      </ul>
      {city && !date && (
        <p className="alerts-area__more">
          <LocalizedLink to="city-service-status" locale={locale} params={{ city }}>
            {t("alerts.all")}
          </LocalizedLink>
        </p>
      )}
    </section>
  );
}
