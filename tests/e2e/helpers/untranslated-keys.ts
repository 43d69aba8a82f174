/**
 * Finds untranslated UI catalogue keys ("help.position", "nav.book"...) in built HTML: the text and
 * the human-readable attributes of a page, matched against the catalogue's key shapes (`<namespace>.<name>` for
 * every namespace of src/i18n/messages/en/common.json), so a key missing from the catalogues is caught too.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import en from "../../../src/i18n/messages/en/common.json";

const NAMESPACES = [...new Set(Object.keys(en).map((key) => key.split(".")[0]!))].sort();
/** File extensions and domain endings that follow a word like "page" or "site" in ordinary text. */
const NOT_KEYS =
  "(?!(?:html?|php|pdf|png|jpe?g|gif|svg|webp|js|css|json|xml|txt|ics|com|org|net|io|eu|example|fr|en|es|nl|be|uk)\\b)";
const KEY = new RegExp(
  `(?<![\\w@/.:-])(?:${NAMESPACES.join("|")})\\.${NOT_KEYS}[A-Za-z][\\w-]*(?:\\.[A-Za-z][\\w-]*)*(?![\\w@/-]|\\.\\w)`,
  "g",
);
const READABLE_ATTRIBUTES = /\s(?:alt|title|aria-label|aria-description|placeholder|content|value)="([^"]*)"/g;

/** What a visitor reads of a page: text outside script/style/template, and the readable attributes. */
export function readableText(html: string): string[] {
  const body = html.replace(/<(script|style|template|noscript)\b[^]*?<\/\1>/gi, " ").replace(/<!--[^]*?-->/g, " ");
  const attributes = [...body.matchAll(READABLE_ATTRIBUTES)].map((m) => m[1] ?? "");
  const text = body
    .replace(/<[^>]*>/g, "\n")
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
  return [...text, ...attributes];
}

export function untranslatedKeys(html: string): string[] {
  return [...new Set(readableText(html).flatMap((chunk) => [...chunk.matchAll(KEY)].map((m) => m[0])))];
}

/** Every .html file of a built site directory. */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full));
    else if (name.endsWith(".html")) out.push(full);
  }
  return out;
}

/** The build the web server serves: the live directory of the publish pipeline, else public/. */
export function builtSiteDir(root: string): string | null {
  const live = process.env.SITE_DIR ? path.join(path.resolve(root, process.env.SITE_DIR), "current") : null;
  if (live && existsSync(live)) return live;
  const pub = path.join(root, "public");
  return existsSync(path.join(pub, "page-data")) ? pub : null;
}
