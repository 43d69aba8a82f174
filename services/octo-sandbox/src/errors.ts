/** OCTO errors: HTTP 400 (401 for UNAUTHORIZED, 500 for INTERNAL_SERVER_ERROR) with {error, errorMessage, ...ids}. */
export type OctoErrorCode =
  | "INVALID_PRODUCT_ID"
  | "INVALID_OPTION_ID"
  | "INVALID_UNIT_ID"
  | "INVALID_AVAILABILITY_ID"
  | "INVALID_BOOKING_UUID"
  | "INVALID_ORDER_ID"
  | "INVALID_OFFER_CODE"
  | "BAD_REQUEST"
  | "UNPROCESSABLE_ENTITY"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "INTERNAL_SERVER_ERROR";

export class OctoError extends Error {
  constructor(
    readonly code: OctoErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get status(): number {
    switch (this.code) {
      case "UNAUTHORIZED":
        return 401;
      case "FORBIDDEN":
        return 403;
      case "NOT_FOUND":
        return 404;
      case "INTERNAL_SERVER_ERROR":
        return 500;
      default:
        return 400;
    }
  }

  toJSON() {
    return { error: this.code, errorMessage: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new OctoError("BAD_REQUEST", message, extra);
export const unprocessable = (message: string, extra?: Record<string, unknown>) =>
  new OctoError("UNPROCESSABLE_ENTITY", message, extra);

/** Card payment refused: 400 BAD_REQUEST with errorMessage PAYMENT_DECLINED (as in Ventrata) and a reason. */
export const paymentDeclined = (reason: string, message: string, extra: Record<string, unknown> = {}) =>
  new OctoError("BAD_REQUEST", `PAYMENT_DECLINED: ${message}`, { paymentError: reason, ...extra });
