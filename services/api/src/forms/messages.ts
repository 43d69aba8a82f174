/**
 * What the forms' endpoints answer and e-mail, in the four site languages. Field errors carry the shared schema's
 * keys (domain/forms.ts, `forms.error.*`); the site's catalogues hold the same texts under the same keys.
 * "This field is not valid." and "Form incomplete." are the spec's form-library defaults (section 5); the failure
 * text is the spec's private-request failure (section 8).
 */
import { inLanguages } from "../../../../domain/locales.ts";
import type { FormErrorKey, FormKind } from "../../../../domain/forms.ts";
import type { Locale } from "../locale.ts";
import { fill } from "../../../../domain/fill.ts";

type Texts = Record<Locale, string>;
const t = inLanguages;

export const FIELD_ERRORS: Readonly<Record<FormErrorKey, Texts>> = {
  "forms.error.required": t(
    "Ce champ est obligatoire.",
    "This field is required.",
    "Este campo es obligatorio.",
    "Dit veld is verplicht.",
  ),
  "forms.error.invalid": t(
    "Ce champ n'est pas valide.",
    "This field is not valid.",
    "Este campo no es válido.",
    "Dit veld is niet geldig.",
  ),
  "forms.error.email": t(
    "Saisissez une adresse e-mail valide, par exemple nom@exemple.com.",
    "Enter a valid e-mail address, like name@example.com.",
    "Introduzca un correo electrónico válido, por ejemplo nombre@ejemplo.com.",
    "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  ),
  "forms.error.phone": t(
    "Saisissez le numéro avec son indicatif pays, par exemple +33 1 23 45 67 89.",
    "Enter the phone number with its country code, like +44 20 7946 0958.",
    "Introduzca el número con su prefijo de país, por ejemplo +34 912 345 678.",
    "Vul het nummer in met de landcode, bijvoorbeeld +32 2 123 45 67.",
  ),
  "forms.error.country": t("Veuillez choisir un pays.", "Please choose a country.", "Elija un país.", "Kies een land."),
  "forms.error.tooLong": t(
    "Ce texte est trop long.",
    "This text is too long.",
    "Este texto es demasiado largo.",
    "Deze tekst is te lang.",
  ),
  "forms.error.tooShort": t(
    "Ce texte est trop court.",
    "This text is too short.",
    "Este texto es demasiado corto.",
    "Deze tekst is te kort.",
  ),
};

export const FORM_MESSAGES = {
  INVALID: t("Formulaire incomplet.", "Form incomplete.", "Formulario incompleto.", "Formulier onvolledig."),
  FAILED: t(
    "Une erreur s'est produite, veuillez réessayer.",
    "Something went wrong, please try again.",
    "Algo salió mal, inténtelo de nuevo.",
    "Er ging iets mis, probeer het opnieuw.",
  ),
  CAPTCHA_MISSING: t(
    "Veuillez confirmer que vous n'êtes pas un robot avant d'envoyer.",
    "Please confirm that you are not a robot before sending.",
    "Confirme que no es un robot antes de enviar.",
    "Bevestig dat u geen robot bent voordat u verzendt.",
  ),
  CAPTCHA_INVALID: t(
    "La vérification anti-robot a échoué ou a expiré. Cochez à nouveau la case puis envoyez.",
    "The anti-robot check failed or expired. Please check the box again and send.",
    "La comprobación anti-robot falló o caducó. Marque de nuevo la casilla y envíe.",
    "De controle tegen robots is mislukt of verlopen. Vink het vakje opnieuw aan en verzend.",
  ),
  TOO_MANY: t(
    "Vous avez envoyé trop de messages depuis votre connexion. Veuillez patienter {{minutes}} min puis réessayer.",
    "You have sent too many messages from your connection. Please wait {{minutes}} min and try again.",
    "Ha enviado demasiados mensajes desde su conexión. Espere {{minutes}} min y vuelva a intentarlo.",
    "U heeft te veel berichten verzonden vanaf uw verbinding. Wacht {{minutes}} min en probeer het opnieuw.",
  ),
  TOO_LARGE: t(
    "Votre message est trop long pour être envoyé.",
    "Your message is too long to be sent.",
    "Su mensaje es demasiado largo para enviarse.",
    "Uw bericht is te lang om te verzenden.",
  ),
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

export function formMessage(key: FormMessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return fill(FORM_MESSAGES[key][locale], params, "empty");
}

/** The success texts (spec: private request success message); the site shows the same in a status message. */
export const THANKS: Readonly<Record<FormKind, Texts>> = {
  contact: t(
    "Merci pour votre message. Notre équipe vous répondra rapidement par e-mail.",
    "Thank you for your message. Our team will answer you by e-mail shortly.",
    "Gracias por su mensaje. Nuestro equipo le responderá pronto por correo electrónico.",
    "Bedankt voor uw bericht. Ons team antwoordt u snel per e-mail.",
  ),
  "private-tour": t(
    "Merci pour votre demande. Notre équipe vous contactera rapidement au sujet de votre visite privée.",
    "Thank you for your request. Our team will contact you shortly about your private tour.",
    "Gracias por su solicitud. Nuestro equipo se pondrá en contacto con usted pronto sobre su visita privada.",
    "Bedankt voor uw aanvraag. Ons team neemt snel contact met u op over uw persoonlijke rondleiding.",
  ),
};

/** E-mail texts: the acknowledgement to the visitor and the labels of the message to the support team. */
export const MAIL_TEXTS = {
  ackSubject: {
    contact: t(
      "Nous avons bien reçu votre message",
      "We received your message",
      "Hemos recibido su mensaje",
      "We hebben uw bericht ontvangen",
    ),
    "private-tour": t(
      "Nous avons bien reçu votre demande de visite privée",
      "We received your private tour request",
      "Hemos recibido su solicitud de visita privada",
      "We hebben uw aanvraag voor een persoonlijke rondleiding ontvangen",
    ),
  },
  /** The acknowledgement greets no one by name: it quotes nothing the visitor typed. */
  helloAnonymous: t("Bonjour,", "Hello,", "Hola:", "Geachte heer, mevrouw,"),
  requestNumber: t(
    "Le numéro de votre demande est {{reference}}. Veuillez le rappeler si vous nous écrivez au sujet de cette demande.",
    "Your request number is {{reference}}. Please quote it if you write to us about this request.",
    "El número de su solicitud es {{reference}}. Indíquelo si nos escribe sobre esta solicitud.",
    "Het nummer van uw aanvraag is {{reference}}. Vermeld het als u ons over deze aanvraag schrijft.",
  ),
  notYou: t(
    "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail : aucune action n'est nécessaire.",
    "If you did not send this request, you may ignore this e-mail: no action is needed.",
    "Si usted no ha enviado esta solicitud, puede ignorar este correo: no es necesaria ninguna acción.",
    "Als u deze aanvraag niet heeft verzonden, kunt u deze e-mail negeren: u hoeft niets te doen.",
  ),
  reference: t("Référence", "Reference", "Referencia", "Referentie"),
  supportSubject: {
    contact: t("Formulaire de contact", "Contact form", "Formulario de contacto", "Contactformulier"),
    "private-tour": t(
      "Demande de visite privée",
      "Private tour request",
      "Solicitud de visita privada",
      "Aanvraag persoonlijke rondleiding",
    ),
  },
  fields: {
    name: t("Nom", "Name", "Nombre", "Naam"),
    email: t("E-mail", "E-mail", "Correo electrónico", "E-mail"),
    company: t("Société", "Company", "Empresa", "Bedrijf"),
    phone: t("Téléphone", "Phone", "Teléfono", "Telefoon"),
    country: t("Pays", "Country", "País", "Land"),
    subject: t("Objet", "Subject", "Asunto", "Onderwerp"),
    message: t("Message", "Message", "Mensaje", "Bericht"),
    tourDate: t("Date souhaitée", "Preferred date", "Fecha deseada", "Gewenste datum"),
    groupSize: t("Nombre de personnes", "Group size", "Número de personas", "Aantal personen"),
    eventDescription: t(
      "Description de l'événement",
      "Event description",
      "Descripción del evento",
      "Beschrijving van het evenement",
    ),
    city: t("Ville", "City", "Ciudad", "Stad"),
    language: t("Langue", "Language", "Idioma", "Taal"),
  },
} as const;
