/**
 * The one gate between a URL typed in the CMS and an `href`. React renders `javascript:` URLs
 * as they are, so every component that renders a CMS URL passes it through `safeHref` first.
 *
 * Allowed: a path on the site ("/en/paris/tours", "#faq", "?q=1") or an absolute http(s), mailto or tel URL.
 * Anything else is dropped (undefined), and so is every disguise of a script or data URL: case, leading spaces or
 * control characters, tabs and newlines inside (browsers remove them), invisible spaces, HTML entities
 * (`&#106;`, `&#x6A;`, `&colon;`) and percent-encoding, nested or not. The CMS refuses the same links at save
 * (services/cms/src/fields/url.ts); this is the second line, for what was stored before or around it.
 */
const SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** Whitespace, C0/C1 controls and invisible spaces: what browsers strip or editors cannot see. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  num: "#",
  percnt: "%",
  period: ".",
  amp: "&",
  lpar: "(",
  rpar: ")",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
  semi: ";",
  excl: "!",
  equals: "=",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole: string, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const decodePercent = (text: string): string =>
  text.replace(/%([0-9a-f]{2})/gi, (_: string, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** What a browser, an HTML parser or a URL decoder could end up reading: all decodings applied until stable. */
function unmasked(raw: string): string {
  let text = raw;
  for (let i = 0; i < 8; i++) {
    const next = decodePercent(decodeEntities(text)).replace(INVISIBLE, "");
    if (next === text) break;
    text = next;
  }
  return text.replace(INVISIBLE, "");
}

/** Is this (already unmasked) text a link we render? */
function allowed(text: string): boolean {
  if (text === "") return false;
  if (text[0] === "/") return text[1] !== "/" && text[1] !== "\\"; // "//host" and "/\host" leave the site
  if (text[0] === "#" || text[0] === "?") return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (!scheme || !SCHEMES.has(scheme)) return false;
  if (scheme === "http" || scheme === "https") return /^https?:\/\/[^/\\?#]/i.test(text);
  return text.length > scheme.length + 1;
}

/** `raw` as an href when it is safe to render, else undefined (render the text without a link). */
export function safeHref(raw: string | null | undefined): string | undefined {
  if (typeof raw !== "string") return undefined;
  const visible = raw.replace(INVISIBLE, "");
  // Both what is written and what it decodes to must be allowed.
  return allowed(visible) && allowed(unmasked(raw)) ? visible : undefined;
}

/** A safe href that stays on the site (render it with Gatsby's Link). */
export const isSitePath = (href: string): boolean => href[0] === "/" && href[1] !== "/" && href[1] !== "\\";
