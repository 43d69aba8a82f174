/** Texts of the ticket PDF, the calendar file and the booking e-mails (confirmation, cancellation, change of date), in the four site languages. */
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
    tooManyDownloads: "Too many downloads of these tickets. Please wait {minutes} min and try again.",
    manageLink: "Manage my booking",
    // Cancellation and change-of-date e-mails (issue 23.5).
    subjectCancelled: "Your booking {reference} is cancelled: {product}",
    cancelledIntro: "Your booking has been cancelled free of charge, as you asked.",
    refundRow: "Refunded to your card",
    refundWhen: "We are refunding {amount} to the card you paid with. Depending on your bank, it reaches your account within 5 to 10 working days.",
    voidTickets: "The tickets of this booking are no longer valid: please do not use them.",
    cancelledTickets: "Cancelled tickets",
    subjectDateChanged: "Your booking has moved to a new date: new reference {reference} ({product})",
    dateChangedIntro: "Your booking has been moved to another date. Your new tickets are attached to this e-mail as a PDF file.",
    newReference: "New booking reference",
    oldReference: "Previous booking reference",
    oldDate: "Previous date",
    newDate: "New date",
    changePaid: "Difference paid",
    oldTicketsVoid: "The tickets of booking {reference} are no longer valid: please use only the new tickets attached.",
    changedSince: "This booking has changed again since: our latest e-mail gives its current state.",
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
    tooManyDownloads: "Trop de téléchargements de ces billets. Veuillez patienter {minutes} min et réessayer.",
    manageLink: "Gérer ma réservation",
    // Cancellation and change-of-date e-mails (issue 23.5).
    subjectCancelled: "Votre réservation {reference} est annulée : {product}",
    cancelledIntro: "Votre réservation a été annulée sans frais, à votre demande.",
    refundRow: "Remboursé sur votre carte",
    refundWhen: "Nous remboursons {amount} sur la carte utilisée pour le paiement. Selon votre banque, le montant apparaît sur votre compte sous 5 à 10 jours ouvrés.",
    voidTickets: "Les billets de cette réservation ne sont plus valables : veuillez ne pas les utiliser.",
    cancelledTickets: "Billets annulés",
    subjectDateChanged: "Votre réservation a changé de date : nouvelle référence {reference} ({product})",
    dateChangedIntro: "Votre réservation a été déplacée à une autre date. Vos nouveaux billets sont joints à cet e-mail au format PDF.",
    newReference: "Nouvelle référence de réservation",
    oldReference: "Ancienne référence de réservation",
    oldDate: "Ancienne date",
    newDate: "Nouvelle date",
    changePaid: "Différence payée",
    oldTicketsVoid: "Les billets de la réservation {reference} ne sont plus valables : veuillez utiliser uniquement les nouveaux billets joints.",
    changedSince: "Cette réservation a de nouveau changé depuis : notre dernier e-mail indique son état actuel.",
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
    tooManyDownloads: "Demasiadas descargas de estas entradas. Espere {minutes} min y vuelva a intentarlo.",
    manageLink: "Gestionar mi reserva",
    // Cancellation and change-of-date e-mails (issue 23.5).
    subjectCancelled: "Su reserva {reference} está cancelada: {product}",
    cancelledIntro: "Su reserva ha sido cancelada sin coste, tal como lo solicitó.",
    refundRow: "Reembolsado en su tarjeta",
    refundWhen: "Le reembolsamos {amount} en la tarjeta con la que pagó. Según su banco, el importe aparecerá en su cuenta en un plazo de 5 a 10 días hábiles.",
    voidTickets: "Las entradas de esta reserva ya no son válidas: no las utilice.",
    cancelledTickets: "Entradas anuladas",
    subjectDateChanged: "Su reserva ha cambiado de fecha: nueva referencia {reference} ({product})",
    dateChangedIntro: "Su reserva se ha cambiado a otra fecha. Sus nuevas entradas están adjuntas a este correo en formato PDF.",
    newReference: "Nueva referencia de la reserva",
    oldReference: "Referencia anterior de la reserva",
    oldDate: "Fecha anterior",
    newDate: "Nueva fecha",
    changePaid: "Diferencia pagada",
    oldTicketsVoid: "Las entradas de la reserva {reference} ya no son válidas: utilice únicamente las nuevas entradas adjuntas.",
    changedSince: "Esta reserva ha vuelto a cambiar desde entonces: nuestro último correo indica su estado actual.",
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
    tooManyDownloads: "Te veel downloads van deze tickets. Wacht {minutes} min en probeer het opnieuw.",
    manageLink: "Mijn boeking beheren",
    // Cancellation and change-of-date e-mails (issue 23.5).
    subjectCancelled: "Uw boeking {reference} is geannuleerd: {product}",
    cancelledIntro: "Uw boeking is op uw verzoek kosteloos geannuleerd.",
    refundRow: "Teruggestort op uw kaart",
    refundWhen: "Wij storten {amount} terug op de kaart waarmee u hebt betaald. Afhankelijk van uw bank staat het bedrag binnen 5 tot 10 werkdagen op uw rekening.",
    voidTickets: "De tickets van deze boeking zijn niet meer geldig: gebruik ze niet.",
    cancelledTickets: "Geannuleerde tickets",
    subjectDateChanged: "Uw boeking is verplaatst naar een nieuwe datum: nieuwe referentie {reference} ({product})",
    dateChangedIntro: "Uw boeking is verplaatst naar een andere datum. Uw nieuwe tickets zitten als pdf-bestand bij deze e-mail.",
    newReference: "Nieuwe boekingsreferentie",
    oldReference: "Vorige boekingsreferentie",
    oldDate: "Vorige datum",
    newDate: "Nieuwe datum",
    changePaid: "Betaald verschil",
    oldTicketsVoid: "De tickets van boeking {reference} zijn niet meer geldig: gebruik alleen de nieuwe tickets in de bijlage.",
    changedSince: "Deze boeking is sindsdien opnieuw gewijzigd: onze laatste e-mail vermeldt de huidige stand.",
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
