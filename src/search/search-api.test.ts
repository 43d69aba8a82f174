import { searchProducts } from "./search-api";

const params = { date: "2026-12-05", passengers: { adult: 2, child: 1, infant: 0, senior: 0, student: 0, family: 0 } };
// jsdom has no fetch Response: the part of it the client reads.
const respond = (status: number, body: unknown) =>
  jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({ status, ok: status < 400, json: async () => body }) as unknown as Response);

describe("searchProducts", () => {
  test("posts the typed document with the city, date, party and language", async () => {
    const fetchImpl = respond(200, { data: { search: [] } });
    await expect(searchProducts("paris", params, "fr", { fetchImpl })).resolves.toEqual({ kind: "ok", hits: [] });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("/api/graphql");
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    expect(body.query).toMatch(/query SearchProducts\(\$input: SearchInput!, \$locale: Locale\)/);
    expect(body.variables).toEqual({ input: { city: "paris", date: "2026-12-05", passengers: { adult: 2, child: 1, infant: 0, senior: 0, student: 0, family: 0 } }, locale: "fr" });
  });

  test("a passenger rule refused by the server comes back with its localized message", async () => {
    const fetchImpl = respond(200, {
      data: null,
      errors: [{ message: "x", extensions: { code: "PASSENGER_RULE", message: "Vous ne pouvez pas réserver plus de 80 places" } }],
    });
    await expect(searchProducts("paris", params, "fr", { fetchImpl })).resolves.toEqual({
      kind: "rule",
      message: "Vous ne pouvez pas réserver plus de 80 places",
    });
  });

  test("supplier trouble, HTTP errors and a dead network are the search problem", async () => {
    const supplier = respond(200, { data: null, errors: [{ message: "x", extensions: { code: "SUPPLIER_UNAVAILABLE" } }] });
    await expect(searchProducts("paris", params, "en", { fetchImpl: supplier })).resolves.toEqual({ kind: "failed" });
    await expect(searchProducts("paris", params, "en", { fetchImpl: respond(502, "Bad gateway") })).resolves.toEqual({ kind: "failed" });
    const dead = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(searchProducts("paris", params, "en", { fetchImpl: dead })).resolves.toEqual({ kind: "failed" });
  });
});
