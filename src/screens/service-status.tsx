import React, { useEffect } from "react";
import type { Alert } from "../content/city-info";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { formatDate } from "../components/article-card";
import { pushEvent } from "../analytics/data-layer";
import { alertEvent } from "../analytics/events";

/** The city's current service alerts (ended ones are left out). */
export function ServiceStatus({ title, alerts, locale }: { title: string; alerts: Alert[]; locale: Locale }) {
  const t = useT();
  const now = Date.now();
  const current = alerts.filter((a) => !a.endDate || Date.parse(a.endDate) >= now);
  const shown = current.map((a) => `${a.severity ?? "info"}|${a.title}`).join("\n");
  useEffect(() => {
    // alert: each service alert shown to the visitor, once per page view
    for (const line of shown ? shown.split("\n") : []) {
      const [severity = "info", ...title] = line.split("|");
      pushEvent(alertEvent(severity, title.join("|")));
    }
  }, [shown]);
  return (
    <>
      <h1>{title}</h1>
      {current.length === 0 ? (
        <p className="status-ok">{t("alerts.none")}</p>
      ) : (
        <ul className="alerts">
          {current.map((a, i) => (
            <li key={i} className={`alert alert--${a.severity ?? "info"}`}>
              <h2>{a.title}</h2>
              <p className="meta">
                {t("alerts.from", {
                  start: a.startDate ? formatDate(a.startDate, locale) : "",
                  end: a.endDate ? formatDate(a.endDate, locale) : "",
                })}
              </p>
              {a.lines.map((line, j) => (
                <p key={j}>{line}</p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
