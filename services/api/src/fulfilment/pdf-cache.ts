/**
 * Rendered ticket PDFs, once per booking state: an 80-seat booking's PDF costs 1-3 s of event-loop CPU,
 * and every download rendered it again. The key is the booking's reference and a hash of everything the PDF shows
 * (the ticket data, the operator's name, the logo's bytes, the language): a change of date, of passengers or of the
 * brand is a new key, so a stale PDF is never served. Bounded in memory (entries and bytes, least recently used
 * out first); concurrent downloads of one PDF share one rendering (single flight). Per instance: each instance of
 * the web server renders a PDF at most once per state.
 */
import { createHash } from "node:crypto";
import type { PdfLogo } from "./pdf.ts";
import type { TicketData } from "./tickets.ts";

export interface PdfCacheOptions {
  /** Most PDFs kept (default 200). */
  maxEntries?: number;
  /** Most bytes kept, all PDFs together (default 64 MiB). */
  maxBytes?: number;
}

export class PdfCache {
  private readonly done = new Map<string, Uint8Array>();
  private readonly pending = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;
  /** Renderings done (tests and the benchmark read it). */
  renders = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: PdfCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** The key of one state of a booking's PDF. */
  static keyOf(ticket: TicketData, logo: PdfLogo | null | undefined): string {
    const hash = createHash("sha256").update(JSON.stringify(ticket));
    if (logo) hash.update(logo.mimeType).update(logo.bytes);
    return `${ticket.reference}:${ticket.locale}:${hash.digest("base64url")}`;
  }

  /** The PDF of `key`, rendered by `render` only when no copy is kept or being made. */
  async get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.done.get(key);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.done.delete(key);
      this.done.set(key, kept);
      return kept;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const rendering = (async () => {
      this.renders++;
      return render();
    })();
    this.pending.set(key, rendering);
    try {
      const pdf = await rendering;
      this.keep(key, pdf);
      return pdf;
    } finally {
      this.pending.delete(key);
    }
  }

  get size(): number {
    return this.done.size;
  }

  private keep(key: string, pdf: Uint8Array): void {
    if (pdf.byteLength > this.maxBytes) return;
    this.done.set(key, pdf);
    this.bytes += pdf.byteLength;
    for (const [oldKey, old] of this.done) {
      if (this.done.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.done.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }
}
