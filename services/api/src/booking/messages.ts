/**
 * The error catalogue (spec section 8) and the booking rule messages (section 5) in the four site languages.
 * English texts are kept exactly as the spec gives them; the other languages are translations.
 * `{{name}}` placeholders are filled by `message()`.
 */
import type { Locale } from "../locale.ts";
import { fill } from "../../../../domain/fill.ts";

type Texts = Record<Locale, string>;
const t = (en: string, fr: string, es: string, nl: string): Texts => ({ en, fr, es, nl });

export const MESSAGES = {
  GENERIC: t("An error occured", "Une erreur est survenue", "Se ha producido un error", "Er is een fout opgetreden"),
  TOO_MANY_REQUESTS: t(
    "Too many attempts from your connection. Please wait {{minutes}} min and try again.",
    "Trop de tentatives depuis votre connexion. Veuillez patienter {{minutes}} min puis réessayer.",
    "Demasiados intentos desde su conexión. Espere {{minutes}} min y vuelva a intentarlo.",
    "Te veel pogingen vanaf uw verbinding. Wacht {{minutes}} min en probeer het opnieuw.",
  ),
  TOO_MANY_HOLDS: t(
    "You already hold {{count}} tours that are not paid yet. Finish or cancel one of them, or wait until they expire.",
    "Vous avez déjà {{count}} visites réservées et non payées. Terminez ou annulez l'une d'elles, ou attendez leur expiration.",
    "Ya tiene {{count}} tours reservados sin pagar. Finalice o cancele uno de ellos, o espere a que caduquen.",
    "U heeft al {{count}} tours vastgehouden die nog niet betaald zijn. Rond er een af of annuleer er een, of wacht tot ze verlopen.",
  ),
  DESTINATIONS_UNAVAILABLE: t(
    "Unable to fetch destination ... with err {{error}}",
    "Impossible de récupérer la destination ... erreur : {{error}}",
    "No se puede obtener el destino ... error: {{error}}",
    "Kan de bestemming niet ophalen ... fout: {{error}}",
  ),
  CITIES_UNAVAILABLE: t(
    "Unable to fetch cities ... with err {{error}}",
    "Impossible de récupérer les villes ... erreur : {{error}}",
    "No se pueden obtener las ciudades ... error: {{error}}",
    "Kan de steden niet ophalen ... fout: {{error}}",
  ),
  BASE_OFFER_MISSING: t(
    "Unable to find esight base offer from CMS please provide the category with name sight-base-offer",
    "Impossible de trouver l'offre de base dans le CMS : ajoutez la catégorie nommée sight-base-offer",
    "No se encuentra la oferta base en el CMS: añada la categoría llamada sight-base-offer",
    "Het basisaanbod is niet gevonden in het CMS: voeg de categorie met de naam sight-base-offer toe",
  ),
  REFERRER_INVALID: t(
    "you cannot book this product using the current reservation link",
    "vous ne pouvez pas réserver ce produit avec le lien de réservation actuel",
    "no puede reservar este producto con el enlace de reserva actual",
    "u kunt dit product niet boeken met de huidige reserveringslink",
  ),
  SEARCH_FAILED: t(
    "Sorry, there seems to be a problem…please try again in a few seconds",
    "Désolé, un problème est survenu… veuillez réessayer dans quelques secondes",
    "Lo sentimos, parece que hay un problema… inténtelo de nuevo en unos segundos",
    "Sorry, er lijkt een probleem te zijn… probeer het over een paar seconden opnieuw",
  ),
  PROMO_INVALID: t("Not valid promo code", "Code promo non valide", "Código promocional no válido", "Ongeldige promotiecode"),
  PROMO_REPLACE_REQUIRED: t(
    "A promotion is already applied: confirm to replace it",
    "Une promotion est déjà appliquée : confirmez pour la remplacer",
    "Ya hay una promoción aplicada: confirme para sustituirla",
    "Er is al een promotie toegepast: bevestig om deze te vervangen",
  ),
  PAYMENT_REJECTED: t(
    "Your payment has been rejected, try with another payment option",
    "Votre paiement a été refusé, essayez avec un autre moyen de paiement",
    "Su pago ha sido rechazado, pruebe con otro método de pago",
    "Uw betaling is geweigerd, probeer een andere betaalmethode",
  ),
  CART_EXPIRED: t(
    "Too late! Your current pre-booking has expired.",
    "Trop tard ! Votre pré-réservation a expiré.",
    "¡Demasiado tarde! Su prerreserva ha caducado.",
    "Te laat! Uw voorlopige boeking is verlopen.",
  ),
  CART_EXISTS: t(
    "You already have a tour in your cart!",
    "Vous avez déjà une visite dans votre panier !",
    "¡Ya tiene un tour en su carrito!",
    "U hebt al een tour in uw winkelwagen!",
  ),
  BOOKING_FAILED: t(
    "Unable to create or update bookings please try again later",
    "Impossible de créer ou de modifier la réservation, veuillez réessayer plus tard",
    "No se puede crear ni actualizar la reserva, inténtelo de nuevo más tarde",
    "Kan de boeking niet aanmaken of bijwerken, probeer het later opnieuw",
  ),
  CALENDAR_FAILED: t(
    "Unable to refresh availabilities calendar",
    "Impossible d'actualiser le calendrier des disponibilités",
    "No se puede actualizar el calendario de disponibilidad",
    "Kan de beschikbaarheidskalender niet vernieuwen",
  ),
  AVAILABILITY_FAILED: t(
    "Unable to get final availabilities",
    "Impossible d'obtenir les disponibilités définitives",
    "No se pueden obtener las disponibilidades definitivas",
    "Kan de definitieve beschikbaarheid niet ophalen",
  ),
  NO_LONGER_AVAILABLE: t(
    "Sorry, these seats are no longer available: choose another date or time",
    "Désolé, ces places ne sont plus disponibles : choisissez une autre date ou un autre horaire",
    "Lo sentimos, estas plazas ya no están disponibles: elija otra fecha u otro horario",
    "Sorry, deze plaatsen zijn niet meer beschikbaar: kies een andere datum of een ander tijdstip",
  ),
  BAD_INPUT: t(
    "Sorry an error occured on booking",
    "Désolé, une erreur est survenue lors de la réservation",
    "Lo sentimos, se ha producido un error en la reserva",
    "Sorry, er is een fout opgetreden bij het boeken",
  ),
  NO_DATES: t(
    "No date available in the coming days with these criteria",
    "Aucune date disponible dans les prochains jours avec ces critères",
    "No hay fechas disponibles en los próximos días con estos criterios",
    "Geen datum beschikbaar in de komende dagen met deze criteria",
  ),
  SOLD_OUT: t(
    "No date available in the coming days with these criteria",
    "Aucune date disponible dans les prochains jours avec ces critères",
    "No hay fechas disponibles en los próximos días con estos criterios",
    "Geen datum beschikbaar in de komende dagen met deze criteria",
  ),
  TOO_MANY_SEATS: t(
    "You can not book more than 80 seats",
    "Vous ne pouvez pas réserver plus de 80 places",
    "No puede reservar más de 80 plazas",
    "U kunt niet meer dan 80 plaatsen boeken",
  ),
  GROUP_REQUEST: t(
    "A booking not yet paid is limited to {{max}} seats, so that seats are not held without payment. For a larger party, please send us a group or private tour request.",
    "Une réservation non encore payée est limitée à {{max}} places, afin qu'aucune place ne soit bloquée sans paiement. Pour un groupe plus nombreux, veuillez nous adresser une demande de groupe ou de visite privée.",
    "Una reserva aún no pagada está limitada a {{max}} plazas, para que no se retengan plazas sin pago. Para un grupo más numeroso, envíenos una solicitud de grupo o de visita privada.",
    "Een nog niet betaalde boeking is beperkt tot {{max}} plaatsen, zodat er geen plaatsen zonder betaling worden vastgehouden. Stuur ons voor een grotere groep een aanvraag voor een groep of privétour.",
  ),
  CHILD_ALONE: t(
    "You cannot book a child ticket alone, add an adult ticket",
    "Vous ne pouvez pas réserver un billet enfant seul, ajoutez un billet adulte",
    "No puede reservar una entrada infantil sola, añada una entrada de adulto",
    "U kunt geen kinderticket alleen boeken, voeg een volwassenenticket toe",
  ),
  TOO_MANY_INFANTS: t(
    "You can book at most 2 infants per adult; a separate seat needs a child ticket",
    "Vous pouvez réserver au plus 2 bébés par adulte ; une place assise nécessite un billet enfant",
    "Puede reservar como máximo 2 bebés por adulto; un asiento propio requiere una entrada infantil",
    "U kunt maximaal 2 baby's per volwassene boeken; een eigen zitplaats vraagt een kinderticket",
  ),
  NO_TICKETS: t(
    "Please select your tickets",
    "Veuillez sélectionner vos billets",
    "Seleccione sus entradas",
    "Selecteer uw tickets",
  ),
  NO_DATE: t("Please select a date", "Veuillez sélectionner une date", "Seleccione una fecha", "Selecteer een datum"),
  FAMILY_COMPOSITION: t(
    "A family pass is for {{adults}} adults and {{children}} children",
    "Un pass famille est valable pour {{adults}} adultes et {{children}} enfants",
    "Un pase familiar es para {{adults}} adultos y {{children}} niños",
    "Een gezinspas geldt voor {{adults}} volwassenen en {{children}} kinderen",
  ),
  UPGRADE_PASSENGERS: t(
    "Upgrades cannot change the number or type of passengers",
    "Une mise à niveau ne peut pas changer le nombre ou le type de passagers",
    "Una mejora no puede cambiar el número ni el tipo de pasajeros",
    "Een upgrade kan het aantal of het type passagiers niet wijzigen",
  ),
  UPGRADE_NOT_ALLOWED: t(
    "This upgrade is not available for your tour: choose a longer ticket of up to 3 additional days",
    "Cette mise à niveau n'est pas disponible pour votre visite : choisissez un billet plus long, jusqu'à 3 jours supplémentaires",
    "Esta mejora no está disponible para su tour: elija un billete más largo, hasta 3 días adicionales",
    "Deze upgrade is niet beschikbaar voor uw tour: kies een langer ticket, tot 3 extra dagen",
  ),
  FIRST_NAME_TOO_SHORT: t(
    "First name must have at least 2 characters",
    "Le prénom doit comporter au moins 2 caractères",
    "El nombre debe tener al menos 2 caracteres",
    "De voornaam moet minstens 2 tekens bevatten",
  ),
  LAST_NAME_TOO_SHORT: t(
    "Last name must have at least 2 characters",
    "Le nom doit comporter au moins 2 caractères",
    "Los apellidos deben tener al menos 2 caracteres",
    "De achternaam moet minstens 2 tekens bevatten",
  ),
  FIELD_TOO_LONG: t(
    "This field can have at most {{max}} characters",
    "Ce champ peut comporter au plus {{max}} caractères",
    "Este campo puede tener como máximo {{max}} caracteres",
    "Dit veld mag hoogstens {{max}} tekens bevatten",
  ),
  PHONE_INVALID: t(
    "Please provide a phone number with its country code",
    "Veuillez indiquer un numéro de téléphone avec son indicatif pays",
    "Indique un número de teléfono con su prefijo de país",
    "Geef een telefoonnummer met landcode op",
  ),
  NAME_CHARACTERS: t(
    "Please type the name without line breaks or invisible characters (such as zero-width spaces or text-direction marks)",
    "Veuillez saisir le nom sans retour à la ligne ni caractère invisible (espace de largeur nulle, marque de sens d'écriture…)",
    "Escriba el nombre sin saltos de línea ni caracteres invisibles (espacios de ancho cero, marcas de dirección del texto…)",
    "Typ de naam zonder regeleinden of onzichtbare tekens (zoals spaties zonder breedte of tekens voor de tekstrichting)",
  ),
  POSTAL_CODE_INVALID: t(
    "Please provide a valid postal code",
    "Veuillez indiquer un code postal valide",
    "Indique un código postal válido",
    "Geef een geldige postcode op",
  ),
  FIELD_INVALID: t("This field is not valid.", "Ce champ n'est pas valide.", "Este campo no es válido.", "Dit veld is niet geldig."),
  COUNTRY_INVALID: t(
    "Please choose a country",
    "Veuillez choisir un pays",
    "Elija un país",
    "Kies een land",
  ),
  EMAIL_INVALID: t(
    "Please provide a valid e-mail address",
    "Veuillez indiquer une adresse e-mail valide",
    "Indique una dirección de correo electrónico válida",
    "Geef een geldig e-mailadres op",
  ),
  TERMS_NOT_ACCEPTED: t(
    "Please accept our Terms and Conditions",
    "Veuillez accepter nos conditions générales",
    "Acepte nuestros términos y condiciones",
    "Accepteer onze algemene voorwaarden",
  ),
  FORM_INCOMPLETE: t("Form incomplete.", "Formulaire incomplet.", "Formulario incompleto.", "Formulier onvolledig."),
  CART_NOT_FOUND: t(
    "Sorry an error occured on booking",
    "Désolé, une erreur est survenue lors de la réservation",
    "Lo sentimos, se ha producido un error en la reserva",
    "Sorry, er is een fout opgetreden bij het boeken",
  ),
  BOOKING_NOT_FOUND: t(
    "Booking not found, please contact customer care",
    "Réservation introuvable, veuillez contacter le service client",
    "Reserva no encontrada, póngase en contacto con atención al cliente",
    "Boeking niet gevonden, neem contact op met de klantenservice",
  ),
  CART_NOT_EDITABLE: t(
    "Unable to create or update bookings please try again later",
    "Impossible de créer ou de modifier la réservation, veuillez réessayer plus tard",
    "No se puede crear ni actualizar la reserva, inténtelo de nuevo más tarde",
    "Kan de boeking niet aanmaken of bijwerken, probeer het later opnieuw",
  ),
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = MESSAGES[key][locale];
  return fill(template, params);
}
