import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import {
  BookingNetworkError,
  dataOf,
  isBookingApiError,
  serverCode,
  serverFields,
  serverMessage,
} from "./booking-errors";

const graphQL = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: "x", extensions }] });

describe("the booking API's errors as the visitor reads them", () => {
  test("a GraphQL error gives the server's code, localized message and field messages", () => {
    const error = graphQL({
      code: "VALIDATION_FAILED",
      message: "Veuillez vérifier les champs",
      fields: [
        { field: "email", message: "Adresse e-mail invalide" },
        { field: 3, message: "ignored" },
      ],
    });
    expect(isBookingApiError(error)).toBe(true);
    expect(serverCode(error)).toBe("VALIDATION_FAILED");
    expect(serverMessage(error)).toBe("Veuillez vérifier les champs");
    expect(serverFields(error)).toEqual({ email: "Adresse e-mail invalide" });
  });

  test("an HTTP error status whose body holds GraphQL errors gives them too", () => {
    const body = JSON.stringify({
      errors: [{ message: "x", extensions: { code: "RATE_LIMITED", message: "Trop de demandes" } }],
    });
    const error = new ServerError("429", { response: { status: 429 } as Response, bodyText: body });
    expect(serverCode(error)).toBe("RATE_LIMITED");
    expect(serverMessage(error)).toBe("Trop de demandes");
  });

  test("network trouble has no server message: the caller shows its own catalogue message", () => {
    const error = new BookingNetworkError(new TypeError("Failed to fetch"));
    expect(isBookingApiError(error)).toBe(true);
    expect(serverMessage(error)).toBeNull();
    expect(serverCode(error)).toBeNull();
    expect(serverFields(error)).toBeNull();
  });

  test("a bug is not a booking-API error", () => {
    expect(isBookingApiError(new RangeError("bug"))).toBe(false);
    expect(isBookingApiError(null)).toBe(false);
  });

  test("an answer without data is a network failure", () => {
    expect(dataOf({ data: { ok: 1 } })).toEqual({ ok: 1 });
    expect(() => dataOf({ data: undefined })).toThrow(BookingNetworkError);
  });
});
