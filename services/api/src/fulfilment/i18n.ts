/**
 * Texts of the ticket PDF, the calendar file and the booking e-mails (confirmation, cancellation, change of date): the
 * "mail" catalogue (services/api/messages/{lng}/mail.json, read by ../i18n.ts, ADR 0364), and the dates and times in
 * them.
 */
import { formatDate, formatTime } from "../../../../domain/format.ts";
import { formatValidDays } from "../../../../domain/validity.ts";
import type { Locale } from "../locale.ts";
import { validDates, type TicketData } from "./tickets.ts";
import { t as translated, type KeyOf } from "../i18n.ts";

/** The namespace's keys (services/api/messages/en/mail.json). */
export type TextKey = KeyOf<"mail">;

export function text(key: TextKey, locale: Locale, params: Record<string, string> = {}): string {
  return translated("mail", key, locale, params);
}

export function whenText(t: TicketData, locale: Locale): { date: string; time: string } {
  const ms = Date.parse(t.start);
  if (Number.isNaN(ms)) return { date: t.start, time: "" };
  return {
    date: formatDate(ms, locale, t.timezone),
    time: t.allDay ? text("allDay", locale) : formatTime(ms, locale, t.timezone),
  };
}

/** A tour's first facts rows (reference, product, option, date, time): the booking e-mails' and the reminder's. */
export function tourRows(t: TicketData, locale: Locale): [string, string][] {
  const when = whenText(t, locale);
  return [
    [text("reference", locale), t.reference],
    [text("product", locale), t.productTitle],
    ...(t.optionTitle ? [[text("option", locale), t.optionTitle] as [string, string]] : []),
    [text("date", locale), when.date],
    [text("time", locale), when.time],
  ];
}

/** The days a ticket is valid on, in the language's short words ("Sat 12 Dec and Sun 13 Dec"; domain/validity.ts). */
export function validDaysText(t: { start: string; days?: number }, locale: Locale): string {
  return formatValidDays(validDates(t), locale);
}

/** "Valid Sat 12 Dec and Sun 13 Dec" (docs/adr/0359): the sentence of an add-on's ticket group and the calendar. */
export function validityText(t: { start: string; days?: number }, locale: Locale): string {
  return text((t.days ?? 1) > 1 ? "validOnDays" : "validOnDay", locale, { days: validDaysText(t, locale) });
}

/** The facts row of a ticket valid more than one day (none for a one-day ticket: its date row says it). */
export function validityRows(t: { start: string; days?: number }, locale: Locale): [string, string][] {
  return (t.days ?? 1) > 1 ? [[text("validity", locale), validDaysText(t, locale)]] : [];
}
