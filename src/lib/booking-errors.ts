/**
 * The booking API's errors as the visitor reads them (ADR 0340). The API (services/api/src/booking/graphql.ts) puts
 * in each GraphQL error's extensions its `code`, its `message` already in the request's locale (the spec's error
 * catalogue, services/api/messages/{lng}/errors.json) and, for VALIDATION_FAILED, `fields` [{ field, message }]. These
 * helpers read them from what Apollo Client rejects with (CombinedGraphQLErrors, or a ServerError whose body holds
 * GraphQL errors); network trouble gives null, and the caller shows its own catalogue message (errors.booking,
 * manage.unreachable, callback.unreachable...), as before.
 *
 * No import of Apollo here: the errors are read by their shape, so content code may use these helpers for free.
 */

/** One error of a GraphQL answer. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: unknown; message?: unknown; fields?: unknown } | null;
}

/** The booking API could not be reached or did not answer GraphQL (wrapped by booking-client.ts's link). */
export class BookingNetworkError extends Error {
  constructor(override readonly cause: unknown) {
    super(`booking API unreachable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "BookingNetworkError";
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The GraphQL errors of a failed operation: Apollo's CombinedGraphQLErrors.errors, or a ServerError's parsed body. */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorEntry[] {
  if (!isObject(error)) return [];
  if (Array.isArray(error.errors)) return error.errors as GraphQLErrorEntry[];
  const cause = error instanceof BookingNetworkError ? error.cause : error;
  if (isObject(cause) && typeof cause.bodyText === "string") {
    try {
      const body = JSON.parse(cause.bodyText) as { errors?: unknown };
      if (Array.isArray(body.errors)) return body.errors as GraphQLErrorEntry[];
    } catch {
      // not JSON: a network failure
    }
  }
  return [];
}

/** True for every failure of a booking-API call (network or GraphQL), false for anything else (a bug: rethrow it). */
export function isBookingApiError(error: unknown): boolean {
  if (error instanceof BookingNetworkError) return true;
  const name = isObject(error) ? error.name : undefined;
  return (
    name === "CombinedGraphQLErrors" ||
    name === "ServerError" ||
    name === "ServerParseError" ||
    graphQLErrorsOf(error).length > 0
  );
}

/** The server's localized message of a failed operation (extensions.message), else null (network, unknown). */
export function serverMessage(error: unknown): string | null {
  const message = graphQLErrorsOf(error)[0]?.extensions?.message;
  return typeof message === "string" ? message : null;
}

/** The error code of a failed operation (extensions.code), else null. */
export function serverCode(error: unknown): string | null {
  const code = graphQLErrorsOf(error)[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}

/** The per-field messages of a VALIDATION_FAILED answer (extensions.fields: [{ field, message }]), else null. */
export function serverFields(error: unknown): Record<string, string> | null {
  const fields = graphQLErrorsOf(error)[0]?.extensions?.fields;
  if (!Array.isArray(fields)) return null;
  const out: Record<string, string> = {};
  for (const f of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof f.field === "string" && typeof f.message === "string") out[f.field] = f.message;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The data of a finished operation (Apollo resolves `{ data }`; with the default error policy an error rejects
 * instead). An answer without data is the API not answering GraphQL: a network failure for the caller.
 */
export function dataOf<TData>(result: { data?: TData | null | undefined }): TData {
  if (result.data === undefined || result.data === null) throw new BookingNetworkError("an answer without data");
  return result.data;
}
