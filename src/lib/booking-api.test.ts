import { BookingApiError, request, serverCode, serverFields, serverMessage } from "./booking-api";
import { CartDocument } from "../checkout/graphql/__generated__/graphql";

// jsdom has no fetch Response: the part of it the client reads.
const respond = (status: number, body: unknown) =>
  jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({ status, ok: status < 400, json: async () => body }) as unknown as Response);

describe("request (the booking-API client)", () => {
  test("posts the generated document's text, its operation name and the variables; resolves with data", async () => {
    const fetchImpl = respond(200, { data: { cart: null } });
    await expect(request(CartDocument, { id: "c1", locale: "fr" }, { fetchImpl })).resolves.toEqual({ cart: null });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("/api/graphql");
    expect(init?.method).toBe("POST");
    const body = JSON.parse(String(init?.body)) as { query: string; operationName: string; variables: unknown };
    expect(body.operationName).toBe("Cart");
    // the fragments the query spreads travel with it (generated, not hand-written)
    expect(body.query).toMatch(/query Cart\(\$id: ID!, \$locale: Locale\)/);
    expect(body.query).toMatch(/fragment CartFields on Cart/);
    expect(body.variables).toEqual({ id: "c1", locale: "fr" });
  });

  test("a GraphQL error rejects with the server's code, localized message and field messages", async () => {
    const fetchImpl = respond(200, {
      data: null,
      errors: [{ message: "x", extensions: { code: "VALIDATION_FAILED", message: "Vérifiez le formulaire", fields: [{ field: "email", message: "E-mail invalide" }, { field: 3 }] } }],
    });
    const error = await request(CartDocument, { id: "c1" }, { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BookingApiError);
    expect((error as BookingApiError).network).toBe(false);
    expect(serverCode(error)).toBe("VALIDATION_FAILED");
    expect(serverMessage(error)).toBe("Vérifiez le formulaire");
    expect(serverFields(error)).toEqual({ email: "E-mail invalide" });
  });

  test("HTTP trouble and a dead network reject as network errors without a server message", async () => {
    const http = await request(CartDocument, { id: "c1" }, { fetchImpl: respond(502, "Bad gateway") }).catch((e: unknown) => e);
    expect(http).toBeInstanceOf(BookingApiError);
    expect((http as BookingApiError).network).toBe(true);
    expect((http as BookingApiError).status).toBe(502);
    expect(serverMessage(http)).toBeNull();
    const dead = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const down = await request(CartDocument, { id: "c1" }, { fetchImpl: dead }).catch((e: unknown) => e);
    expect((down as BookingApiError).network).toBe(true);
    expect(serverCode(down)).toBeNull();
    expect(serverCode(new Error("other"))).toBeNull();
  });

  test("an aborted request rejects with the AbortError itself", async () => {
    const abort = jest.fn(async () => {
      throw Object.assign(new Error("aborted"), { name: "AbortError" });
    });
    const error = await request(CartDocument, { id: "c1" }, { fetchImpl: abort }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(BookingApiError);
    expect((error as Error).name).toBe("AbortError");
  });
});
