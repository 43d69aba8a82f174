/**
 * Rendered ticket PDFs, once per booking state: an 80-seat booking's PDF costs 1-3 s of event-loop CPU,
 * and every download rendered it again. The key is the booking's reference and a hash of everything the PDF shows
 * (the ticket data, the operator's name, the logo's bytes, the language): a change of date, of passengers or of the
 * brand is a new key, so a stale PDF is never served. Bounded in memory (entries and bytes, least recently used
 * out first); concurrent downloads of one PDF share one rendering (single flight). Per instance: each instance of
 * the web server renders a PDF at most once per state. The bounds and the single flight are lru-cache's (ADR 0361).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { PdfLogo } from "./pdf.ts";
import type { TicketData } from "./tickets.ts";

export interface PdfCacheOptions {
  /** Most PDFs kept (default 200). */
  maxEntries?: number;
  /** Most bytes kept, all PDFs together (default 64 MiB); a larger PDF is served, not kept. */
  maxBytes?: number;
}

type Render = () => Promise<Uint8Array>;

export class PdfCache {
  private readonly pdfs: LRUCache<string, Uint8Array, Render>;
  /** Renderings done (tests and the benchmark read it). */
  renders = 0;

  constructor(options: PdfCacheOptions = {}) {
    this.pdfs = new LRUCache<string, Uint8Array, Render>({
      max: options.maxEntries ?? 200,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (pdf) => Math.max(1, pdf.byteLength),
      ignoreFetchAbort: true, // a rendering pushed out while it runs still serves its downloads
      fetchMethod: (_key, _stale, { context: render }) => {
        this.renders++;
        return render();
      },
    });
  }

  /** The key of one state of a booking's PDF. */
  static keyOf(ticket: TicketData, logo: PdfLogo | null | undefined): string {
    const hash = createHash("sha256").update(JSON.stringify(ticket));
    if (logo) hash.update(logo.mimeType).update(logo.bytes);
    return `${ticket.reference}:${ticket.locale}:${hash.digest("base64url")}`;
  }

  /** The PDF of `key`, rendered by `render` only when no copy is kept or being made. */
  async get(key: string, render: Render): Promise<Uint8Array> {
    return (await this.pdfs.fetch(key, { context: render }))!;
  }

  /** PDFs kept or being rendered. */
  get size(): number {
    return this.pdfs.size;
  }
}
