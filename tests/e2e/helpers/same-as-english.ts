/**
 * Finds visible sentences of a translated page (fr, es, nl) that are identical to the English page of the same
 * screen (English taglines on the Dutch pre-home, English stop names on the French map). A
 * "sentence" is a text chunk of three words or more; proper names that read the same in every language are
 * allowed by a short list.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { routeOf, translatePath } from "../../../domain/route-table";
import { readableText } from "./untranslated-keys";

/** Names that are the same in every language (brand, stores, landmarks known by their own name). */
export const PROPER_NAMES: readonly string[] = [
  "City Sightseeing",
  "App Store",
  "Google Play",
  "Hop-on hop-off",
  "Paris by Night",
  "Campus Travel Club",
  "Iberia Rail Tours",
  "Hôtels Lumière",
  "Moulin Rouge",
  "Arc de Triomphe",
  "Place de la Concorde",
  "Place de la Bastille",
  "Les Invalides",
  "Musée d’Orsay",
  "Champs-Élysées",
  "Tower of London",
  "Notre-Dame",
  "Royal Crescent",
  "Pulteney Bridge",
  "Manneken Pis",
  "Grand-Place",
  "Mont des Arts",
  "Sagrada Família",
  "Casa Batlló",
  "Puerta del Sol",
  "Plaza Mayor",
  "Gran Vía",
  "Museo del Prado",
  "Hyde Park Corner",
  "Thermae Bath Spa",
  "Royal Victoria Park",
  "Jane Austen Centre",
  "Puerta de Alcalá",
  "Plaza de España",
  "Plaça de Catalunya",
  "Plaza de Cibeles",
  "Arc de Triomf",
];

const words = (s: string) => s.match(/\p{L}+/gu) ?? [];
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();

/** Addresses, e-mail addresses, web addresses and figures: the same in every language. */
const NOT_PROSE = /\d|@|^(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}(?:\/\S*)?$/i;

/** Words left once the listed proper names are taken out ("Iberia Rail Tours · Madrid" leaves one). */
const proseWords = (s: string) => words(PROPER_NAMES.reduce((rest, name) => rest.split(name).join(" "), s)).length;

/** The sentences of a page: visible text chunks of at least three words besides listed proper names. */
export function sentences(html: string): Set<string> {
  const body = html.replace(/^[^]*?<body\b/i, "<body");
  return new Set(
    readableText(body)
      .map(decode)
      .filter((s) => !NOT_PROSE.test(s))
      .filter((s) => proseWords(s) >= 3),
  );
}

/** The sentences of a translated page that its English counterpart shows word for word. */
export function sameAsEnglish(translatedHtml: string, englishHtml: string): string[] {
  const english = sentences(englishHtml);
  return [...sentences(translatedHtml)].filter((s) => english.has(s));
}

/** The built English page of the same screen as a built translated page (null when there is none). */
export function englishCounterpart(dir: string, file: string): string | null {
  const rel = path
    .relative(dir, file)
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "");
  const match = routeOf(`/${rel}`);
  if (!match || match.locale === "en") return null;
  let enPath: string;
  try {
    enPath = translatePath(match, "en");
  } catch {
    return null;
  }
  const candidate = path.join(dir, ...enPath.split("/").filter(Boolean), "index.html");
  return existsSync(candidate) ? candidate : null;
}
