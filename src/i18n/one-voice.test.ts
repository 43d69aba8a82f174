/**
 * 5, "the words are one voice": no English left in the French, Spanish and Dutch texts (UI catalogues and
 * the booking API's messages), one formal register per language (vous, usted, u), and counts through i18next's
 * plural keys ("Only 1 seat left", never "Only 1 seats left").
 */
import fs from "fs";
import path from "path";
import i18next from "i18next";
import { LOCALES } from "./locales";

const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "messages", locale, "common.json"), "utf8")) as Record<
    string,
    string
  >;

// The server's catalogues (services/api/messages/{lng}/{ns}.json, ADR 0364): its messages and its e-mails' words.
const SERVER_NAMESPACES = ["errors", "mail", "payments", "forms"] as const;
const loadServer = (locale: string, ns: string) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, "../../services/api/messages", locale, `${ns}.json`), "utf8"),
  ) as Record<string, string>;

/** English words that are not words of French, Spanish or Dutch: one of them in those texts is a leak. */
const ENGLISH_WORDS = new Set([
  "the",
  "and",
  "your",
  "you",
  "please",
  "off",
  "only",
  "left",
  "seat",
  "seats",
  "with",
  "choose",
  "select",
  "booking",
  "cart",
  "day",
  "days",
  "free",
  "price",
  "from",
  "this",
  "that",
  "are",
  "book",
  "now",
  "see",
  "more",
  "review",
  "reviews",
  "sold",
  "available",
  "limited",
  "cancel",
  "pay",
  "payment",
  "try",
  "again",
]);

/** The English words of a text; the brand's "hop-on hop-off", placeholders and tags do not count. */
export function englishWordsIn(text: string): string[] {
  const plain = text.replace(/\{\{?\w+\}?\}|<[^>]+>/g, " ").replace(/hop-on[ -]hop-off/gi, " ");
  return (plain.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => ENGLISH_WORDS.has(w));
}

/** The informal register: tú in Spanish, je/jij/jouw in Dutch, tu in French. */
const INFORMAL: Record<string, RegExp> = {
  es: /\b(tu|tus|ti|te|contigo|quieres|tienes|puedes|elige|prueba|acepta|actualiza|inténtalo|comprueba|vuelve|cambia|completa|descubre|encuentra tu|consulta|añade|selecciona|introduce|indica|escribe|contáctanos|encuéntranos|alquila)\b/iu,
  nl: /(^|[^\p{L}])(je|jij|jou|jouw)(?=$|[^\p{L}])/iu,
  fr: /(^|[^\p{L}])(tu|toi|ton|ta|tes)(?=$|[^\p{L}])/iu,
};

/**
 * Formal sentences the informal check cannot tell apart: Spanish writes usted's present ("si nos escribe", "indica
 * su estado", "no cambia") as tú's imperative ("escribe", "indica", "cambia"). Each one read: usted throughout.
 */
const FORMAL_AS_READ = new Set([
  "server mail changedSince",
  "server payments CHANGE_REFUNDED",
  "server forms mail.requestNumber",
]);

const NON_ENGLISH = ["fr", "es", "nl"] as const;
const textsOf = (locale: string): [string, string][] => [
  ...Object.entries(load(locale)).map(([k, v]): [string, string] => [k, v]),
  ...SERVER_NAMESPACES.flatMap((ns) =>
    Object.entries(loadServer(locale, ns)).map(([k, v]): [string, string] => [`server ${ns} ${k}`, v]),
  ),
];

describe("one voice", () => {
  test("the checks know the English and the informal words that leaked", () => {
    expect(englishWordsIn("Summer 10% off")).toEqual(["off"]);
    expect(englishWordsIn("Only 1 seats left")).toEqual(["only", "seats", "left"]);
    expect(englishWordsIn("Autobuses turísticos hop-on hop-off en {{city}}")).toEqual([]);
    expect(INFORMAL.es!.test("Tu selección")).toBe(true);
    expect(INFORMAL.es!.test("Su selección")).toBe(false);
    expect(INFORMAL.nl!.test("Je tickets")).toBe(true);
    expect(INFORMAL.nl!.test("Uw tickets")).toBe(false);
    expect(INFORMAL.fr!.test("Choisis ta ville")).toBe(true);
    expect(INFORMAL.fr!.test("Choisissez votre ville")).toBe(false);
  });

  test.each(NON_ENGLISH)("%s: no English word in the UI catalogue or the server's messages", (locale) => {
    const leaks = textsOf(locale).flatMap(([key, text]) => englishWordsIn(text).map((word) => `${key}: ${word}`));
    expect(leaks).toEqual([]);
  });

  test.each(NON_ENGLISH)("%s: one formal register", (locale) => {
    const informal = textsOf(locale)
      .filter(([key, text]) => INFORMAL[locale]!.test(text) && !(locale === "es" && FORMAL_AS_READ.has(key)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(informal).toEqual([]);
  });

  test.each(LOCALES)("%s: counts go through i18next's plural keys (1 is singular, 2 plural)", async (locale) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      resources: { [locale]: { translation: load(locale) } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    for (const [key, vars] of [
      ["search.seatsLeft", {}],
      ["calendar.limited", {}],
      ["product.rating", { rating: "4.5" }],
      ["checkout.holdAnnounce", {}],
    ] as const) {
      const one = i18n.t(key, { ...vars, count: 1, minutes: 1 });
      const two = i18n.t(key, { ...vars, count: 2, minutes: 2 });
      expect([key, one]).toEqual([
        key,
        load(locale)[`${key}_one`]!.replace("{{count}}", "1").replace("{{minutes}}", "1").replace("{{rating}}", "4.5"),
      ]);
      expect([key, two]).toEqual([
        key,
        load(locale)[key]!.replace("{{count}}", "2").replace("{{minutes}}", "2").replace("{{rating}}", "4.5"),
      ]);
    }
    if (locale === "en") {
      expect(i18n.t("search.seatsLeft", { count: 1 })).toBe("Only 1 seat left");
      expect(i18n.t("checkout.holdAnnounce", { minutes: 1, count: 1 })).toBe("1 minute left to complete your booking");
    }
  });

  test.each(LOCALES)(
    "%s: the server's catalogues are i18next's format: i18next reads their plural keys alike",
    async (locale) => {
      const i18n = i18next.createInstance();
      const mail = loadServer(locale, "mail");
      await i18n.init({
        lng: locale,
        resources: { [locale]: { translation: mail } },
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
      });
      expect(i18n.t("count.ADULT", { count: 1 })).toBe(mail["count.ADULT_one"]);
      expect(i18n.t("count.ADULT", { count: 2 })).toBe(mail["count.ADULT_other"]);
      expect(i18n.t("hello", { name: "Ana" })).toBe(mail.hello!.replace("{{name}}", "Ana"));
    },
  );
});
