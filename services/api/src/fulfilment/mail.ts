/**
 * The booking e-mails in the visitor's language: the confirmation (HTML + text, PDF attached), the cancellation (refund
 * and void tickets) and the change of date (old and new date, new reference, new tickets attached); the SMTP transport.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Locale } from "../locale.ts";
import { formatMoney } from "../../../../domain/money.ts";
import { formatTourStart } from "../../../../domain/format.ts";
import { breakdownRows, type BreakdownRow } from "./breakdown-text.ts";
import { text, tourRows, validityRows, type TextKey } from "./i18n.ts";
import { ticketGroups, type TicketGroup } from "./ticket-groups.ts";
import { allTicketItems, freeCancellationDeadline, inCityLanguage, toursOfTicket, type TicketData } from "./tickets.ts";
import { alertsHtml, alertsPlain } from "./alert-block.ts";
import { factsTable, html, mailDocument } from "./mail-html.ts";
import type { ServiceAlertFact } from "./tour-facts.ts";
import { timetableRows } from "./timetable.ts";
import { countsText } from "./passenger-count.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `cid`: an inline part the html shows (`src="cid:…"`). */
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  messageId: string;
  /** Answers go to this address (the visitor's, on a form message to the support team). */
  replyTo?: string;
  /** `Name <address>` of the sender (the brand's, CMS site settings); the transport's default otherwise. */
  from?: string;
}

/** Content-ID of the brand's logo, an inline part of the confirmation e-mail. */
const LOGO_CID = "brand-logo@tickets";

export function confirmationMail(
  ticket: TicketData,
  pdf: Uint8Array,
  opts: {
    kind: "confirmation" | "resend";
    to: string;
    locale: Locale;
    supportEmail: string;
    messageId: string;
    /** The manage-booking page for this booking (absolute URL), linked from the e-mail. */
    manageUrl?: string;
    /** The brand's logo (CMS site settings), shown inline beside the operator's name. */
    logo?: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg" } | null;
    /** The city's service alerts covering the tour's date. */
    alerts?: readonly ServiceAlertFact[];
  },
): MailMessage {
  const t = inCityLanguage(ticket, opts.locale);
  const l = opts.locale;
  const subject = text(opts.kind === "confirmation" ? "subjectConfirmation" : "subjectResend", l, {
    reference: t.reference,
    product: t.productTitle,
  });
  const rowsOf = (t: TicketData): [string, string][] => {
    return [
      ...tourRows(t, l),
      // A 2-day ticket's days (docs/adr/0359).
      ...validityRows(t, l),
      [text("passengers", l), countsText(t.passengers, l)],
      ...(t.combinations ?? []).map(
        (c) => [text("addon", l), `${c.productTitle} (${countsText(c.passengers, l)})`] as [string, string],
      ),
      // Meeting point, first and last departure, frequency, loop duration.
      ...timetableRows(t.timetable, l),
    ];
  };
  const rows = rowsOf(t);
  // A basket's other tours (docs/adr/0366): each under its title, with its facts and its tickets.
  const others = toursOfTicket(ticket)
    .slice(1)
    .map((x) => inCityLanguage(x, l))
    .map((x) => ({ title: x.productTitle, rows: rowsOf(x), groups: ticketGroups(x, l) }));
  // The price as the site's summary shows it: list-price lines, the offers, the total paid (one renderer).
  const price = t.total.amount > 0 ? breakdownRows(t, l) : [];
  // The bus tickets apart from each add-on's, each group with its own instructions (docs/adr/0359).
  const groups = ticketGroups(t, l);
  const hello = t.customerName ? text("hello", l, { name: t.customerName }) : text("helloAnon", l);
  const until = freeCancellationDeadline(t, l);
  const cancel = text("freeCancellation", l, { until });
  const manage = text("manage", l, { reference: t.reference });
  const care = text("care", l, { email: opts.supportEmail });
  const plain = [
    hello,
    "",
    text("intro", l),
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    ...(price.length ? [text("priceDetails", l), ...price.map((r) => `${r.label}: ${r.amount}`), ""] : []),
    ...groups.flatMap((g) => [g.heading, ...g.lines, ...g.items.map((i) => `${i.title}: ${i.reference}`), ""]),
    ...others.flatMap((o) => [
      o.title,
      ...o.rows.map(([k, v]) => `${k}: ${v}`),
      "",
      ...o.groups.flatMap((g) => [g.heading, ...g.lines, ...g.items.map((i) => `${i.title}: ${i.reference}`), ""]),
    ]),
    ...alertsPlain(opts.alerts ?? [], l),
    cancel,
    manage,
    ...(opts.manageUrl ? [`${text("manageLink", l)}: ${opts.manageUrl}`] : []),
    "",
    care,
    "",
    `${t.operator} - ${t.cityName}`,
  ].join("\n");
  const body = mailDocument({
    lang: l,
    subject,
    operator: t.operator,
    cityName: t.cityName,
    logoCid: opts.logo ? LOGO_CID : null,
    inner: `<p>${html(hello)}</p><p>${html(text("intro", l))}</p>
${factsTable(rows)}
${price.length ? breakdownHtml(text("priceDetails", l), price) : ""}
${groups.map(groupHtml).join("\n")}
${others.map((o) => `<h2 style="font-size:18px;margin:24px 0 8px">${html(o.title)}</h2>\n${factsTable(o.rows)}\n${o.groups.map(groupHtml).join("\n")}`).join("\n")}
${alertsHtml(opts.alerts ?? [], l)}
<p style="background:#edf7ee;color:#1a6626;padding:10px 12px;border-radius:4px">${html(cancel)}</p>
<p>${html(manage)}</p>
${opts.manageUrl ? `<p><a href="${html(opts.manageUrl)}" style="color:#c7121f;font-weight:bold">${html(text("manageLink", l))}</a></p>` : ""}
<p style="color:#5f5f6b">${html(care)}</p>`,
  });
  return {
    to: opts.to,
    subject,
    text: plain,
    html: body,
    attachments: [
      {
        filename: text("attachment", l, { reference: t.reference }),
        content: Buffer.from(pdf),
        contentType: "application/pdf",
      },
      ...(opts.logo
        ? [
            {
              filename: `logo.${opts.logo.mimeType === "image/png" ? "png" : "jpg"}`,
              content: Buffer.from(opts.logo.bytes),
              contentType: opts.logo.mimeType,
              cid: LOGO_CID,
            },
          ]
        : []),
    ],
    messageId: opts.messageId,
  };
}

type Logo = { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg" } | null | undefined;

interface AfterwardsOptions {
  to: string;
  locale: Locale;
  supportEmail: string;
  messageId: string;
  /** The manage-booking page of the booking (absolute URL). */
  manageUrl?: string;
  logo?: Logo;
}

/** "Saturday 5 December 2026 at 10:00" (the date alone for all-day tickets) in the city's time zone. */
function startText(start: string, t: Pick<TicketData, "timezone" | "allDay">, l: Locale): string {
  const ms = Date.parse(start);
  if (Number.isNaN(ms)) return start;
  return formatTourStart(ms, t.allDay, t.timezone, l);
}

const passengersText = (t: Pick<TicketData, "passengers">, l: Locale) => countsText(t.passengers, l);

/** The frame the cancellation and change-of-date e-mails share with the confirmation's look. */
function afterwardsMail(
  ticket: TicketData,
  opts: AfterwardsOptions,
  content: {
    subject: string;
    intro: string[];
    rows: [string, string][];
    notices: { text: string; tone: "info" | "warning" | "plain" }[];
    pdf: Uint8Array | null;
    pdfName: string;
  },
): MailMessage {
  const t = inCityLanguage(ticket, opts.locale);
  const l = opts.locale;
  const hello = t.customerName ? text("hello", l, { name: t.customerName }) : text("helloAnon", l);
  const care = text("care", l, { email: opts.supportEmail });
  const plain = [
    hello,
    "",
    ...content.intro,
    "",
    ...content.rows.map(([k, v]) => `${k}: ${v}`),
    "",
    ...content.notices.map((n) => n.text),
    ...(opts.manageUrl ? [`${text("manageLink", l)}: ${opts.manageUrl}`] : []),
    "",
    care,
    "",
    `${t.operator} - ${t.cityName}`,
  ].join("\n");
  const tone = {
    info: "background:#edf7ee;color:#1a6626;padding:10px 12px;border-radius:4px",
    warning: "background:#fdecea;color:#8a1420;padding:10px 12px;border-radius:4px",
    plain: "",
  } as const;
  const body = mailDocument({
    lang: l,
    subject: content.subject,
    operator: t.operator,
    cityName: t.cityName,
    logoCid: opts.logo ? LOGO_CID : null,
    inner: `<p>${html(hello)}</p>${content.intro.map((p) => `<p>${html(p)}</p>`).join("")}
${factsTable(content.rows)}
${content.notices.map((n) => (tone[n.tone] ? `<p style="${tone[n.tone]}">${html(n.text)}</p>` : `<p>${html(n.text)}</p>`)).join("\n")}
${opts.manageUrl ? `<p><a href="${html(opts.manageUrl)}" style="color:#c7121f;font-weight:bold">${html(text("manageLink", l))}</a></p>` : ""}
<p style="color:#5f5f6b">${html(care)}</p>`,
  });
  return {
    to: opts.to,
    subject: content.subject,
    text: plain,
    html: body,
    attachments: [
      ...(content.pdf
        ? [{ filename: content.pdfName, content: Buffer.from(content.pdf), contentType: "application/pdf" }]
        : []),
      ...(opts.logo
        ? [
            {
              filename: `logo.${opts.logo.mimeType === "image/png" ? "png" : "jpg"}`,
              content: Buffer.from(opts.logo.bytes),
              contentType: opts.logo.mimeType,
              cid: LOGO_CID,
            },
          ]
        : []),
    ],
    messageId: opts.messageId,
  };
}

/**
 * The cancellation e-mail: the booking that was cancelled (reference, tour, date), its tickets now void, and the
 * amount refunded to the card (the amount the cancel dialog quoted, minor units) with when it arrives.
 */
export function cancellationMail(
  t: TicketData,
  opts: AfterwardsOptions & { refund: { amount: number; currency: string } },
): MailMessage {
  const l = opts.locale;
  const amount = formatMoney(opts.refund.amount, opts.refund.currency, l);
  const rows: [string, string][] = [
    ...tourRows(t, l),
    [text("passengers", l), passengersText(t, l)],
    [
      text("cancelledTickets", l),
      allTicketItems(t)
        .map((i) => i.reference)
        .join(", "),
    ],
    ...(opts.refund.amount > 0 ? [[text("refundRow", l), amount] as [string, string]] : []),
  ];
  return afterwardsMail(t, opts, {
    subject: text("subjectCancelled", l, { reference: t.reference, product: t.productTitle }),
    intro: [text("cancelledIntro", l)],
    rows,
    notices: [
      ...(opts.refund.amount > 0 ? [{ text: text("refundWhen", l, { amount }), tone: "info" as const }] : []),
      { text: text("voidTickets", l), tone: "warning" },
    ],
    pdf: null,
    pdfName: "",
  });
}

/**
 * The change-of-date e-mail: the booking moved (old and new date, old and new reference), the old tickets are void,
 * the new ones attached (`pdf`: the new booking's tickets; null when the booking has changed again or been cancelled
 * since, and a later e-mail tells that). `t` is the new booking's ticket; money in minor units.
 */
export function dateChangedMail(
  t: TicketData,
  pdf: Uint8Array | null,
  opts: AfterwardsOptions & {
    oldReference: string;
    oldStart: string | null;
    refunded: number;
    paid: number;
    currency: string;
  },
): MailMessage {
  const l = opts.locale;
  const money = (amount: number) => formatMoney(amount, opts.currency, l);
  const row = (key: TextKey, value: string): [string, string] => [text(key, l), value];
  const rows: [string, string][] = [
    row("newReference", t.reference),
    row("oldReference", opts.oldReference),
    ...(opts.oldStart ? [row("oldDate", startText(opts.oldStart, t, l))] : []),
    row("newDate", startText(t.start, t, l)),
    ...validityRows(t, l),
    row("product", t.productTitle),
    ...(t.optionTitle ? [row("option", t.optionTitle)] : []),
    row("passengers", passengersText(t, l)),
    // Where to go on the new date (meeting point, timetable), as the confirmation e-mail says it.
    ...timetableRows(t.timetable, l),
    ...(opts.refunded > 0 ? [row("refundRow", money(opts.refunded))] : []),
    ...(opts.paid > 0 ? [row("changePaid", money(opts.paid))] : []),
  ];
  const until = freeCancellationDeadline(t, l);
  return afterwardsMail(t, opts, {
    subject: text("subjectDateChanged", l, { reference: t.reference, product: t.productTitle }),
    intro: pdf ? [text("dateChangedIntro", l)] : [text("changedSince", l)],
    rows,
    notices: [
      { text: text("oldTicketsVoid", l, { reference: opts.oldReference }), tone: "warning" },
      ...(pdf ? [{ text: text("freeCancellation", l, { until }), tone: "info" as const }] : []),
      ...(pdf ? [{ text: text("manage", l, { reference: t.reference }), tone: "plain" as const }] : []),
    ],
    pdf,
    pdfName: text("attachment", l, { reference: t.reference }),
  });
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `from`: the sender of messages that name none (MAIL_FROM). */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  // Short timeouts: a dead SMTP server must fail fast so the outbox retries later.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from ?? from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        messageId: m.messageId,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The price breakdown as an HTML table of the e-mail (label, amount; the total in bold). */
function breakdownHtml(caption: string, rows: readonly BreakdownRow[]): string {
  const cell = (r: BreakdownRow) =>
    `<tr${r.kind === "total" ? ' style="border-top:1px solid #d9d9e0"' : ""}><th scope="row" style="text-align:left;padding:6px 12px 6px 0;font-weight:${r.kind === "total" ? "bold" : "normal"};color:${r.kind === "discount" ? "#1a6626" : "#1a1a1f"}">${html(r.label)}</th><td style="padding:6px 0;text-align:right;font-weight:${r.kind === "total" ? "bold" : "normal"};color:${r.kind === "discount" ? "#1a6626" : "#1a1a1f"}">${html(r.amount)}</td></tr>`;
  return `<table role="presentation" data-breakdown style="border-collapse:collapse;width:100%;margin-top:16px">
<caption style="text-align:left;font-weight:bold;padding-bottom:6px">${html(caption)}</caption>
${rows.map(cell).join("\n")}
</table>`;
}

/** One group of the e-mail's ticket list: its heading, its instructions, its tickets' references. */
function groupHtml(g: TicketGroup): string {
  return `<section data-tickets="${g.kind}" style="margin-top:16px">
<h2 style="font-size:16px;margin:0 0 6px">${html(g.heading)}</h2>
${g.lines.map((line) => `<p style="margin:0 0 6px;color:#5f5f6b">${html(line)}</p>`).join("")}
<ul style="margin:0;padding-left:20px">${g.items.map((i) => `<li>${html(i.title)}: <strong>${html(i.reference)}</strong></li>`).join("")}</ul>
</section>`;
}
