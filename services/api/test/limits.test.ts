/**
 * Per-client limits through the real web server: a burst of cart creations from one client is
 * cut by the hold cap and the rate limit with a localized 429, while another client still books; lookup guesses
 * and payment-verify probes are cut the same way. Clients are told apart by X-Forwarded-For (TRUST_PROXY on).
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats } from "./helpers.ts";
import { startLimitedServer, type LimitedServer } from "./limited-server.ts";

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DATE = dateWithSeats([HOHO.productId], 5);
let server: LimitedServer;
let base: string;

before(async () => {
  server = await startLimitedServer({
    LIMIT_CART_CHANGES_PER_MINUTE: "8",
    LIMIT_HOLDS_PER_CLIENT: "3",
    LIMIT_GUESSES_PER_15_MIN: "5",
    LIMIT_HOLDS_BEFORE_PROOF: "1000",
  });
  ({ base } = server);
});

after(async () => {
  await server.close();
});

const gql: LimitedServer["gql"] = (...args) => server.gql(...args);

const createCart = (client: string, locale = "en") =>
  gql(
    client,
    `mutation($input: CreateCartInput!) { createCart(input: $input) { id expiresAt } }`,
    {
      input: { id: randomUUID(), ...HOHO, date: DATE, passengers: { adult: 1 } },
    },
    locale,
  );

test("a burst of 60 cart creations from one client: 3 holds at most, then 429 with a clear message; another client still books", async () => {
  const burst = await Promise.all(Array.from({ length: 60 }, () => createCart("203.0.113.7")));
  const made = burst.filter((r) => r.data?.createCart?.id);
  const refused = burst.filter((r) => r.errors?.[0]?.extensions?.code === "RATE_LIMITED");
  assert.ok(made.length <= 3, `${made.length} holds went through`);
  assert.ok(made.length >= 1, "the first carts are made");
  assert.equal(made.length + refused.length, 60, "every other request is refused as rate limited");
  assert.ok(refused.every((r) => r.status === 429));
  assert.match(refused.at(-1)!.errors![0]!.message, /Too many attempts|You already hold/);

  const fr = await createCart("203.0.113.7", "fr");
  assert.equal(fr.status, 429);
  assert.match(fr.errors![0]!.message, /Trop de tentatives|Vous avez déjà/);

  const other = await createCart("198.51.100.23");
  assert.equal(other.errors, undefined, JSON.stringify(other.errors));
  assert.ok(other.data.createCart.id, "another client still books");
});

test("dropping a cart frees its hold", async () => {
  const client = "192.0.2.55";
  const carts = [];
  for (let i = 0; i < 3; i++) carts.push((await createCart(client)).data.createCart.id as string);
  assert.equal((await createCart(client)).errors?.[0]?.extensions?.code, "RATE_LIMITED");
  const dropped = await gql(client, "mutation($id: ID!) { dropCart(id: $id) }", { id: carts[0] });
  assert.equal(dropped.data.dropCart, true);
  const again = await createCart(client);
  assert.ok(again.data?.createCart?.id, JSON.stringify(again.errors));
});

test("booking lookup guesses and payment-verify probes are cut after the limit (429, localized)", async () => {
  const client = "192.0.2.99";
  const lookups = [];
  for (let i = 0; i < 8; i++) {
    lookups.push(
      await gql(
        client,
        `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference } }`,
        { r: `GUESS${i}`, e: "a@example.com" },
        "nl",
      ),
    );
  }
  assert.ok(lookups.slice(0, 5).every((r) => r.status === 200 && r.errors?.[0]?.extensions?.code !== "RATE_LIMITED"));
  assert.ok(lookups.slice(5).every((r) => r.status === 429 && r.errors?.[0]?.extensions?.code === "RATE_LIMITED"));
  assert.match(lookups[7]!.errors![0]!.message, /Te veel pogingen/);

  const verify = (i: number) =>
    fetch(`${base}/api/payments/verify`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ t: randomUUID(), s: String(1e15 + i), eventId: "0", lang: "es" }),
    });
  const statuses = [];
  for (let i = 0; i < 7; i++) statuses.push((await verify(i)).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
  const body = (await (await verify(9)).json()) as { message: string };
  assert.match(body.message, /Demasiados intentos/);
});
