/**
 * OCTO client for the supplier: the sandbox (services/octo-sandbox) by default, Ventrata in production (same
 * protocol). Every call has a timeout; only safe or idempotent calls are retried:
 *  - GET requests and the read-only POSTs (/availability, /availability/calendar);
 *  - POST /bookings, idempotent by its `uuid` (a retry re-sends the same uuid, so it cannot double book).
 * Confirmations, updates and cancellations are never retried blindly: a lost answer does not tell whether the
 * supplier applied them; the caller re-reads the booking instead.
 * One overall deadline per call (OCTO_DEADLINE_MS) bounds the attempts, their backoff and the reading of the
 * answer together: a hung supplier costs the visitor a few seconds, not timeout x attempts.
 */
import pRetry, { AbortError } from "p-retry";
import { OctoError, type OctoFailure } from "./errors.ts";
import { detachedMetrics, octoOperation, secondsSince, type Metrics } from "../metrics.ts";
import { languageTag, type Locale } from "../locale.ts";
import {
  DEFAULT_CAPABILITIES,
  type BookingConfirmationBody,
  type BookingReservationBody,
  type BookingUpdateBody,
  type OctoAvailability,
  type OctoBooking,
  type OctoCalendarDay,
  type OctoCapability,
  type OctoContactBody,
  type OctoErrorBody,
  type OctoOrder,
  type OctoProduct,
  type OctoSupplier,
} from "./types.ts";

export interface OctoClientOptions {
  baseUrl: string;
  apiKey: string;
  capabilities?: readonly OctoCapability[];
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Overall deadline of one call, all attempts and backoff included (default: none, only the per-attempt timeout). */
  deadlineMs?: number;
  /** Extra attempts for retryable calls. */
  retries?: number;
  /** Base delay of the exponential backoff between attempts. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Latency of every attempt, retries and failed calls (default: a detached set nobody scrapes). */
  metrics?: Metrics;
  /** The id of the request being served, sent as `x-request-id` (src/request-id.ts). */
  requestId?: () => string | undefined;
  /**
   * Runs each availability or calendar read (the calls one request can multiply): may refuse it (a rejection) or
   * make it wait its turn (the per-client budget and share, limits/supplier-budget.ts; ADR 0347).
   */
  aroundRead?: <T>(call: () => Promise<T>) => Promise<T>;
}

export interface UnitQuantity {
  id: string;
  quantity: number;
}

export interface AvailabilityQuery {
  productId: string;
  optionId: string;
  localDate?: string;
  localDateStart?: string;
  localDateEnd?: string;
  availabilityIds?: string[];
  units?: UnitQuantity[];
  currency?: string;
  /** octo/offers: price with this offer code (INVALID_OFFER_CODE when unknown). */
  offerCode?: string;
}

export interface CalendarQuery {
  productId: string;
  optionId: string;
  localDateStart: string;
  localDateEnd: string;
  units?: UnitQuantity[];
  currency?: string;
}

/** Filters of GET /bookings (OCTO core); local dates are YYYY-MM-DD, the range inclusive. */
export interface BookingsQuery {
  supplierReference?: string;
  resellerReference?: string;
  localDate?: string;
  localDateStart?: string;
  localDateEnd?: string;
  productId?: string;
  optionId?: string;
}

export interface CreateOrderBody {
  bookings?: BookingReservationBody[];
  contact?: OctoContactBody;
  expirationMinutes?: number;
  currency?: string;
}

export interface OrderPaymentBody {
  cardPayment: { gateway: "vivawallet"; amount?: number; currency?: string; vivawallet?: Record<string, unknown> };
  returnUrl?: string;
  contact?: OctoContactBody;
}

/**
 * Told after every call that may change vacancies (holds, their changes, confirmations, cancellations, orders),
 * answered or not: the products it touched, or null when unknown (a lost answer). Read caches drop their entries.
 */
export type WriteListener = (productIds: readonly string[] | null) => void;

interface RequestOptions {
  body?: unknown;
  retry: boolean;
  /** The call may change vacancies: the write listeners are told once it ends. */
  write?: boolean;
  language?: Locale;
  query?: Record<string, string | undefined>;
}

export class OctoClient {
  readonly baseUrl: string;
  readonly capabilities: readonly OctoCapability[];
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly deadlineMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly writeListeners: WriteListener[] = [];
  private readonly metrics: Metrics;

  constructor(private readonly options: OctoClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.apiKey = options.apiKey;
    this.capabilities = options.capabilities ?? DEFAULT_CAPABILITIES;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.deadlineMs = options.deadlineMs ?? Number.POSITIVE_INFINITY;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.fetchImpl = options.fetch ?? fetch;
    this.metrics = options.metrics ?? detachedMetrics();
  }

  /** Readiness probe (/readyz): GET /supplier once, no retry, within `timeoutMs`. Throws when the supplier does not answer. */
  async ping(timeoutMs = 2000): Promise<void> {
    await this.once("GET", "/supplier", { retry: false }, Math.min(this.timeoutMs, timeoutMs));
  }

  /** The same supplier with other capabilities (e.g. without octo/cardPayments for bookings the site settles itself). */
  withCapabilities(capabilities: readonly OctoCapability[]): OctoClient {
    return new OctoClient({ ...this.options, capabilities });
  }

  // ---- core + content -------------------------------------------------------------------------------------------
  getSupplier(language?: Locale): Promise<OctoSupplier> {
    return this.request("GET", "/supplier", { retry: true, language });
  }
  getProducts(language?: Locale): Promise<OctoProduct[]> {
    return this.request("GET", "/products", { retry: true, language });
  }
  getProduct(id: string, language?: Locale): Promise<OctoProduct> {
    return this.request("GET", `/products/${encodeURIComponent(id)}`, { retry: true, language });
  }
  /** POST, but read-only: safe to retry. */
  /** `language`: the offer titles of the answer in the visitor's language (the quote's summary shows them). */
  checkAvailability(query: AvailabilityQuery, language?: Locale): Promise<OctoAvailability[]> {
    return this.read(() => this.request("POST", "/availability", { retry: true, body: query, language }));
  }
  calendar(query: CalendarQuery): Promise<OctoCalendarDay[]> {
    return this.read(() => this.request("POST", "/availability/calendar", { retry: true, body: query }));
  }

  private read<T>(call: () => Promise<T>): Promise<T> {
    return this.options.aroundRead ? this.options.aroundRead(call) : call();
  }

  // ---- bookings -------------------------------------------------------------------------------------------------
  /** Idempotent by `body.uuid`: retried with the same uuid. */
  reserve(body: BookingReservationBody, language?: Locale): Promise<OctoBooking> {
    return this.request("POST", "/bookings", { write: true, retry: true, body, language });
  }
  getBooking(uuid: string, language?: Locale): Promise<OctoBooking> {
    return this.request("GET", `/bookings/${encodeURIComponent(uuid)}`, { retry: true, language });
  }
  /** GET /bookings: one filter at least (OCTO: resellerReference, supplierReference, localDate or localDateStart+localDateEnd). */
  findBookings(query: BookingsQuery): Promise<OctoBooking[]> {
    return this.request("GET", "/bookings", { retry: true, query: { ...query } });
  }
  updateBooking(uuid: string, body: BookingUpdateBody, language?: Locale): Promise<OctoBooking> {
    return this.request("PATCH", `/bookings/${encodeURIComponent(uuid)}`, {
      write: true,
      retry: false,
      body,
      language,
    });
  }
  extendBooking(uuid: string, expirationMinutes?: number): Promise<OctoBooking> {
    return this.request("POST", `/bookings/${encodeURIComponent(uuid)}/extend`, {
      write: true,
      retry: false,
      body: expirationMinutes ? { expirationMinutes } : {},
    });
  }
  /** Never retried: the caller re-reads the booking when the answer is lost. */
  confirmBooking(uuid: string, body: BookingConfirmationBody): Promise<OctoBooking> {
    return this.request("POST", `/bookings/${encodeURIComponent(uuid)}/confirm`, { write: true, retry: false, body });
  }
  cancelBooking(uuid: string, reason?: string): Promise<OctoBooking> {
    return this.request("POST", `/bookings/${encodeURIComponent(uuid)}/cancel`, {
      write: true,
      retry: false,
      body: reason ? { reason } : {},
    });
  }

  // ---- cart (orders) and card payments -----------------------------------------------------------------------------
  createOrder(body: CreateOrderBody): Promise<OctoOrder> {
    return this.request("POST", "/order", { write: true, retry: false, body });
  }
  /** `language`: the content language of its bookings' product and unit titles (Accept-Language). */
  getOrder(id: string, language?: Locale): Promise<OctoOrder> {
    return this.request("GET", `/order/${encodeURIComponent(id)}`, { retry: true, language });
  }
  /** Ventrata: an order update carrying `cardPayment: {gateway: "vivawallet"}` returns the Viva `orderCode`. */
  /** `language`: the visitor's, sent as Accept-Language; with a cardPayment it is the card page's (Viva requestLang). */
  updateOrder(
    id: string,
    body: Partial<OrderPaymentBody> & Record<string, unknown>,
    language?: Locale,
  ): Promise<OctoOrder> {
    return this.request("PATCH", `/order/${encodeURIComponent(id)}/update`, {
      write: true,
      retry: false,
      body,
      language,
    });
  }
  /** Confirms with the paid Viva order code and transaction id. Never retried. */
  confirmOrder(id: string, body: Record<string, unknown>): Promise<OctoOrder> {
    return this.request("POST", `/order/${encodeURIComponent(id)}/confirm`, { write: true, retry: false, body });
  }
  cancelOrder(id: string): Promise<OctoOrder> {
    return this.request("POST", `/order/${encodeURIComponent(id)}/cancel`, { write: true, retry: false, body: {} });
  }

  /** Calls `listener` after every call that may change vacancies (see WriteListener). */
  onWrite(listener: WriteListener): void {
    this.writeListeners.push(listener);
  }

  // ---- transport ------------------------------------------------------------------------------------------------
  private async request<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    if (!options.write || this.writeListeners.length === 0) return this.attempts<T>(method, path, options);
    let answer: unknown;
    try {
      answer = await this.attempts<T>(method, path, options);
      return answer as T;
    } finally {
      const products = productIdsOf(answer);
      for (const listener of this.writeListeners) listener(products);
    }
  }

  /** p-retry (ADR 0361); a backoff that would end past the deadline is not waited: the last failure at once. */
  private async attempts<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    const deadline = Date.now() + this.deadlineMs;
    const operation = octoOperation(method, path);
    let last: Error = new OctoError({ kind: "network", message: "no attempt made" }, method, path);
    try {
      return await pRetry(
        (attempt) => {
          if (attempt > 1) this.metrics.octoRetries.inc({ operation });
          const left = deadline - Date.now();
          if (left <= 0) throw new AbortError(last);
          return this.once<T>(method, path, options, Math.min(this.timeoutMs, left));
        },
        {
          retries: options.retry ? this.retries : 0,
          minTimeout: this.retryDelayMs,
          onFailedAttempt: ({ error }) => {
            last = error;
          },
          shouldRetry: ({ error, retryDelay }) =>
            error instanceof OctoError && error.transient && Date.now() + retryDelay < deadline,
        },
      );
    } catch (error) {
      this.metrics.octoErrors.inc({ operation, kind: error instanceof OctoError ? error.failure.kind : "internal" });
      throw error;
    }
  }

  /** One HTTP exchange, timed (octo_request_duration_seconds, outcome "ok" or the failure's kind). */
  private async once<T>(method: string, path: string, options: RequestOptions, timeoutMs: number): Promise<T> {
    const started = process.hrtime.bigint();
    let outcome = "ok";
    try {
      return await this.exchange<T>(method, path, options, timeoutMs);
    } catch (error) {
      outcome = error instanceof OctoError ? error.failure.kind : "internal";
      throw error;
    } finally {
      this.metrics.octoDuration.observe({ operation: octoOperation(method, path), outcome }, secondsSince(started));
    }
  }

  private async exchange<T>(method: string, path: string, options: RequestOptions, timeoutMs: number): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.apiKey}`,
      "Octo-Capabilities": this.capabilities.join(", "),
      Accept: "application/json",
    };
    if (options.language) headers["Accept-Language"] = languageTag(options.language);
    const requestId = this.options.requestId?.();
    if (requestId) headers["x-request-id"] = requestId;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const failure: OctoFailure = isTimeout(error)
        ? { kind: "timeout", timeoutMs }
        : { kind: "network", message: causeMessage(error) };
      throw new OctoError(failure, method, path);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const failure: OctoFailure = isTimeout(error)
        ? { kind: "timeout", timeoutMs }
        : { kind: "network", message: causeMessage(error) };
      throw new OctoError(failure, method, path);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      if (isOctoErrorBody(json)) {
        throw new OctoError(
          { kind: "supplier", status: response.status, code: json.error, message: json.errorMessage ?? "", body: json },
          method,
          path,
        );
      }
      throw new OctoError(
        { kind: "http", status: response.status, message: response.statusText || "error" },
        method,
        path,
      );
    }
    if (json === undefined) {
      throw new OctoError({ kind: "invalid-response", message: "body is not JSON" }, method, path);
    }
    // Some suppliers answer 200 with an error body (the spec's `anyOf: [Booking, ErrorResponse]`).
    if (isOctoErrorBody(json) && !("id" in (json as object))) {
      throw new OctoError(
        { kind: "supplier", status: 400, code: json.error, message: json.errorMessage ?? "", body: json },
        method,
        path,
      );
    }
    return json as T;
  }
}

/** Products of a booking or an order answer; null when there is none (no answer: any product may have changed). */
function productIdsOf(answer: unknown): string[] | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { productId, bookings } = answer as { productId?: unknown; bookings?: unknown };
  if (typeof productId === "string") return [productId];
  if (Array.isArray(bookings)) {
    const ids = bookings
      .map((b: { productId?: unknown }) => b?.productId)
      .filter((id): id is string => typeof id === "string");
    return ids.length === bookings.length ? [...new Set(ids)] : null;
  }
  return null;
}

function isOctoErrorBody(value: unknown): value is OctoErrorBody {
  return typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function causeMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error) return (cause as { code?: string }).code ?? cause.message;
    return error.message;
  }
  return String(error);
}
