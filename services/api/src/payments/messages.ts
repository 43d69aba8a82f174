/**
 * Messages of the payment-provider return (spec section 8: "missing event id, transaction failed, booking not found,
 * payment error, transaction could not be verified, reservation could not be confirmed, transaction not found: all
 * say contact customer care"; "Your payment has been rejected, try with another payment option") and of "manage my
 * booking", in the four site languages. English follows the spec's wording.
 */
import { inLanguages } from "../../../../domain/locales.ts";
import type { Locale } from "../locale.ts";
import { fill } from "../../../../domain/fill.ts";

type Texts = Record<Locale, string>;
const t = inLanguages;

export const PAYMENT_MESSAGES = {
  CONFIRMED: t(
    "Votre réservation est confirmée",
    "Your booking is confirmed",
    "Su reserva está confirmada",
    "Uw boeking is bevestigd",
  ),
  PROCESSING: t(
    "Nous traitons votre réservation, actualisez la page pour obtenir vos billets",
    "We are processing your booking, refresh the page to get your tickets",
    "Estamos procesando su reserva, actualice la página para obtener sus entradas",
    "We verwerken uw boeking, vernieuw de pagina om uw tickets te krijgen",
  ),
  MISSING_EVENT_ID: t(
    "L'identifiant de l'événement de paiement est manquant, veuillez contacter le service client",
    "The payment event id is missing, please contact customer care",
    "Falta el identificador del evento de pago, póngase en contacto con atención al cliente",
    "Het betalingsevenement-ID ontbreekt, neem contact op met de klantenservice",
  ),
  TRANSACTION_FAILED: t(
    "La transaction a échoué, veuillez contacter le service client",
    "The transaction failed, please contact customer care",
    "La transacción ha fallado, póngase en contacto con atención al cliente",
    "De transactie is mislukt, neem contact op met de klantenservice",
  ),
  BOOKING_NOT_FOUND: t(
    "La réservation est introuvable, veuillez contacter le service client",
    "The booking could not be found, please contact customer care",
    "No se ha encontrado la reserva, póngase en contacto con atención al cliente",
    "De boeking is niet gevonden, neem contact op met de klantenservice",
  ),
  PAYMENT_ERROR: t(
    "Une erreur est survenue lors de votre paiement, veuillez contacter le service client",
    "An error occurred with your payment, please contact customer care",
    "Se ha producido un error con su pago, póngase en contacto con atención al cliente",
    "Er is een fout opgetreden bij uw betaling, neem contact op met de klantenservice",
  ),
  TRANSACTION_NOT_VERIFIED: t(
    "La transaction n'a pas pu être vérifiée, veuillez contacter le service client",
    "The transaction could not be verified, please contact customer care",
    "No se ha podido verificar la transacción, póngase en contacto con atención al cliente",
    "De transactie kon niet worden geverifieerd, neem contact op met de klantenservice",
  ),
  RESERVATION_NOT_CONFIRMED: t(
    "La réservation n'a pas pu être confirmée, veuillez contacter le service client",
    "The reservation could not be confirmed, please contact customer care",
    "No se ha podido confirmar la reserva, póngase en contacto con atención al cliente",
    "De reservering kon niet worden bevestigd, neem contact op met de klantenservice",
  ),
  TRANSACTION_NOT_FOUND: t(
    "La transaction est introuvable, veuillez contacter le service client",
    "The transaction could not be found, please contact customer care",
    "No se ha encontrado la transacción, póngase en contacto con atención al cliente",
    "De transactie is niet gevonden, neem contact op met de klantenservice",
  ),
  PAYMENT_REJECTED: t(
    "Votre paiement a été refusé, essayez avec un autre moyen de paiement",
    "Your payment has been rejected, try with another payment option",
    "Su pago ha sido rechazado, pruebe con otro método de pago",
    "Uw betaling is geweigerd, probeer een andere betaalmethode",
  ),
  BOOKING_CANCELLED: t(
    "Cette réservation a été annulée",
    "This booking has been cancelled",
    "Esta reserva ha sido cancelada",
    "Deze boeking is geannuleerd",
  ),
  // ---- manage my booking
  MANAGE_NOT_FOUND: t(
    "Aucune réservation ne correspond à cette référence et à cette adresse e-mail",
    "No booking matches this reference and e-mail address",
    "Ninguna reserva coincide con esta referencia y esta dirección de correo electrónico",
    "Er is geen boeking met dit referentienummer en dit e-mailadres",
  ),
  TICKETS_RESENT: t(
    "Vos billets ont été renvoyés à {{email}}",
    "Your tickets have been sent again to {{email}}",
    "Sus entradas se han enviado de nuevo a {{email}}",
    "Uw tickets zijn opnieuw verzonden naar {{email}}",
  ),
  CANCELLED: t(
    "Votre réservation a été annulée sans frais ; {{amount}} seront remboursés sur votre carte",
    "Your booking has been cancelled free of charge; {{amount}} will be refunded to your card",
    "Su reserva ha sido cancelada sin coste; se le reembolsarán {{amount}} en su tarjeta",
    "Uw boeking is kosteloos geannuleerd; {{amount}} wordt teruggestort op uw kaart",
  ),
  CANCEL_TOO_LATE: t(
    "Cette réservation ne peut plus être annulée : l'annulation gratuite est possible jusqu'à 24 heures avant la visite",
    "This booking can no longer be cancelled: free cancellation is possible up to 24 hours before the tour",
    "Esta reserva ya no se puede cancelar: la cancelación gratuita es posible hasta 24 horas antes del tour",
    "Deze boeking kan niet meer worden geannuleerd: gratis annuleren kan tot 24 uur voor de tour",
  ),
  CANCEL_FAILED: t(
    "La réservation n'a pas pu être annulée, veuillez contacter le service client",
    "The booking could not be cancelled, please contact customer care",
    "No se ha podido cancelar la reserva, póngase en contacto con atención al cliente",
    "De boeking kon niet worden geannuleerd, neem contact op met de klantenservice",
  ),
  NOT_CANCELLABLE: t(
    "Cette réservation ne peut pas être annulée, veuillez contacter le service client",
    "This booking cannot be cancelled, please contact customer care",
    "Esta reserva no se puede cancelar, póngase en contacto con atención al cliente",
    "Deze boeking kan niet worden geannuleerd, neem contact op met de klantenservice",
  ),
  // ---- manage my booking: change of date
  DATE_CHANGED: t(
    "Votre réservation a été déplacée au {{date}}. Sa nouvelle référence est {{reference}} : les billets de {{oldReference}} ne sont plus valables, utilisez les nouveaux billets envoyés par e-mail",
    "Your booking has been moved to {{date}}. Its new reference is {{reference}}: the tickets of {{oldReference}} are no longer valid, use the new tickets sent by e-mail",
    "Su reserva se ha cambiado al {{date}}. Su nueva referencia es {{reference}}: las entradas de {{oldReference}} ya no son válidas, utilice las nuevas entradas enviadas por correo",
    "Uw boeking is verplaatst naar {{date}}. Het nieuwe referentienummer is {{reference}}: de tickets van {{oldReference}} zijn niet meer geldig, gebruik de nieuwe tickets uit de e-mail",
  ),
  DATE_CHANGED_REFUND: t(
    "Votre réservation a été déplacée au {{date}} ; {{amount}} seront remboursés sur votre carte. Sa nouvelle référence est {{reference}} : les billets de {{oldReference}} ne sont plus valables, utilisez les nouveaux billets envoyés par e-mail",
    "Your booking has been moved to {{date}}; {{amount}} will be refunded to your card. Its new reference is {{reference}}: the tickets of {{oldReference}} are no longer valid, use the new tickets sent by e-mail",
    "Su reserva se ha cambiado al {{date}}; se le reembolsarán {{amount}} en su tarjeta. Su nueva referencia es {{reference}}: las entradas de {{oldReference}} ya no son válidas, utilice las nuevas entradas enviadas por correo",
    "Uw boeking is verplaatst naar {{date}}; {{amount}} wordt teruggestort op uw kaart. Het nieuwe referentienummer is {{reference}}: de tickets van {{oldReference}} zijn niet meer geldig, gebruik de nieuwe tickets uit de e-mail",
  ),
  /** Manage booking found by the reference a booking had before a change of date. */
  MANAGE_LINK_EXPIRED: t(
    "Ce lien vers votre réservation a expiré : saisissez sa référence et votre adresse e-mail pour la retrouver",
    "This link to your booking has expired: enter its reference and your e-mail address to find it",
    "Este enlace a su reserva ha caducado: introduzca su referencia y su dirección de correo electrónico para encontrarla",
    "Deze link naar uw boeking is verlopen: vul het referentienummer en uw e-mailadres in om hem te vinden",
  ),
  MANAGE_LINK_INVALID: t(
    "Ce lien vers votre réservation n'est pas valide (incomplet ou modifié) : saisissez sa référence et votre adresse e-mail pour la retrouver",
    "This link to your booking is not valid (incomplete or altered): enter its reference and your e-mail address to find it",
    "Este enlace a su reserva no es válido (incompleto o modificado): introduzca su referencia y su dirección de correo electrónico para encontrarla",
    "Deze link naar uw boeking is niet geldig (onvolledig of gewijzigd): vul het referentienummer en uw e-mailadres in om hem te vinden",
  ),
  BOOKING_MOVED: t(
    "La réservation {{oldReference}} a changé de date : sa référence est maintenant {{reference}} et les billets de {{oldReference}} ne sont plus valables",
    "Booking {{oldReference}} has moved to another date: its reference is now {{reference}} and the tickets of {{oldReference}} are no longer valid",
    "La reserva {{oldReference}} ha cambiado de fecha: su referencia es ahora {{reference}} y las entradas de {{oldReference}} ya no son válidas",
    "Boeking {{oldReference}} is naar een andere datum verplaatst: het referentienummer is nu {{reference}} en de tickets van {{oldReference}} zijn niet meer geldig",
  ),
  CHANGE_PAYMENT_REQUIRED: t(
    "La nouvelle date coûte {{amount}} de plus : payez la différence pour la confirmer",
    "The new date costs {{amount}} more: pay the difference to confirm it",
    "La nueva fecha cuesta {{amount}} más: pague la diferencia para confirmarla",
    "De nieuwe datum kost {{amount}} meer: betaal het verschil om hem te bevestigen",
  ),
  CHANGE_TOO_LATE: t(
    "La date de cette réservation ne peut plus être modifiée : un changement est possible jusqu'à 24 heures avant la visite",
    "The date of this booking can no longer be changed: a change is possible up to 24 hours before the tour",
    "La fecha de esta reserva ya no se puede cambiar: el cambio es posible hasta 24 horas antes del tour",
    "De datum van deze boeking kan niet meer worden gewijzigd: wijzigen kan tot 24 uur voor de tour",
  ),
  CHANGE_NOT_AVAILABLE: t(
    "Cette date n'est pas disponible pour vos billets, veuillez en choisir une autre",
    "This date is not available for your tickets, please choose another one",
    "Esta fecha no está disponible para sus entradas, elija otra",
    "Deze datum is niet beschikbaar voor uw tickets, kies een andere",
  ),
  CHANGE_SAME_DATE: t(
    "Votre réservation est déjà à cette date",
    "Your booking is already on this date",
    "Su reserva ya es para esta fecha",
    "Uw boeking staat al op deze datum",
  ),
  CHANGE_FAILED: t(
    "La date n'a pas pu être modifiée, veuillez contacter le service client",
    "The date could not be changed, please contact customer care",
    "No se ha podido cambiar la fecha, póngase en contacto con atención al cliente",
    "De datum kon niet worden gewijzigd, neem contact op met de klantenservice",
  ),
  CHANGE_IN_PROGRESS: t(
    "Une autre modification de cette réservation est en cours, veuillez réessayer dans un instant",
    "Another change of this booking is in progress, please try again in a moment",
    "Otro cambio de esta reserva está en curso, vuelva a intentarlo en un momento",
    "Er loopt al een andere wijziging van deze boeking, probeer het over een ogenblik opnieuw",
  ),
  BOOKING_CHANGED: t(
    "Votre réservation a été modifiée entre-temps, veuillez la vérifier et choisir de nouveau la date",
    "Your booking was changed in the meantime, please check it and choose the date again",
    "Su reserva se ha modificado mientras tanto, revísela y elija de nuevo la fecha",
    "Uw boeking is intussen gewijzigd, controleer ze en kies de datum opnieuw",
  ),
  CHANGE_REFUNDED: t(
    "Ce changement de date n'a pas pu être effectué : votre réservation reste inchangée et les {{amount}} payés seront remboursés sur votre carte",
    "This change of date could not be made: your booking stays as it is and {{amount}} paid for it will be refunded to your card",
    "Este cambio de fecha no se ha podido realizar: su reserva no cambia y se le reembolsarán en su tarjeta los {{amount}} pagados",
    "Deze datumwijziging kon niet worden uitgevoerd: uw boeking blijft ongewijzigd en de betaalde {{amount}} wordt teruggestort op uw kaart",
  ),
  CHANGE_ADDON_NOT_AVAILABLE: t(
    "Rien n'a été déplacé : {{addons}} n'a plus de place à cette date, et vos options changent de date avec la visite. Choisissez une autre date",
    "Nothing was moved: {{addons}} has no room on that date, and your add-ons change date with the tour. Please choose another date",
    "No se ha cambiado nada: {{addons}} no tiene plazas en esa fecha, y sus extras cambian de fecha con el tour. Elija otra fecha",
    "Er is niets verplaatst: {{addons}} heeft geen plaats op die datum, en uw extra's verhuizen mee met de tour. Kies een andere datum",
  ),
  CHANGE_HAS_ADDONS: t(
    "La date d'une réservation avec des options ({{addons}}) ne peut pas être modifiée en ligne : les options sont réservées pour cette date. Vous pouvez l'annuler gratuitement jusqu'à 24 heures avant la visite et réserver la nouvelle date, ou contacter le service client",
    "The date of a booking with add-ons ({{addons}}) cannot be changed online: the add-ons are booked for this date. You can cancel it free of charge up to 24 hours before the tour and book the new date, or contact customer care",
    "La fecha de una reserva con extras ({{addons}}) no se puede cambiar en línea: los extras están reservados para esta fecha. Puede cancelarla gratuitamente hasta 24 horas antes del tour y reservar la nueva fecha, o ponerse en contacto con atención al cliente",
    "De datum van een boeking met extra's ({{addons}}) kan niet online worden gewijzigd: de extra's zijn voor deze datum geboekt. U kunt de boeking tot 24 uur voor de tour kosteloos annuleren en de nieuwe datum boeken, of contact opnemen met de klantenservice",
  ),
  NOT_CHANGEABLE: t(
    "La date de cette réservation ne peut pas être modifiée, veuillez contacter le service client",
    "The date of this booking cannot be changed, please contact customer care",
    "La fecha de esta reserva no se puede cambiar, póngase en contacto con atención al cliente",
    "De datum van deze boeking kan niet worden gewijzigd, neem contact op met de klantenservice",
  ),
  CUSTOMER_DETAILS_MISSING: t(
    "Veuillez compléter vos informations de paiement",
    "Please complete your payment information",
    "Complete su información de pago",
    "Vul uw betalingsgegevens aan",
  ),
} as const satisfies Record<string, Texts>;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

export function paymentMessage(key: PaymentMessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return fill(PAYMENT_MESSAGES[key][locale], params);
}
