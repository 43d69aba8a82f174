/**
 * Errors the booking API shows to visitors: a stable code plus a catalogue message key, localized at the edge
 * (REST body or GraphQL `extensions`).
 */
import { OctoError } from "../octo/errors.ts";
import { SupplierBudgetSpent } from "../limits/supplier-budget.ts";
import type { Locale } from "../locale.ts";
import { message, type MessageKey } from "./messages.ts";

export type BookingErrorCode =
  | "VALIDATION_FAILED"
  | "PASSENGER_RULE"
  | "PROMO_CODE_INVALID"
  | "PROMO_CODE_REPLACE_REQUIRED"
  /** The code would raise the price of an offer it does not combine with (docs/adr/0353). */
  | "PROMO_CODE_WORSE"
  | "CART_NOT_FOUND"
  | "CART_EXPIRED"
  | "CART_NOT_EDITABLE"
  | "UPGRADE_NOT_ALLOWED"
  | "NOT_AVAILABLE"
  | "NOT_FOUND"
  | "BAD_INPUT"
  | "SUPPLIER_UNAVAILABLE"
  | "CMS_UNAVAILABLE"
  | "REFERRER_INVALID"
  | "RATE_LIMITED"
  /** A new hold needs a proof of work (x-hold-proof; ADR 0343): the checkout solves one and retries. */
  | "PROOF_REQUIRED"
  /** The basket holds its 5 tours already (docs/adr/0366). */
  | "BASKET_FULL"
  /** The basket is paid or cancelled: no tour joins or leaves it. */
  | "BASKET_CLOSED"
  /** A tour of the basket is no longer held: no payment until it is removed. */
  | "BASKET_TOUR_EXPIRED";

export interface FieldError {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

export class BookingError extends Error {
  constructor(
    readonly code: BookingErrorCode,
    readonly key: MessageKey,
    readonly options: { params?: Record<string, string | number>; fields?: FieldError[]; cause?: unknown } = {},
  ) {
    super(`${code}: ${message(key, "en", options.params)}`, { cause: options.cause });
    this.name = "BookingError";
  }
  localized(locale: Locale): string {
    return message(this.key, locale, this.options.params);
  }
}

/**
 * Maps a supplier failure to the catalogue: the promo and booking ids the visitor can act on get their own codes,
 * everything else becomes the situation's generic text (`fallback`).
 */
export function fromOcto(error: unknown, fallback: MessageKey): BookingError {
  if (error instanceof BookingError) return error;
  // The client spent its budget of supplier calls (ADR 0347): the spec's "too many requests", in its language.
  if (error instanceof SupplierBudgetSpent) {
    return new BookingError("RATE_LIMITED", "TOO_MANY_REQUESTS", {
      params: { minutes: Math.max(1, Math.ceil(error.retryAfterMs / 60_000)) },
      cause: error,
    });
  }
  if (!(error instanceof OctoError)) {
    return new BookingError("SUPPLIER_UNAVAILABLE", fallback, { cause: error });
  }
  const failure = error.failure;
  switch (failure.kind) {
    case "supplier":
      switch (failure.code) {
        case "INVALID_OFFER_CODE":
          return new BookingError("PROMO_CODE_INVALID", "PROMO_INVALID", { cause: error });
        case "INVALID_BOOKING_UUID":
          return new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND", { cause: error });
        case "INVALID_PRODUCT_ID":
        case "INVALID_OPTION_ID":
        case "INVALID_UNIT_ID":
          return new BookingError("BAD_INPUT", "BAD_INPUT", { cause: error });
        case "INVALID_AVAILABILITY_ID":
          return new BookingError("NOT_AVAILABLE", "AVAILABILITY_FAILED", { cause: error });
        case "UNPROCESSABLE_ENTITY":
          // The seats went to someone else between the check and the hold: the race loser hears so.
          if (isNoVacancy(failure.body, failure.message))
            return new BookingError("NOT_AVAILABLE", "NO_LONGER_AVAILABLE", { cause: error });
          return new BookingError("BAD_INPUT", fallback, { cause: error });
        default:
          return new BookingError(failure.status >= 500 ? "SUPPLIER_UNAVAILABLE" : "BAD_INPUT", fallback, {
            cause: error,
          });
      }
    case "http":
    case "timeout":
    case "network":
    case "invalid-response":
      return new BookingError("SUPPLIER_UNAVAILABLE", fallback, { cause: error });
  }
}

/** A supplier refusal for want of seats: the sandbox's `vacancies` field, or the wording suppliers use. */
function isNoVacancy(body: unknown, message: string): boolean {
  const vacancies = (body as { vacancies?: unknown } | null)?.vacancies;
  return (
    typeof vacancies === "number" ||
    /sold out|seats? left|no (longer )?(availability|vacanc)|not enough (seats|vacanc|capacity)/i.test(message)
  );
}

/**
 * Runs a supplier call; a failure becomes the catalogue's error for the situation (`fallback`). The one wrapper
 * for supplier errors of the booking operations. `unknownBooking` answers a booking id the supplier does not know.
 */
export async function supplierCall<T>(
  fallback: MessageKey,
  call: () => Promise<T>,
  recover: { unknownBooking?: () => T } = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (recover.unknownBooking && error instanceof OctoError && error.code === "INVALID_BOOKING_UUID")
      return recover.unknownBooking();
    throw fromOcto(error, fallback);
  }
}
