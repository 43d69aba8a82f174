/**
 * The reminder the day before the tour, in the booking's language, with the service-alert block that the
 * ticket e-mail also shows (alert-block.ts). Its texts: the "mail" catalogue (services/api/messages, ADR 0364).
 */
import type { Locale } from "../locale.ts";
import type { MailMessage } from "./mail.ts";
import { text, tourRows, validityRows } from "./i18n.ts";
import type { TicketData } from "./tickets.ts";
import type { TourFacts } from "./tour-facts.ts";
import { alertsHtml, alertsPlain } from "./alert-block.ts";
import { factsTable, html, mailDocument } from "./mail-html.ts";
import { t as translated, type KeyOf } from "../i18n.ts";
import { formatClockTime } from "../../../../domain/format.ts";
import { countsText } from "./passenger-count.ts";

/** The reminder's own texts: the "reminder.*" keys of the "mail" catalogue (services/api/messages, ADR 0364). */
type Key = KeyOf<"mail"> extends infer K ? (K extends `reminder.${infer R}` ? R : never) : never;
export const reminderText = (key: Key, l: Locale, params: Record<string, string> = {}): string =>
  translated("mail", `reminder.${key}`, l, params);

export function reminderMail(
  t: TicketData,
  facts: TourFacts,
  opts: {
    to: string;
    locale: Locale;
    supportEmail: string;
    messageId: string;
    ticketsUrl: string;
    manageUrl: string;
    logo?: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg" } | null;
  },
): MailMessage {
  const l = opts.locale;
  const subject = reminderText("subject", l, { product: t.productTitle, reference: t.reference });
  const rows: [string, string][] = [
    ...tourRows(t, l),
    // A 2-day pass's days (docs/adr/0359).
    ...validityRows(t, l),
    ...(facts.meetingPoint ? [[reminderText("meetingPoint", l), facts.meetingPoint] as [string, string]] : []),
    ...(facts.firstDeparture
      ? [[reminderText("firstDeparture", l), formatClockTime(facts.firstDeparture, l)] as [string, string]]
      : []),
    [text("passengers", l), countsText(t.passengers, l)],
  ];
  const hello = t.customerName ? text("hello", l, { name: t.customerName }) : text("helloAnon", l);
  const care = text("care", l, { email: opts.supportEmail });
  const plain = [
    hello,
    "",
    reminderText("intro", l),
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    ...alertsPlain(facts.alerts, l),
    reminderText("bring", l),
    `${reminderText("ticketsLink", l)}: ${opts.ticketsUrl}`,
    `${text("manageLink", l)}: ${opts.manageUrl}`,
    "",
    care,
    "",
    `${t.operator} - ${t.cityName}`,
  ].join("\n");
  const logoCid = "brand-logo@reminder";
  const body = mailDocument({
    lang: l,
    subject,
    operator: t.operator,
    cityName: t.cityName,
    logoCid: opts.logo ? logoCid : null,
    inner: `<p>${html(hello)}</p><p>${html(reminderText("intro", l))}</p>
${factsTable(rows)}
${alertsHtml(facts.alerts, l)}
<p>${html(reminderText("bring", l))}</p>
<p><a href="${html(opts.ticketsUrl)}" style="color:#c7121f;font-weight:bold">${html(reminderText("ticketsLink", l))}</a></p>
<p><a href="${html(opts.manageUrl)}" style="color:#c7121f;font-weight:bold">${html(text("manageLink", l))}</a></p>
<p style="color:#5f5f6b">${html(care)}</p>`,
  });
  return {
    to: opts.to,
    subject,
    text: plain,
    html: body,
    attachments: opts.logo
      ? [
          {
            filename: `logo.${opts.logo.mimeType === "image/png" ? "png" : "jpg"}`,
            content: Buffer.from(opts.logo.bytes),
            contentType: opts.logo.mimeType,
            cid: logoCid,
          },
        ]
      : [],
    messageId: opts.messageId,
  };
}
