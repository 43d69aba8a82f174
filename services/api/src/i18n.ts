/**
 * The web server's one text loader (ADR 0364). Every word the server writes (the booking e-mails and the reminder,
 * the ticket PDF, the calendar file, the error catalogue of spec section 8, the payment and form messages) lives in
 * i18next JSON catalogues, the site's format: one file per language and namespace,
 * services/api/messages/{lng}/{ns}.json, flat keys, `{{name}}` placeholders (domain/fill.ts) and i18next's plural
 * keys (`key_one`, `key_other`, chosen from a `count` parameter). i18next itself picks the text (ADR 0367: the plural
 * form and the English fallback were written by hand here before). A new language is a new folder there
 * (docs/adding-a-language.md); the build copies the folder next to the compiled code (scripts/build-services.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import i18next, { type TOptions } from "i18next";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fill } from "../../../domain/fill.ts";
import { FALLBACK_LOCALE } from "../../../domain/locales.ts";
import type errors from "../messages/en/errors.json";
import type forms from "../messages/en/forms.json";
import type mail from "../messages/en/mail.json";
import type payments from "../messages/en/payments.json";

/** The catalogues' folder: services/api/messages (dist/services/api/messages in a production build). */
export const MESSAGES_DIR = fileURLToPath(new URL("../messages/", import.meta.url));

/** The namespaces and their keys, typed from the English catalogues (every language has the same keys: unit-tested). */
interface Namespaces {
  /** The booking e-mails, the reminder, the ticket PDF and the calendar file (fulfilment/). */
  mail: typeof mail;
  /** The error catalogue of spec section 8 and the booking rules' messages (booking/messages.ts). */
  errors: typeof errors;
  /** The payment return's and manage my booking's messages (payments/messages.ts). */
  payments: typeof payments;
  /** The help-centre forms' answers and e-mails (forms/messages.ts). */
  forms: typeof forms;
}
export type Namespace = keyof Namespaces;
export const NAMESPACES: readonly Namespace[] = ["mail", "errors", "payments", "forms"];
export type KeyOf<N extends Namespace> = keyof Namespaces[N] & string;
/** The base of a plural key ("count.ADULT" for "count.ADULT_one" and "count.ADULT_other"). */
export type PluralOf<N extends Namespace> =
  KeyOf<N> extends infer K ? (K extends `${infer B}_other` ? B : never) : never;

type Params = Readonly<Record<string, string | number | undefined>>;
export type Catalogue = Readonly<Record<string, string>>;

/**
 * The texts of a catalogues' folder, every language folder read once, chosen by an i18next instance of their own:
 * the plural form (`key_one`, `key_other`... by the language's rules, from a numeric `count`), English's text
 * (FALLBACK_LOCALE) for a key or a language missing, else the key. Placeholders are filled by domain/fill.ts.
 */
export function catalogues(dir: string = MESSAGES_DIR) {
  const read = (lng: string, ns: Namespace) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), "utf8"));
  const resources = Object.fromEntries(
    readdirSync(dir).map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, read(lng, ns)]))]),
  );
  const i18n = i18next.createInstance();
  void i18n.init({
    resources,
    fallbackLng: FALLBACK_LOCALE,
    keySeparator: false,
    nsSeparator: false,
    initImmediate: false,
  });

  const catalogue = (lng: string, ns: Namespace): Catalogue => i18n.getResourceBundle(lng, ns) as Catalogue;

  /** The text of `key` in `lng`, its placeholders filled (kept as written when a parameter is missing, or dropped). */
  function t<N extends Namespace>(
    ns: N,
    key: KeyOf<N> | PluralOf<N>,
    lng: string,
    params: Params = {},
    missing: "keep" | "empty" = "keep",
  ): string {
    const options: TOptions = { lng, ns, skipInterpolation: true };
    if (typeof params.count === "number") options.count = params.count;
    return fill(String(i18n.t(key, options)), params, missing);
  }

  return { catalogue, t };
}

/** The catalogue files a configured language lacks (`de/mail.json`...). */
export const missingCatalogues = (languages: readonly string[], dir: string = MESSAGES_DIR): string[] =>
  languages.flatMap((lng) =>
    NAMESPACES.map((ns) => `${lng}/${ns}.json`).filter((file) => !existsSync(path.join(dir, file))),
  );

/**
 * The web server's start (main.ts) and `npm run check-config` refuse SITE_LANGUAGES with a language whose catalogues
 * are missing, naming the files, rather than fail at its first e-mail (an added language is its folder: ADR 0367).
 */
export function assertCatalogues(languages: readonly string[], dir: string = MESSAGES_DIR): void {
  const missing = missingCatalogues(languages, dir);
  if (missing.length > 0) {
    throw new Error(
      `SITE_LANGUAGES: no catalogue ${missing.join(", ")} in services/api/messages (docs/adding-a-language.md)`,
    );
  }
}

const shipped = catalogues();

/** A text of the server's catalogues (services/api/messages). */
export const t = shipped.t;
/** A whole catalogue (tests; the site's checks of the server's words). */
export const catalogue = shipped.catalogue;
