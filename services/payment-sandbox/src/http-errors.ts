/** Errors in Viva's shapes and the small request helpers every route uses. */
import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "string" ? body : JSON.stringify(body));
  }
}

/** Viva's Smart Checkout error body: {status, message, eventId}. */
export const vivaError = (status: number, message: string, eventId = "0") =>
  new HttpError(status, { status, message, eventId });
export const validation = (message: string) =>
  vivaError(400, `RedirectCheckoutCreateOrderValidationFailed: ${message}`, "100700");

/** Viva's legacy (/api/...) response envelope. */
export const legacyError = (status: number, text: string) =>
  new HttpError(status, {
    ErrorCode: status,
    ErrorText: text,
    TimeStamp: new Date().toISOString(),
    CorrelationId: null,
    EventId: 0,
    Success: false,
  });

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function basicCredentials(req: FastifyRequest): { id: string; secret: string } | null {
  const h = req.headers.authorization;
  if (!h || !/^basic /i.test(h)) return null;
  const decoded = Buffer.from(h.slice(6).trim(), "base64").toString("utf8");
  const i = decoded.indexOf(":");
  if (i < 0) return null;
  // RFC 6749 2.3.1: client id and secret are form-urlencoded before Basic encoding.
  const dec = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, " "));
    } catch {
      return s;
    }
  };
  return { id: dec(decoded.slice(0, i)), secret: dec(decoded.slice(i + 1)) };
}

export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

export const str = (v: unknown) => (typeof v === "string" ? v : undefined);

// ------------------------------------------------------------------ factory
