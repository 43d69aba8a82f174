/** Texts of the ticket PDF, the calendar file and the booking e-mails (confirmation, cancellation, change of date), in the four site languages. */
import { formatDate, formatTime } from "../../../../domain/format.ts";
import { formatValidDays } from "../../../../domain/validity.ts";
import type { Locale } from "../locale.ts";
import { validDates, type TicketData } from "./tickets.ts";
import { fill } from "../../../../domain/fill.ts";

const TEXTS = {
  en: {
    meetingPoint: "Meeting point",
    firstDeparture: "First departure",
    lastDeparture: "Last departure",
    frequency: "Frequency",
    loopDuration: "Loop duration",
    priceDetails: "Price details",
    offerLine: "Offer: {{title}}",
    promoLine: "Promo code {{code}}",
    discountLine: "Discount",
    addon: "Add-on",
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
    // The PDF's and the e-mail's ticket groups (docs/adr/0359): the bus tickets, then each add-on's.
    busTickets: "Bus tickets",
    scan: "Show this code to the driver when you board. One code per passenger.",
    scanAddon: "Show this code at the entrance of {{attraction}}. One code per passenger.",
    addonTickets: "Add-on: {{product}}",
    validity: "Validity",
    validOnDay: "Valid {{days}}",
    validOnDays: "Valid {{days}}",
    freeCancellation: "Free cancellation until {{until}} (local time).",
    subjectConfirmation: "Your booking {{reference}} is confirmed: {{product}}",
    subjectResend: "Your tickets for booking {{reference}}: {{product}}",
    hello: "Hello {{name}},",
    helloAnon: "Hello,",
    intro: "Thank you for your booking. Your tickets are attached to this e-mail as a PDF file.",
    manage:
      "To resend your tickets or cancel your booking, use the booking reference {{reference}} and this e-mail address on our website.",
    care: "Questions? Contact customer care: {{email}}",
    calendarTitle: "{{product}} ({{city}})",
    attachment: "tickets-{{reference}}.pdf",
    tooManyDownloads: "Too many downloads of these tickets. Please wait {{minutes}} min and try again.",
    manageLink: "Manage my booking",
    // Cancellation and change-of-date e-mails.
    subjectCancelled: "Your booking {{reference}} is cancelled: {{product}}",
    cancelledIntro: "Your booking has been cancelled free of charge, as you asked.",
    refundRow: "Refunded to your card",
    refundWhen:
      "We are refunding {{amount}} to the card you paid with. Depending on your bank, it reaches your account within 5 to 10 working days.",
    voidTickets: "The tickets of this booking are no longer valid: please do not use them.",
    cancelledTickets: "Cancelled tickets",
    subjectDateChanged: "Your booking has moved to a new date: new reference {{reference}} ({{product}})",
    dateChangedIntro:
      "Your booking has been moved to another date. Your new tickets are attached to this e-mail as a PDF file.",
    newReference: "New booking reference",
    oldReference: "Previous booking reference",
    oldDate: "Previous date",
    newDate: "New date",
    changePaid: "Difference paid",
    oldTicketsVoid:
      "The tickets of booking {{reference}} are no longer valid: please use only the new tickets attached.",
    changedSince: "This booking has changed again since: our latest e-mail gives its current state.",
  },
  fr: {
    meetingPoint: "Point de rendez-vous",
    firstDeparture: "Premier départ",
    lastDeparture: "Dernier départ",
    frequency: "Fréquence",
    loopDuration: "Durée du circuit",
    priceDetails: "Détail du prix",
    offerLine: "Offre : {{title}}",
    promoLine: "Code promo {{code}}",
    discountLine: "Réduction",
    addon: "Option",
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
    busTickets: "Billets de bus",
    scan: "Présentez ce code au chauffeur en montant dans le bus. Un code par passager.",
    scanAddon: "Présentez ce code à l’entrée de l’attraction « {{attraction}} ». Un code par passager.",
    addonTickets: "Option : {{product}}",
    validity: "Validité",
    validOnDay: "Valable le {{days}}",
    validOnDays: "Valable les {{days}}",
    freeCancellation: "Annulation gratuite jusqu’au {{until}} (heure locale).",
    subjectConfirmation: "Votre réservation {{reference}} est confirmée : {{product}}",
    subjectResend: "Vos billets pour la réservation {{reference}} : {{product}}",
    hello: "Bonjour {{name}},",
    helloAnon: "Bonjour,",
    intro: "Merci pour votre réservation. Vos billets sont joints à cet e-mail au format PDF.",
    manage:
      "Pour recevoir à nouveau vos billets ou annuler votre réservation, utilisez la référence {{reference}} et cette adresse e-mail sur notre site.",
    care: "Des questions ? Contactez le service client : {{email}}",
    calendarTitle: "{{product}} ({{city}})",
    attachment: "billets-{{reference}}.pdf",
    tooManyDownloads: "Trop de téléchargements de ces billets. Veuillez patienter {{minutes}} min et réessayer.",
    manageLink: "Gérer ma réservation",
    // Cancellation and change-of-date e-mails.
    subjectCancelled: "Votre réservation {{reference}} est annulée : {{product}}",
    cancelledIntro: "Votre réservation a été annulée sans frais, à votre demande.",
    refundRow: "Remboursé sur votre carte",
    refundWhen:
      "Nous remboursons {{amount}} sur la carte utilisée pour le paiement. Selon votre banque, le montant apparaît sur votre compte sous 5 à 10 jours ouvrés.",
    voidTickets: "Les billets de cette réservation ne sont plus valables : veuillez ne pas les utiliser.",
    cancelledTickets: "Billets annulés",
    subjectDateChanged: "Votre réservation a changé de date : nouvelle référence {{reference}} ({{product}})",
    dateChangedIntro:
      "Votre réservation a été déplacée à une autre date. Vos nouveaux billets sont joints à cet e-mail au format PDF.",
    newReference: "Nouvelle référence de réservation",
    oldReference: "Ancienne référence de réservation",
    oldDate: "Ancienne date",
    newDate: "Nouvelle date",
    changePaid: "Différence payée",
    oldTicketsVoid:
      "Les billets de la réservation {{reference}} ne sont plus valables : veuillez utiliser uniquement les nouveaux billets joints.",
    changedSince: "Cette réservation a de nouveau changé depuis : notre dernier e-mail indique son état actuel.",
  },
  es: {
    meetingPoint: "Punto de encuentro",
    firstDeparture: "Primera salida",
    lastDeparture: "Última salida",
    frequency: "Frecuencia",
    loopDuration: "Duración del recorrido",
    priceDetails: "Detalle del precio",
    offerLine: "Oferta: {{title}}",
    promoLine: "Código promocional {{code}}",
    discountLine: "Descuento",
    addon: "Extra",
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
    busTickets: "Billetes de autobús",
    scan: "Muestre este código al conductor al subir al autobús. Un código por pasajero.",
    scanAddon: "Muestre este código en la entrada de «{{attraction}}». Un código por pasajero.",
    addonTickets: "Extra: {{product}}",
    validity: "Validez",
    validOnDay: "Válida el {{days}}",
    validOnDays: "Válida los días {{days}}",
    freeCancellation: "Cancelación gratuita hasta el {{until}} (hora local).",
    subjectConfirmation: "Su reserva {{reference}} está confirmada: {{product}}",
    subjectResend: "Sus entradas de la reserva {{reference}}: {{product}}",
    hello: "Hola {{name}}:",
    helloAnon: "Hola:",
    intro: "Gracias por su reserva. Sus entradas están adjuntas a este correo en formato PDF.",
    manage:
      "Para volver a recibir sus entradas o cancelar su reserva, utilice la referencia {{reference}} y esta dirección de correo electrónico en nuestra web.",
    care: "¿Preguntas? Póngase en contacto con atención al cliente: {{email}}",
    calendarTitle: "{{product}} ({{city}})",
    attachment: "entradas-{{reference}}.pdf",
    tooManyDownloads: "Demasiadas descargas de estas entradas. Espere {{minutes}} min y vuelva a intentarlo.",
    manageLink: "Gestionar mi reserva",
    // Cancellation and change-of-date e-mails.
    subjectCancelled: "Su reserva {{reference}} está cancelada: {{product}}",
    cancelledIntro: "Su reserva ha sido cancelada sin coste, tal como lo solicitó.",
    refundRow: "Reembolsado en su tarjeta",
    refundWhen:
      "Le reembolsamos {{amount}} en la tarjeta con la que pagó. Según su banco, el importe aparecerá en su cuenta en un plazo de 5 a 10 días hábiles.",
    voidTickets: "Las entradas de esta reserva ya no son válidas: no las utilice.",
    cancelledTickets: "Entradas anuladas",
    subjectDateChanged: "Su reserva ha cambiado de fecha: nueva referencia {{reference}} ({{product}})",
    dateChangedIntro:
      "Su reserva se ha cambiado a otra fecha. Sus nuevas entradas están adjuntas a este correo en formato PDF.",
    newReference: "Nueva referencia de la reserva",
    oldReference: "Referencia anterior de la reserva",
    oldDate: "Fecha anterior",
    newDate: "Nueva fecha",
    changePaid: "Diferencia pagada",
    oldTicketsVoid:
      "Las entradas de la reserva {{reference}} ya no son válidas: utilice únicamente las nuevas entradas adjuntas.",
    changedSince: "Esta reserva ha vuelto a cambiar desde entonces: nuestro último correo indica su estado actual.",
  },
  nl: {
    meetingPoint: "Verzamelpunt",
    firstDeparture: "Eerste vertrek",
    lastDeparture: "Laatste vertrek",
    frequency: "Frequentie",
    loopDuration: "Duur van de rondrit",
    priceDetails: "Prijsdetails",
    offerLine: "Aanbieding: {{title}}",
    promoLine: "Promotiecode {{code}}",
    discountLine: "Korting",
    addon: "Extra",
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
    busTickets: "Bustickets",
    scan: "Toon deze code aan de chauffeur wanneer u instapt. Eén code per passagier.",
    scanAddon: "Toon deze code bij de ingang van {{attraction}}. Eén code per passagier.",
    addonTickets: "Extra: {{product}}",
    validity: "Geldigheid",
    validOnDay: "Geldig op {{days}}",
    validOnDays: "Geldig op {{days}}",
    freeCancellation: "Gratis annuleren tot {{until}} (lokale tijd).",
    subjectConfirmation: "Uw boeking {{reference}} is bevestigd: {{product}}",
    subjectResend: "Uw tickets voor boeking {{reference}}: {{product}}",
    hello: "Beste {{name}},",
    helloAnon: "Beste klant,",
    intro: "Bedankt voor uw boeking. Uw tickets zitten als pdf-bestand bij deze e-mail.",
    manage:
      "Om uw tickets opnieuw te ontvangen of uw boeking te annuleren, gebruikt u de referentie {{reference}} en dit e-mailadres op onze website.",
    care: "Vragen? Neem contact op met de klantenservice: {{email}}",
    calendarTitle: "{{product}} ({{city}})",
    attachment: "tickets-{{reference}}.pdf",
    tooManyDownloads: "Te veel downloads van deze tickets. Wacht {{minutes}} min en probeer het opnieuw.",
    manageLink: "Mijn boeking beheren",
    // Cancellation and change-of-date e-mails.
    subjectCancelled: "Uw boeking {{reference}} is geannuleerd: {{product}}",
    cancelledIntro: "Uw boeking is op uw verzoek kosteloos geannuleerd.",
    refundRow: "Teruggestort op uw kaart",
    refundWhen:
      "Wij storten {{amount}} terug op de kaart waarmee u hebt betaald. Afhankelijk van uw bank staat het bedrag binnen 5 tot 10 werkdagen op uw rekening.",
    voidTickets: "De tickets van deze boeking zijn niet meer geldig: gebruik ze niet.",
    cancelledTickets: "Geannuleerde tickets",
    subjectDateChanged: "Uw boeking is verplaatst naar een nieuwe datum: nieuwe referentie {{reference}} ({{product}})",
    dateChangedIntro:
      "Uw boeking is verplaatst naar een andere datum. Uw nieuwe tickets zitten als pdf-bestand bij deze e-mail.",
    newReference: "Nieuwe boekingsreferentie",
    oldReference: "Vorige boekingsreferentie",
    oldDate: "Vorige datum",
    newDate: "Nieuwe datum",
    changePaid: "Betaald verschil",
    oldTicketsVoid:
      "De tickets van boeking {{reference}} zijn niet meer geldig: gebruik alleen de nieuwe tickets in de bijlage.",
    changedSince: "Deze boeking is sindsdien opnieuw gewijzigd: onze laatste e-mail vermeldt de huidige stand.",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type TextKey = keyof (typeof TEXTS)["en"];

export function text(key: TextKey, locale: Locale, params: Record<string, string> = {}): string {
  return fill(TEXTS[locale][key], params);
}

export function whenText(t: TicketData, locale: Locale): { date: string; time: string } {
  const ms = Date.parse(t.start);
  if (Number.isNaN(ms)) return { date: t.start, time: "" };
  return {
    date: formatDate(ms, locale, t.timezone),
    time: t.allDay ? text("allDay", locale) : formatTime(ms, locale, t.timezone),
  };
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
