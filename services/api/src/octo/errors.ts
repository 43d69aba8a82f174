/**
 * Every way an OCTO call can fail, as one closed union. `OctoError` carries it so callers can `switch` on
 * `failure.kind` (and on `failure.code` for supplier errors) exhaustively.
 */

/** The error codes of the OCTO spec plus Ventrata's offer code error; anything else is kept as a string. */
export type OctoErrorCode =
  | "INVALID_PRODUCT_ID"
  | "INVALID_OPTION_ID"
  | "INVALID_UNIT_ID"
  | "INVALID_AVAILABILITY_ID"
  | "INVALID_BOOKING_UUID"
  | "INVALID_OFFER_CODE"
  | "BAD_REQUEST"
  | "UNPROCESSABLE_ENTITY"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "INTERNAL_SERVER_ERROR"
  | (string & {});

export type OctoFailure =
  /** The supplier answered with an OCTO error body (HTTP 4xx/5xx with {error, errorMessage}). */
  | { kind: "supplier"; status: number; code: OctoErrorCode; message: string; body: unknown }
  /** The supplier answered with something that is not OCTO (HTML error page, empty body...). */
  | { kind: "http"; status: number; message: string }
  /** No answer within the timeout. */
  | { kind: "timeout"; timeoutMs: number }
  /** Connection refused, DNS failure, reset. */
  | { kind: "network"; message: string }
  /** A 2xx answer whose body is not JSON. */
  | { kind: "invalid-response"; message: string };

export class OctoError extends Error {
  readonly failure: OctoFailure;
  readonly method: string;
  readonly path: string;
  constructor(failure: OctoFailure, method: string, path: string) {
    super(`OCTO ${method} ${path}: ${describeFailure(failure)}`);
    this.name = "OctoError";
    this.failure = failure;
    this.method = method;
    this.path = path;
  }
  /** The supplier error code, if the supplier answered with one. */
  get code(): OctoErrorCode | undefined {
    return this.failure.kind === "supplier" ? this.failure.code : undefined;
  }
  /** HTTP status if there was an answer. */
  get status(): number | undefined {
    return this.failure.kind === "supplier" || this.failure.kind === "http" ? this.failure.status : undefined;
  }
  /** Worth another try: no answer, or a server-side failure. Client errors (4xx) never are. */
  get transient(): boolean {
    switch (this.failure.kind) {
      case "timeout":
      case "network":
        return true;
      case "supplier":
      case "http":
        return this.failure.status >= 500 || this.failure.status === 429;
      case "invalid-response":
        return false;
      default:
        return assertNever(this.failure);
    }
  }
}

/** `{status message}` as the spec's catalogue prints it: "502 Bad Gateway", "timeout after 5000 ms"... */
export function describeFailure(failure: OctoFailure): string {
  switch (failure.kind) {
    case "supplier":
      return `${failure.status} ${failure.code}${failure.message ? `: ${failure.message}` : ""}`;
    case "http":
      return `${failure.status} ${failure.message}`;
    case "timeout":
      return `timeout after ${failure.timeoutMs} ms`;
    case "network":
      return `network error ${failure.message}`;
    case "invalid-response":
      return `invalid response ${failure.message}`;
    default:
      return assertNever(failure);
  }
}

export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
