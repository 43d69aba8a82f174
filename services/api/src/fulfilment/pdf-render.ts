/**
 * Ticket PDFs rendered off the event loop: renderTicketsPdf (pdf.ts) runs in a worker thread
 * (pdf-worker.ts), so a large booking's rendering (1-3 s of CPU for 80 seats) does not delay other visitors'
 * requests. One worker per process, started on first use, unref'd (it never keeps the process alive); renderings
 * queue in it one at a time (the PDF cache already renders each booking state once). A worker that dies fails the
 * renderings it held and is replaced on the next one.
 */
import { Worker } from "node:worker_threads";
import type { PdfLogo } from "./pdf.ts";
import type { RenderReply, RenderRequest } from "./pdf-worker.ts";
import type { TicketData } from "./tickets.ts";

/**
 * The compiled build runs pdf-worker.js. Under tsx (development, tests) the worker registers tsx's loader first: a
 * loader given to the main thread (`--import tsx`) does not reach worker threads on Node 20.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./pdf-worker.js", import.meta.url));
  const esm = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const cjs = JSON.stringify(import.meta.resolve("tsx/cjs/api"));
  const entry = JSON.stringify(new URL("./pdf-worker.ts", import.meta.url).href);
  const boot = `Promise.all([import(${esm}), import(${cjs})]).then(([e, c]) => { e.register(); c.register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true });
}

export class PdfWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(pdf: Uint8Array): void; reject(error: Error): void }>();

  render(ticket: TicketData, opts: { logo?: PdfLogo | null } = {}): Promise<Uint8Array> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref(); // a rendering in flight keeps the process alive until it ends
      worker.postMessage({ id, ticket, logo: opts.logo ?? null } satisfies RenderRequest);
    });
  }

  /** Stops the worker; renderings in flight fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error("PDF worker closed"));
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on("message", (reply: RenderReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ("pdf" in reply) waiting.resolve(reply.pdf);
      else waiting.reject(new Error(`PDF rendering failed: ${reply.error}`));
    });
    const gone = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error);
    };
    worker.on("error", gone);
    worker.on("exit", (code) => gone(new Error(`PDF worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

/** The process's PDF worker: the download route and the ticket e-mails render through it. */
export const ticketPdfWorker = new PdfWorker();

/** renderTicketsPdf, off the event loop. */
export const renderTicketsPdfOffLoop = (
  ticket: TicketData,
  opts: { logo?: PdfLogo | null } = {},
): Promise<Uint8Array> => ticketPdfWorker.render(ticket, opts);
