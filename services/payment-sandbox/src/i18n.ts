/**
 * Languages and texts of the hosted card page, and how Viva reports the language back (`lang=en-GB`). The texts are
 * i18next JSON catalogues, the site's format (ADR 0364): services/payment-sandbox/messages/{lng}/page.json, flat keys,
 * `{{name}}` placeholders. The page's languages are the catalogues' folders: a new language is its folder.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type page from "../messages/en/page.json";

/** The catalogues' folder (dist/services/payment-sandbox/messages in a production build: scripts/build-services.ts). */
export const MESSAGES_DIR = fileURLToPath(new URL("../messages/", import.meta.url));

/** The page's languages: one folder of catalogues each (fr, en, es, nl: the site's). */
export const PAGE_LANGS: readonly string[] = readdirSync(MESSAGES_DIR).sort();
export type PageLang = string;

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
  return PAGE_LANGS.includes(lang) ? lang : "en";
}

/** The Intl tag of a page language, for its amounts ("fr-FR"). */
export const cultureOf = (lang: PageLang): string => normalizeRequestLang(lang) ?? DEFAULT_REQUEST_LANG;

/** The texts of the page (keys of messages/en/page.json), the button's filled with the amount. */
export type Strings = Omit<typeof page, "pay"> & { pay: (amount: string) => string };

/** `{{name}}` placeholders filled, as i18next and the web server fill them. */
export const fill = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);

function load(lang: PageLang): Strings {
  const texts = JSON.parse(readFileSync(path.join(MESSAGES_DIR, lang, "page.json"), "utf8")) as typeof page;
  return { ...texts, pay: (amount) => fill(texts.pay, { amount }) };
}

/** Every language's texts, read once at start-up. */
export const STRINGS: Readonly<Record<PageLang, Strings>> = Object.fromEntries(PAGE_LANGS.map((l) => [l, load(l)]));

/** The texts of a page language (English's for one without a catalogue). */
export const stringsOf = (lang: PageLang): Strings => STRINGS[lang] ?? STRINGS.en!;
