/** Texts of the ticket PDF, the calendar file and the confirmation e-mail, in the four site languages. */
import { LANGUAGE_TAGS, type Locale } from "../locale.ts";
import type { TicketData } from "./tickets.ts";

const TEXTS = {
  en: {
    ticket: "Ticket",
    tickets: "Your tickets",
    reference: "Booking reference",
    date: "Date",
    time: "Time",
    allDay: "valid all day",
    passengers: "Passengers",
    product: "Tour",
    option: "Option",
    customer: "Lead passenger",
    total: "Total paid",
    scan: "Show this QR code to the driver or at the stop. One code per passenger.",
    freeCancellation: "Free cancellation up to 24 hours before the tour (until {until}).",
    subjectConfirmation: "Your booking {reference} is confirmed: {product}",
    subjectResend: "Your tickets for booking {reference}: {product}",
    hello: "Hello {name},",
    helloAnon: "Hello,",
    intro: "Thank you for your booking. Your tickets are attached to this e-mail as a PDF file.",
    manage: "To resend your tickets or cancel your booking, use the booking reference {reference} and this e-mail address on our website.",
    care: "Questions? Contact customer care: {email}",
    calendarTitle: "{product} ({city})",
    attachment: "tickets-{reference}.pdf",
    manageLink: "Manage my booking",
  },
  fr: {
    ticket: "Billet",
    tickets: "Vos billets",
    reference: "Référence de réservation",
    date: "Date",
    time: "Heure",
    allDay: "valable toute la journée",
    passengers: "Passagers",
    product: "Visite",
    option: "Option",
    customer: "Passager principal",
    total: "Total payé",
    scan: "Présentez ce QR code au chauffeur ou à l'arrêt. Un code par passager.",
    freeCancellation: "Annulation gratuite jusqu'à 24 heures avant la visite (jusqu'au {until}).",
    subjectConfirmation: "Votre réservation {reference} est confirmée : {product}",
    subjectResend: "Vos billets pour la réservation {reference} : {product}",
    hello: "Bonjour {name},",
    helloAnon: "Bonjour,",
    intro: "Merci pour votre réservation. Vos billets sont joints à cet e-mail au format PDF.",
    manage: "Pour recevoir à nouveau vos billets ou annuler votre réservation, utilisez la référence {reference} et cette adresse e-mail sur notre site.",
    care: "Des questions ? Contactez le service client : {email}",
    calendarTitle: "{product} ({city})",
    attachment: "billets-{reference}.pdf",
    manageLink: "Gérer ma réservation",
  },
  es: {
    ticket: "Entrada",
    tickets: "Sus entradas",
    reference: "Referencia de la reserva",
    date: "Fecha",
    time: "Hora",
    allDay: "válida todo el día",
    passengers: "Pasajeros",
    product: "Tour",
    option: "Opción",
    customer: "Pasajero principal",
    total: "Total pagado",
    scan: "Muestre este código QR al conductor o en la parada. Un código por pasajero.",
    freeCancellation: "Cancelación gratuita hasta 24 horas antes del tour (hasta el {until}).",
    subjectConfirmation: "Su reserva {reference} está confirmada: {product}",
    subjectResend: "Sus entradas de la reserva {reference}: {product}",
    hello: "Hola {name}:",
    helloAnon: "Hola:",
    intro: "Gracias por su reserva. Sus entradas están adjuntas a este correo en formato PDF.",
    manage: "Para volver a recibir sus entradas o cancelar su reserva, utilice la referencia {reference} y esta dirección de correo electrónico en nuestra web.",
    care: "¿Preguntas? Póngase en contacto con atención al cliente: {email}",
    calendarTitle: "{product} ({city})",
    attachment: "entradas-{reference}.pdf",
    manageLink: "Gestionar mi reserva",
  },
  nl: {
    ticket: "Ticket",
    tickets: "Uw tickets",
    reference: "Boekingsreferentie",
    date: "Datum",
    time: "Tijd",
    allDay: "de hele dag geldig",
    passengers: "Passagiers",
    product: "Tour",
    option: "Optie",
    customer: "Hoofdpassagier",
    total: "Totaal betaald",
    scan: "Toon deze QR-code aan de chauffeur of bij de halte. Eén code per passagier.",
    freeCancellation: "Gratis annuleren tot 24 uur voor de tour (tot {until}).",
    subjectConfirmation: "Uw boeking {reference} is bevestigd: {product}",
    subjectResend: "Uw tickets voor boeking {reference}: {product}",
    hello: "Beste {name},",
    helloAnon: "Beste klant,",
    intro: "Bedankt voor uw boeking. Uw tickets zitten als pdf-bestand bij deze e-mail.",
    manage: "Om uw tickets opnieuw te ontvangen of uw boeking te annuleren, gebruikt u de referentie {reference} en dit e-mailadres op onze website.",
    care: "Vragen? Neem contact op met de klantenservice: {email}",
    calendarTitle: "{product} ({city})",
    attachment: "tickets-{reference}.pdf",
    manageLink: "Mijn boeking beheren",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type TextKey = keyof (typeof TEXTS)["en"];

export function text(key: TextKey, locale: Locale, params: Record<string, string> = {}): string {
  return TEXTS[locale][key].replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m);
}

/** "Tuesday 14 July 2026" in the tour's city time zone. */
export function formatDate(ms: number, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(ms);
}

export function formatTime(ms: number, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone, hour: "2-digit", minute: "2-digit" }).format(ms);
}

export function formatDateTime(ms: number, timeZone: string, locale: Locale): string {
  return `${formatDate(ms, timeZone, locale)} ${formatTime(ms, timeZone, locale)}`;
}

export function whenText(t: TicketData, locale: Locale): { date: string; time: string } {
  const ms = Date.parse(t.start);
  if (Number.isNaN(ms)) return { date: t.start, time: "" };
  return { date: formatDate(ms, t.timezone, locale), time: t.allDay ? text("allDay", locale) : formatTime(ms, t.timezone, locale) };
}
