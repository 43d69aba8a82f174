/**
 * The reminder the day before the tour, in the booking's language, with the service-alert block that the
 * ticket e-mail also shows (alert-block.ts). Its texts live here (the other mails' texts: i18n.ts).
 */
import type { Locale } from "../locale.ts";
import type { MailMessage } from "./mail.ts";
import { text, validityRows, whenText } from "./i18n.ts";
import type { TicketData } from "./tickets.ts";
import type { TourFacts } from "./tour-facts.ts";
import { alertsHtml, alertsPlain } from "./alert-block.ts";
import { factsTable, html, mailDocument } from "./mail-html.ts";
import { fill } from "../../../../domain/fill.ts";
import { formatClockTime } from "../../../../domain/format.ts";
import { countsText } from "./passenger-count.ts";

const TEXTS = {
  en: {
    subject: "Tomorrow: {{product}} (booking {{reference}})",
    intro: "Your tour is tomorrow. Here is what you need to know before you leave.",
    meetingPoint: "Meeting point",
    firstDeparture: "First departure",
    ticketsLink: "Download my tickets",
    bring: "Please have your tickets ready on your phone or printed; one QR code per passenger.",
  },
  fr: {
    subject: "Demain : {{product}} (réservation {{reference}})",
    intro: "Votre visite a lieu demain. Voici ce qu'il faut savoir avant de partir.",
    meetingPoint: "Point de rendez-vous",
    firstDeparture: "Premier départ",
    ticketsLink: "Télécharger mes billets",
    bring: "Veuillez préparer vos billets sur votre téléphone ou imprimés ; un QR code par passager.",
  },
  es: {
    subject: "Mañana: {{product}} (reserva {{reference}})",
    intro: "Su visita es mañana. Esto es lo que debe saber antes de salir.",
    meetingPoint: "Punto de encuentro",
    firstDeparture: "Primera salida",
    ticketsLink: "Descargar mis billetes",
    bring: "Tenga preparados sus billetes en el móvil o impresos; un código QR por pasajero.",
  },
  nl: {
    subject: "Morgen: {{product}} (boeking {{reference}})",
    intro: "Uw tour is morgen. Dit moet u weten voordat u vertrekt.",
    meetingPoint: "Verzamelpunt",
    firstDeparture: "Eerste vertrek",
    ticketsLink: "Mijn tickets downloaden",
    bring: "Houd uw tickets klaar op uw telefoon of geprint; één QR-code per passagier.",
  },
} as const satisfies Record<Locale, Record<string, string>>;

type Key = keyof (typeof TEXTS)["en"];
export const reminderText = (key: Key, l: Locale, params: Record<string, string> = {}): string =>
  fill(TEXTS[l][key], params);

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
  const when = whenText(t, l);
  const subject = reminderText("subject", l, { product: t.productTitle, reference: t.reference });
  const rows: [string, string][] = [
    [text("reference", l), t.reference],
    [text("product", l), t.productTitle],
    ...(t.optionTitle ? [[text("option", l), t.optionTitle] as [string, string]] : []),
    [text("date", l), when.date],
    [text("time", l), when.time],
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
