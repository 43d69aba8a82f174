/**
 * The Content-Security-Policy of the web server (ADR 0070). One base policy for every response; HTML pages get
 * the sha256 hashes of their own inline scripts (Gatsby's script loader and chunk mapping) added to script-src, so
 * no 'unsafe-inline' and no 'unsafe-eval' are needed for scripts. Third parties come from configuration only:
 * the map tile host (GATSBY_MAP_TILES_URL) and CSP_EXTRA_SOURCES (analytics tags and the like).
 */
import { createHash } from "node:crypto";

import type { CspDirectives } from "../config.ts";

export { parseCspSources, type CspDirectives } from "../config.ts";

/**
 * The host source of a Leaflet tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png` gives
 * `https://*.tile.example.org`; no URL, no source.
 */
export function tileSource(template: string): string | null {
  if (!template) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = (match[2] ?? "").replace(/^\{[a-z]+\}\./i, "*.");
  if (/[{}]/.test(host)) return null;
  return `${(match[1] ?? "https").toLowerCase()}://${host.toLowerCase()}`;
}

export interface CspOptions {
  mapTilesUrl: string;
  extraSources: CspDirectives;
}

/** The base policy: same-origin everything, no plugins, no framing, forms post only here. */
export function baseDirectives(options: CspOptions): CspDirectives {
  const tiles = tileSource(options.mapTilesUrl);
  const base: CspDirectives = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Gatsby inlines the page CSS in <style> and React renders style="" attributes (ADR 0070).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(tiles ? [tiles] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    // The captcha widget solves its proof of work in a worker built from a blob.
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    // The checkout sends the visitor to the payment page by navigation, not by a form post.
    "form-action": ["'self'"],
    "script-src-attr": ["'none'"],
  };
  for (const [name, sources] of Object.entries(options.extraSources)) {
    const current = base[name] ?? [...(base["default-src"] ?? [])];
    base[name] = [...new Set([...current.filter((s) => s !== "'none'"), ...sources])];
  }
  return base;
}

/** Serializes directives, adding the given script hashes to script-src. */
export function serializeCsp(directives: CspDirectives, scriptHashes: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === "script-src" ? [...sources, ...scriptHashes.map((h) => `'${h}'`)] : sources;
      return `${name} ${all.join(" ")}`;
    })
    .join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/**
 * `sha256-<base64>` of every inline script of an HTML page that a browser would run (no `src`, a JavaScript
 * type). JSON-LD and other data blocks are not run, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes].sort();
}

/**
 * Script hashes of served HTML files, cached by path, size and modification time: a published build is a new
 * directory (new paths) and a rebuilt file changes its mtime, so an entry is never stale.
 */
export class ScriptHashCache {
  private readonly entries = new Map<string, { key: string; hashes: string[] }>();

  constructor(private readonly maxEntries = 5000) {}

  async hashesOf(
    file: string,
    stamp: { size: number; mtimeMs: number },
    html: () => Promise<string>,
  ): Promise<string[]> {
    const key = `${stamp.size}:${stamp.mtimeMs}`;
    const hit = this.entries.get(file);
    if (hit && hit.key === key) return hit.hashes;
    const hashes = inlineScriptHashes(await html());
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(file, { key, hashes });
    return hashes;
  }
}
