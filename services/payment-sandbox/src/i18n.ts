/** Languages of the hosted card page (the site's fr/en/es/nl) and how Viva reports them back (`lang=en-GB`). */

export const PAGE_LANGS = ["fr", "en", "es", "nl"] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** The culture Viva appends as `lang` when the order only gave a language (or nothing). */
const DEFAULT_CULTURE: Record<string, string> = {
  fr: "fr-FR",
  en: "en-GB",
  es: "es-ES",
  nl: "nl-NL",
  de: "de-DE",
  it: "it-IT",
  el: "el-GR",
  pt: "pt-PT",
  pl: "pl-PL",
};
export const DEFAULT_REQUEST_LANG = "en-GB";

/** Normalizes an order's requestLang ("fr", "FR-fr", "en-gb") to a culture "xx-YY"; null when it is not one. */
export function normalizeRequestLang(raw: string): string | null {
  const m = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/.exec(raw.trim());
  if (!m) return null;
  const lang = m[1]!.toLowerCase();
  if (m[2]) return `${lang}-${m[2].toUpperCase()}`;
  return DEFAULT_CULTURE[lang] ?? `${lang}-${lang.toUpperCase()}`;
}

export function pageLangOf(requestLang: string | null | undefined): PageLang {
  const lang = (requestLang ?? "").slice(0, 2).toLowerCase();
  return (PAGE_LANGS as readonly string[]).includes(lang) ? (lang as PageLang) : "en";
}

export interface Strings {
  title: string;
  merchant: string;
  amount: string;
  description: string;
  cardDetails: string;
  cardNumber: string;
  cardNumberHint: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  cardholder: string;
  pay: (amount: string) => string;
  errorSummary: string;
  complete: string;
  invalidCard: string;
  required: string;
  invalidExpiry: string;
  invalidCvc: string;
  alreadyPaidTitle: string;
  alreadyPaidBody: string;
  notFoundTitle: string;
  notFoundBody: string;
  expiredTitle: string;
  expiredBody: string;
  sandbox: string;
  testCards: string;
  testCardPaid: string;
  testCardDeclined: string;
}

export const STRINGS: Record<PageLang, Strings> = {
  en: {
    title: "Secure payment",
    merchant: "Merchant",
    amount: "Amount to pay",
    description: "Booking reference",
    cardDetails: "Card details",
    cardNumber: "Card number",
    cardNumberHint: "The 16 digits on the front of your card",
    expiry: "Expiry date",
    expiryHint: "Month and year, for example 04/29",
    cvc: "Security code (CVC)",
    cvcHint: "The 3 or 4 digits on the back of your card",
    cardholder: "Name on the card",
    pay: (a) => `Pay ${a}`,
    errorSummary: "There is a problem",
    complete: "Please complete your payment information",
    invalidCard: "Please provide a valid card",
    required: "This field is required",
    invalidExpiry: "Enter a valid expiry date that is not in the past, for example 04/29",
    invalidCvc: "Enter the 3 or 4 digit security code",
    alreadyPaidTitle: "This order has already been paid",
    alreadyPaidBody:
      "No further payment is needed and your card was not charged again. You can close this page or return to the merchant's website.",
    notFoundTitle: "Payment not found",
    notFoundBody: "This payment link is not valid. Please return to the merchant's website and try again.",
    expiredTitle: "This payment has expired",
    expiredBody:
      "The time to pay this order is over and nothing was charged. Please return to the merchant's website to start again.",
    sandbox: "Test environment: no real card is charged.",
    testCards: "Test cards",
    testCardPaid: "paid",
    testCardDeclined: "declined",
  },
  fr: {
    title: "Paiement sécurisé",
    merchant: "Marchand",
    amount: "Montant à payer",
    description: "Référence de réservation",
    cardDetails: "Informations de la carte",
    cardNumber: "Numéro de carte",
    cardNumberHint: "Les 16 chiffres au recto de votre carte",
    expiry: "Date d'expiration",
    expiryHint: "Mois et année, par exemple 04/29",
    cvc: "Code de sécurité (CVC)",
    cvcHint: "Les 3 ou 4 chiffres au verso de votre carte",
    cardholder: "Nom figurant sur la carte",
    pay: (a) => `Payer ${a}`,
    errorSummary: "Un problème est survenu",
    complete: "Veuillez compléter vos informations de paiement",
    invalidCard: "Veuillez fournir une carte valide",
    required: "Ce champ est obligatoire",
    invalidExpiry: "Saisissez une date d'expiration valide et non dépassée, par exemple 04/29",
    invalidCvc: "Saisissez le code de sécurité à 3 ou 4 chiffres",
    alreadyPaidTitle: "Cette commande a déjà été payée",
    alreadyPaidBody:
      "Aucun autre paiement n'est nécessaire et votre carte n'a pas été débitée une seconde fois. Vous pouvez fermer cette page ou revenir sur le site du marchand.",
    notFoundTitle: "Paiement introuvable",
    notFoundBody: "Ce lien de paiement n'est pas valide. Veuillez revenir sur le site du marchand et réessayer.",
    expiredTitle: "Ce paiement a expiré",
    expiredBody:
      "Le délai pour payer cette commande est dépassé et rien n'a été débité. Veuillez revenir sur le site du marchand pour recommencer.",
    sandbox: "Environnement de test : aucune carte réelle n'est débitée.",
    testCards: "Cartes de test",
    testCardPaid: "payée",
    testCardDeclined: "refusée",
  },
  es: {
    title: "Pago seguro",
    merchant: "Comercio",
    amount: "Importe a pagar",
    description: "Referencia de la reserva",
    cardDetails: "Datos de la tarjeta",
    cardNumber: "Número de tarjeta",
    cardNumberHint: "Los 16 dígitos del anverso de su tarjeta",
    expiry: "Fecha de caducidad",
    expiryHint: "Mes y año, por ejemplo 04/29",
    cvc: "Código de seguridad (CVC)",
    cvcHint: "Los 3 o 4 dígitos del reverso de su tarjeta",
    cardholder: "Nombre que figura en la tarjeta",
    pay: (a) => `Pagar ${a}`,
    errorSummary: "Se ha producido un problema",
    complete: "Por favor, complete su información de pago",
    invalidCard: "Por favor, introduzca una tarjeta válida",
    required: "Este campo es obligatorio",
    invalidExpiry: "Introduzca una fecha de caducidad válida que no haya pasado, por ejemplo 04/29",
    invalidCvc: "Introduzca el código de seguridad de 3 o 4 dígitos",
    alreadyPaidTitle: "Este pedido ya ha sido pagado",
    alreadyPaidBody:
      "No es necesario ningún otro pago y no se ha vuelto a cargar su tarjeta. Puede cerrar esta página o volver al sitio web del comercio.",
    notFoundTitle: "Pago no encontrado",
    notFoundBody: "Este enlace de pago no es válido. Vuelva al sitio web del comercio e inténtelo de nuevo.",
    expiredTitle: "Este pago ha caducado",
    expiredBody:
      "El plazo para pagar este pedido ha terminado y no se ha cobrado nada. Vuelva al sitio web del comercio para empezar de nuevo.",
    sandbox: "Entorno de pruebas: no se cobra ninguna tarjeta real.",
    testCards: "Tarjetas de prueba",
    testCardPaid: "pagada",
    testCardDeclined: "rechazada",
  },
  nl: {
    title: "Veilig betalen",
    merchant: "Verkoper",
    amount: "Te betalen bedrag",
    description: "Boekingsreferentie",
    cardDetails: "Kaartgegevens",
    cardNumber: "Kaartnummer",
    cardNumberHint: "De 16 cijfers op de voorkant van uw kaart",
    expiry: "Vervaldatum",
    expiryHint: "Maand en jaar, bijvoorbeeld 04/29",
    cvc: "Beveiligingscode (CVC)",
    cvcHint: "De 3 of 4 cijfers op de achterkant van uw kaart",
    cardholder: "Naam op de kaart",
    pay: (a) => `${a} betalen`,
    errorSummary: "Er is een probleem",
    complete: "Vul uw betaalgegevens volledig in",
    invalidCard: "Geef een geldige kaart op",
    required: "Dit veld is verplicht",
    invalidExpiry: "Voer een geldige vervaldatum in die niet verstreken is, bijvoorbeeld 04/29",
    invalidCvc: "Voer de beveiligingscode van 3 of 4 cijfers in",
    alreadyPaidTitle: "Deze bestelling is al betaald",
    alreadyPaidBody:
      "Er is geen verdere betaling nodig en uw kaart is niet opnieuw belast. U kunt deze pagina sluiten of teruggaan naar de website van de verkoper.",
    notFoundTitle: "Betaling niet gevonden",
    notFoundBody: "Deze betaallink is niet geldig. Ga terug naar de website van de verkoper en probeer het opnieuw.",
    expiredTitle: "Deze betaling is verlopen",
    expiredBody:
      "De tijd om deze bestelling te betalen is voorbij en er is niets afgeschreven. Ga terug naar de website van de verkoper om opnieuw te beginnen.",
    sandbox: "Testomgeving: er wordt geen echte kaart belast.",
    testCards: "Testkaarten",
    testCardPaid: "betaald",
    testCardDeclined: "geweigerd",
  },
};
