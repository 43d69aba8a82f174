import { createBookingClient } from "../lib/booking-client";
import { searchProducts } from "./search-api";
import { EMPTY_MIX } from "../../domain/passengers";

const params = { date: "2026-12-05", passengers: { ...EMPTY_MIX, adult: 2, child: 1 } };
// jsdom has no fetch Response: the part of it Apollo's HttpLink reads.
const respond = (status: number, body: unknown, contentType = "application/json") =>
  jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      ({
        status,
        ok: status < 400,
        headers: new Map([["content-type", contentType]]),
        text: async () => (typeof body === "string" ? body : JSON.stringify(body)),
      }) as unknown as Response,
  );
const clientWith = (fetch: typeof globalThis.fetch) => createBookingClient({ fetch });

describe("searchProducts (through the booking client, src/lib/booking-client.ts)", () => {
  test("posts the typed document with the city, date, party and language", async () => {
    const fetch = respond(200, { data: { search: [] } });
    await expect(searchProducts("paris", params, "fr", { client: clientWith(fetch) })).resolves.toEqual({
      kind: "ok",
      hits: [],
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/graphql");
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown; operationName: string };
    expect(body.operationName).toBe("SearchProducts");
    expect(body.query).toMatch(/query SearchProducts\(\$input: SearchInput!, \$locale: Locale\)/);
    expect(body.variables).toEqual({
      input: {
        city: "paris",
        date: "2026-12-05",
        passengers: params.passengers,
      },
      locale: "fr",
    });
  });

  test("every search asks the server (availability is never served from the cache)", async () => {
    const fetch = respond(200, { data: { search: [] } });
    const client = clientWith(fetch);
    await searchProducts("paris", params, "fr", { client });
    await searchProducts("paris", params, "fr", { client });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("a passenger rule refused by the server comes back with its localized message", async () => {
    const fetch = respond(200, {
      data: null,
      errors: [
        {
          message: "x",
          extensions: { code: "PASSENGER_RULE", message: "Vous ne pouvez pas réserver plus de 80 places" },
        },
      ],
    });
    await expect(searchProducts("paris", params, "fr", { client: clientWith(fetch) })).resolves.toEqual({
      kind: "rule",
      message: "Vous ne pouvez pas réserver plus de 80 places",
    });
  });

  test("a refusal answered with an HTTP error status still gives the server's message (GraphQL over HTTP)", async () => {
    const fetch = respond(400, {
      errors: [{ message: "x", extensions: { code: "VALIDATION_FAILED", message: "Date invalide" } }],
    });
    await expect(searchProducts("paris", params, "fr", { client: clientWith(fetch) })).resolves.toEqual({
      kind: "rule",
      message: "Date invalide",
    });
  });

  test("supplier trouble, HTTP errors and a dead network are the search problem", async () => {
    const supplier = respond(200, {
      data: null,
      errors: [{ message: "x", extensions: { code: "SUPPLIER_UNAVAILABLE" } }],
    });
    await expect(searchProducts("paris", params, "en", { client: clientWith(supplier) })).resolves.toEqual({
      kind: "failed",
    });
    await expect(
      searchProducts("paris", params, "en", { client: clientWith(respond(502, "Bad gateway", "text/html")) }),
    ).resolves.toEqual({ kind: "failed" });
    const dead = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(searchProducts("paris", params, "en", { client: clientWith(dead) })).resolves.toEqual({
      kind: "failed",
    });
  });

  test("a bug in the caller is not taken for a network failure", async () => {
    const broken = { query: () => Promise.reject(new RangeError("bug")) } as unknown as ReturnType<
      typeof createBookingClient
    >;
    await expect(searchProducts("paris", params, "en", { client: broken })).rejects.toThrow("bug");
  });
});
