/**
 * The error catalogue (spec section 8) and the booking rule messages (section 5) in the four site languages.
 * English texts are kept exactly as the spec gives them; the other languages are translations.
 * `{{name}}` placeholders are filled by `message()`.
 */
import { inLanguages } from "../../../../domain/locales.ts";
import type { Locale } from "../locale.ts";
import { fill } from "../../../../domain/fill.ts";

type Texts = Record<Locale, string>;
const t = inLanguages;

export const MESSAGES = {
  GENERIC: t("Une erreur est survenue", "An error occured", "Se ha producido un error", "Er is een fout opgetreden"),
  TOO_MANY_REQUESTS: t(
    "Trop de tentatives depuis votre connexion. Veuillez patienter {{minutes}} min puis réessayer.",
    "Too many attempts from your connection. Please wait {{minutes}} min and try again.",
    "Demasiados intentos desde su conexión. Espere {{minutes}} min y vuelva a intentarlo.",
    "Te veel pogingen vanaf uw verbinding. Wacht {{minutes}} min en probeer het opnieuw.",
  ),
  TOO_MANY_HOLDS: t(
    "Vous avez déjà {{count}} visites réservées et non payées. Terminez ou annulez l'une d'elles, ou attendez leur expiration.",
    "You already hold {{count}} tours that are not paid yet. Finish or cancel one of them, or wait until they expire.",
    "Ya tiene {{count}} tours reservados sin pagar. Finalice o cancele uno de ellos, o espere a que caduquen.",
    "U heeft al {{count}} tours vastgehouden die nog niet betaald zijn. Rond er een af of annuleer er een, of wacht tot ze verlopen.",
  ),
  TOO_MANY_SEATS_HELD: t(
    "Vous avez déjà {{count}} places non payées pour ce jour. Payez ou annulez une réservation, ou attendez son expiration.",
    "You already hold {{count}} unpaid seats for this day. Pay for or cancel a booking, or wait until it expires.",
    "Ya tiene {{count}} plazas sin pagar para este día. Pague o cancele una reserva, o espere a que caduque.",
    "U heeft al {{count}} onbetaalde plaatsen voor deze dag. Betaal of annuleer een boeking, of wacht tot die verloopt.",
  ),
  PROOF_REQUIRED: t(
    "Votre navigateur doit confirmer cette réservation. Réessayez dans un instant.",
    "Your browser needs to confirm this booking. Please try again in a moment.",
    "Su navegador debe confirmar esta reserva. Inténtelo de nuevo en un momento.",
    "Uw browser moet deze boeking bevestigen. Probeer het zo meteen opnieuw.",
  ),
  DESTINATIONS_UNAVAILABLE: t(
    "Impossible de récupérer la destination ... erreur : {{error}}",
    "Unable to fetch destination ... with err {{error}}",
    "No se puede obtener el destino ... error: {{error}}",
    "Kan de bestemming niet ophalen ... fout: {{error}}",
  ),
  CITIES_UNAVAILABLE: t(
    "Impossible de récupérer les villes ... erreur : {{error}}",
    "Unable to fetch cities ... with err {{error}}",
    "No se pueden obtener las ciudades ... error: {{error}}",
    "Kan de steden niet ophalen ... fout: {{error}}",
  ),
  BASE_OFFER_MISSING: t(
    "Impossible de trouver l'offre de base dans le CMS : ajoutez la catégorie nommée sight-base-offer",
    "Unable to find esight base offer from CMS please provide the category with name sight-base-offer",
    "No se encuentra la oferta base en el CMS: añada la categoría llamada sight-base-offer",
    "Het basisaanbod is niet gevonden in het CMS: voeg de categorie met de naam sight-base-offer toe",
  ),
  REFERRER_INVALID: t(
    "vous ne pouvez pas réserver ce produit avec le lien de réservation actuel",
    "you cannot book this product using the current reservation link",
    "no puede reservar este producto con el enlace de reserva actual",
    "u kunt dit product niet boeken met de huidige reserveringslink",
  ),
  SEARCH_FAILED: t(
    "Désolé, un problème est survenu… veuillez réessayer dans quelques secondes",
    "Sorry, there seems to be a problem…please try again in a few seconds",
    "Lo sentimos, parece que hay un problema… inténtelo de nuevo en unos segundos",
    "Sorry, er lijkt een probleem te zijn… probeer het over een paar seconden opnieuw",
  ),
  PROMO_INVALID: t(
    "Code promo non valide",
    "Not valid promo code",
    "Código promocional no válido",
    "Ongeldige promotiecode",
  ),
  PROMO_REPLACE_REQUIRED: t(
    "Une promotion est déjà appliquée : confirmez pour la remplacer",
    "A promotion is already applied: confirm to replace it",
    "Ya hay una promoción aplicada: confirme para sustituirla",
    "Er is al een promotie toegepast: bevestig om deze te vervangen",
  ),
  PROMO_WORSE: t(
    "Le code {{code}} ferait passer votre prix à {{codeTotal}} : vous gardez « {{offer}} » à {{offerTotal}}, la meilleure des deux offres (elles ne se cumulent pas)",
    "Code {{code}} would raise your price to {{codeTotal}}: you keep “{{offer}}” at {{offerTotal}}, the better of the two (they do not combine)",
    "El código {{code}} subiría su precio a {{codeTotal}}: conserva «{{offer}}» por {{offerTotal}}, la mejor de las dos ofertas (no se acumulan)",
    "Met code {{code}} zou uw prijs stijgen tot {{codeTotal}}: u houdt „{{offer}}” voor {{offerTotal}}, de voordeligste van de twee (ze zijn niet te combineren)",
  ),
  PROMO_WORSE_NO_OFFER: t(
    "Le code {{code}} ferait passer votre prix de {{offerTotal}} à {{codeTotal}} : il n’est pas appliqué",
    "Code {{code}} would raise your price from {{offerTotal}} to {{codeTotal}}: it is not applied",
    "El código {{code}} subiría su precio de {{offerTotal}} a {{codeTotal}}: no se aplica",
    "Met code {{code}} zou uw prijs stijgen van {{offerTotal}} naar {{codeTotal}}: de code wordt niet toegepast",
  ),
  PAYMENT_REJECTED: t(
    "Votre paiement a été refusé, essayez avec un autre moyen de paiement",
    "Your payment has been rejected, try with another payment option",
    "Su pago ha sido rechazado, pruebe con otro método de pago",
    "Uw betaling is geweigerd, probeer een andere betaalmethode",
  ),
  CART_EXPIRED: t(
    "Trop tard ! Votre pré-réservation a expiré.",
    "Too late! Your current pre-booking has expired.",
    "¡Demasiado tarde! Su prerreserva ha caducado.",
    "Te laat! Uw voorlopige boeking is verlopen.",
  ),
  CART_EXISTS: t(
    "Vous avez déjà une visite dans votre panier !",
    "You already have a tour in your cart!",
    "¡Ya tiene un tour en su carrito!",
    "U hebt al een tour in uw winkelwagen!",
  ),
  BOOKING_FAILED: t(
    "Impossible de créer ou de modifier la réservation, veuillez réessayer plus tard",
    "Unable to create or update bookings please try again later",
    "No se puede crear ni actualizar la reserva, inténtelo de nuevo más tarde",
    "Kan de boeking niet aanmaken of bijwerken, probeer het later opnieuw",
  ),
  CALENDAR_FAILED: t(
    "Impossible d'actualiser le calendrier des disponibilités",
    "Unable to refresh availabilities calendar",
    "No se puede actualizar el calendario de disponibilidad",
    "Kan de beschikbaarheidskalender niet vernieuwen",
  ),
  AVAILABILITY_FAILED: t(
    "Impossible d'obtenir les disponibilités définitives",
    "Unable to get final availabilities",
    "No se pueden obtener las disponibilidades definitivas",
    "Kan de definitieve beschikbaarheid niet ophalen",
  ),
  NO_LONGER_AVAILABLE: t(
    "Désolé, ces places ne sont plus disponibles : choisissez une autre date ou un autre horaire",
    "Sorry, these seats are no longer available: choose another date or time",
    "Lo sentimos, estas plazas ya no están disponibles: elija otra fecha u otro horario",
    "Sorry, deze plaatsen zijn niet meer beschikbaar: kies een andere datum of een ander tijdstip",
  ),
  BAD_INPUT: t(
    "Désolé, une erreur est survenue lors de la réservation",
    "Sorry an error occured on booking",
    "Lo sentimos, se ha producido un error en la reserva",
    "Sorry, er is een fout opgetreden bij het boeken",
  ),
  NO_DATES: t(
    "Aucune date disponible dans les prochains jours avec ces critères",
    "No date available in the coming days with these criteria",
    "No hay fechas disponibles en los próximos días con estos criterios",
    "Geen datum beschikbaar in de komende dagen met deze criteria",
  ),
  SOLD_OUT: t(
    "Aucune date disponible dans les prochains jours avec ces critères",
    "No date available in the coming days with these criteria",
    "No hay fechas disponibles en los próximos días con estos criterios",
    "Geen datum beschikbaar in de komende dagen met deze criteria",
  ),
  TOO_MANY_SEATS: t(
    "Vous ne pouvez pas réserver plus de 80 places",
    "You can not book more than 80 seats",
    "No puede reservar más de 80 plazas",
    "U kunt niet meer dan 80 plaatsen boeken",
  ),
  GROUP_REQUEST: t(
    "Une réservation non encore payée est limitée à {{max}} places, afin qu'aucune place ne soit bloquée sans paiement. Pour un groupe plus nombreux, veuillez nous adresser une demande de groupe ou de visite privée.",
    "A booking not yet paid is limited to {{max}} seats, so that seats are not held without payment. For a larger party, please send us a group or private tour request.",
    "Una reserva aún no pagada está limitada a {{max}} plazas, para que no se retengan plazas sin pago. Para un grupo más numeroso, envíenos una solicitud de grupo o de visita privada.",
    "Een nog niet betaalde boeking is beperkt tot {{max}} plaatsen, zodat er geen plaatsen zonder betaling worden vastgehouden. Stuur ons voor een grotere groep een aanvraag voor een groep of privétour.",
  ),
  CHILD_ALONE: t(
    "Vous ne pouvez pas réserver un billet enfant seul, ajoutez un billet adulte",
    "You cannot book a child ticket alone, add an adult ticket",
    "No puede reservar una entrada infantil sola, añada una entrada de adulto",
    "U kunt geen kinderticket alleen boeken, voeg een volwassenenticket toe",
  ),
  TOO_MANY_INFANTS: t(
    "Vous pouvez réserver au plus 2 bébés par adulte ; une place assise nécessite un billet enfant",
    "You can book at most 2 infants per adult; a separate seat needs a child ticket",
    "Puede reservar como máximo 2 bebés por adulto; un asiento propio requiere una entrada infantil",
    "U kunt maximaal 2 baby's per volwassene boeken; een eigen zitplaats vraagt een kinderticket",
  ),
  NO_TICKETS: t(
    "Veuillez sélectionner vos billets",
    "Please select your tickets",
    "Seleccione sus entradas",
    "Selecteer uw tickets",
  ),
  NO_DATE: t("Veuillez sélectionner une date", "Please select a date", "Seleccione una fecha", "Selecteer een datum"),
  FAMILY_COMPOSITION: t(
    "Un pass famille est valable pour {{adults}} adultes et {{children}} enfants",
    "A family pass is for {{adults}} adults and {{children}} children",
    "Un pase familiar es para {{adults}} adultos y {{children}} niños",
    "Een gezinspas geldt voor {{adults}} volwassenen en {{children}} kinderen",
  ),
  UPGRADE_PASSENGERS: t(
    "Une mise à niveau ne peut pas changer le nombre ou le type de passagers",
    "Upgrades cannot change the number or type of passengers",
    "Una mejora no puede cambiar el número ni el tipo de pasajeros",
    "Een upgrade kan het aantal of het type passagiers niet wijzigen",
  ),
  UPGRADE_NOT_ALLOWED: t(
    "Cette mise à niveau n'est pas disponible pour votre visite : choisissez un billet plus long, jusqu'à 3 jours supplémentaires",
    "This upgrade is not available for your tour: choose a longer ticket of up to 3 additional days",
    "Esta mejora no está disponible para su tour: elija un billete más largo, hasta 3 días adicionales",
    "Deze upgrade is niet beschikbaar voor uw tour: kies een langer ticket, tot 3 extra dagen",
  ),
  FIRST_NAME_TOO_SHORT: t(
    "Le prénom doit comporter au moins 2 caractères",
    "First name must have at least 2 characters",
    "El nombre debe tener al menos 2 caracteres",
    "De voornaam moet minstens 2 tekens bevatten",
  ),
  LAST_NAME_TOO_SHORT: t(
    "Le nom doit comporter au moins 2 caractères",
    "Last name must have at least 2 characters",
    "Los apellidos deben tener al menos 2 caracteres",
    "De achternaam moet minstens 2 tekens bevatten",
  ),
  FIELD_TOO_LONG: t(
    "Ce champ peut comporter au plus {{max}} caractères",
    "This field can have at most {{max}} characters",
    "Este campo puede tener como máximo {{max}} caracteres",
    "Dit veld mag hoogstens {{max}} tekens bevatten",
  ),
  PHONE_INVALID: t(
    "Veuillez indiquer un numéro de téléphone avec son indicatif pays",
    "Please provide a phone number with its country code",
    "Indique un número de teléfono con su prefijo de país",
    "Geef een telefoonnummer met landcode op",
  ),
  NAME_CHARACTERS: t(
    "Veuillez saisir le nom sans retour à la ligne ni caractère invisible (espace de largeur nulle, marque de sens d'écriture…)",
    "Please type the name without line breaks or invisible characters (such as zero-width spaces or text-direction marks)",
    "Escriba el nombre sin saltos de línea ni caracteres invisibles (espacios de ancho cero, marcas de dirección del texto…)",
    "Typ de naam zonder regeleinden of onzichtbare tekens (zoals spaties zonder breedte of tekens voor de tekstrichting)",
  ),
  POSTAL_CODE_INVALID: t(
    "Veuillez indiquer un code postal valide",
    "Please provide a valid postal code",
    "Indique un código postal válido",
    "Geef een geldige postcode op",
  ),
  FIELD_INVALID: t(
    "Ce champ n'est pas valide.",
    "This field is not valid.",
    "Este campo no es válido.",
    "Dit veld is niet geldig.",
  ),
  COUNTRY_INVALID: t("Veuillez choisir un pays", "Please choose a country", "Elija un país", "Kies een land"),
  EMAIL_INVALID: t(
    "Veuillez indiquer une adresse e-mail valide",
    "Please provide a valid e-mail address",
    "Indique una dirección de correo electrónico válida",
    "Geef een geldig e-mailadres op",
  ),
  TERMS_NOT_ACCEPTED: t(
    "Veuillez accepter nos conditions générales",
    "Please accept our Terms and Conditions",
    "Acepte nuestros términos y condiciones",
    "Accepteer onze algemene voorwaarden",
  ),
  FORM_INCOMPLETE: t("Formulaire incomplet.", "Form incomplete.", "Formulario incompleto.", "Formulier onvolledig."),
  CART_NOT_FOUND: t(
    "Désolé, une erreur est survenue lors de la réservation",
    "Sorry an error occured on booking",
    "Lo sentimos, se ha producido un error en la reserva",
    "Sorry, er is een fout opgetreden bij het boeken",
  ),
  BOOKING_NOT_FOUND: t(
    "Réservation introuvable, veuillez contacter le service client",
    "Booking not found, please contact customer care",
    "Reserva no encontrada, póngase en contacto con atención al cliente",
    "Boeking niet gevonden, neem contact op met de klantenservice",
  ),
  CART_NOT_EDITABLE: t(
    "Impossible de créer ou de modifier la réservation, veuillez réessayer plus tard",
    "Unable to create or update bookings please try again later",
    "No se puede crear ni actualizar la reserva, inténtelo de nuevo más tarde",
    "Kan de boeking niet aanmaken of bijwerken, probeer het later opnieuw",
  ),
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = MESSAGES[key][locale];
  return fill(template, params);
}
