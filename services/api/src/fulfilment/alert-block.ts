/** The service alerts of the tour's date as the booking e-mails show them (ticket e-mail; 28.8: reminder). */
import escapeHtml from "escape-html";
import type { Locale } from "../locale.ts";
import type { ServiceAlertFact } from "./tour-facts.ts";
import { t as translated } from "../i18n.ts";

/** "Service alerts for your date" ("alerts.title" of the "mail" catalogue, services/api/messages, ADR 0364). */
const title = (l: Locale): string => translated("mail", "alerts.title", l);

const html = (v: string): string => escapeHtml(v);
const ALERT_STYLE =
  "background:#fff4e5;color:#7a4100;padding:10px 12px;border-radius:4px;border-left:4px solid #b35c00";

/** The alerts as plain-text lines (title, then its lines), empty when there are none. */
export function alertsPlain(alerts: readonly ServiceAlertFact[], l: Locale): string[] {
  if (alerts.length === 0) return [];
  return [`${title(l)}:`, ...alerts.flatMap((a) => [`- ${a.title}`, ...a.lines.map((line) => `  ${line}`)]), ""];
}

/** The alerts as one HTML block (a heading and one paragraph per alert), "" when there are none. */
export function alertsHtml(alerts: readonly ServiceAlertFact[], l: Locale): string {
  if (alerts.length === 0) return "";
  const items = alerts.map(
    (a) =>
      `<div style="${ALERT_STYLE};margin:8px 0"><strong>${html(a.title)}</strong>${a.lines.map((line) => `<br>${html(line)}`).join("")}</div>`,
  );
  return `<h2 style="font-size:16px;margin:16px 0 4px">${html(title(l))}</h2>\n${items.join("\n")}`;
}
