/**
 * The worker thread of the ticket PDF: runs the same renderTicketsPdf as the main thread, so an 80-seat
 * booking's 1-3 s of CPU never blocks the web server's event loop. Started by pdf-render.ts; one message in
 * ({ id, ticket, logo }), one out ({ id, pdf } with the bytes transferred, or { id, error }).
 */
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { renderTicketsPdf, type PdfLogo } from "./pdf.ts";
import type { TicketData } from "./tickets.ts";

export interface RenderRequest {
  id: number;
  ticket: TicketData;
  logo: PdfLogo | null;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

// A lower priority for this thread only (Linux: a thread has its own nice value, and pid 0 is the calling thread), so
// that on a busy machine the web server's event loop wins the CPU over a rendering. Best effort elsewhere.
try {
  setPriority(0, 10);
} catch {
  // not permitted or not supported: the rendering still runs off the event loop
}

parentPort?.on("message", async (req: RenderRequest) => {
  try {
    const pdf = await renderTicketsPdf(req.ticket, { logo: req.logo });
    parentPort!.postMessage({ id: req.id, pdf } satisfies RenderReply, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({
      id: req.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderReply);
  }
});
