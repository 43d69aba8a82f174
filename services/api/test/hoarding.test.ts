/**
 * Hoarding costs more than it gains, without hurting families (ADR 0343). Through the real web server on the real
 * OCTO sandbox, with the default limits: one address cannot keep more than 30 seats of one departure (a product's
 * day) unpaid across several carts, any number of cookies or carts; a single cart may still be the spec's booking of
 * up to 80 seats (MAX_SEATS_PER_CART); from the third concurrent unpaid cart of one address on, each new cart needs a
 * solved ALTCHA proof of work (x-hold-proof); holds last 10 minutes before the customer's details, 30 after; a
 * family of 2+2 never meets any of it.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { DEFAULT_LIMITS, loadConfig } from "../src/config.ts";
import { dateWithSeats } from "./helpers.ts";
import { startLimitedServer, type GqlAnswer, type LimitedServer } from "./limited-server.ts";

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DAY = dateWithSeats([HOHO.productId], 5);
const OTHER_DAY = dateWithSeats([HOHO.productId], 12);
let server: LimitedServer;

before(async () => {
  // The defaults, but for the per-minute request budget (this suite makes many carts from few addresses).
  server = await startLimitedServer({ LIMIT_CART_CHANGES_PER_MINUTE: "1000", LIMIT_HOLDS_PER_CLIENT: "50" });
});
after(async () => {
  await server.close();
});

const CART = "id expiresAt secondsLeft";

async function gql(
  client: string,
  query: string,
  variables: Record<string, unknown>,
  proof?: string,
): Promise<GqlAnswer> {
  const res = await fetch(`${server.base}/api/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-forwarded-for": client,
      "accept-language": "en",
      // Any number of cookies: a new one per request changes nothing.
      cookie: `visitor=${randomUUID()}`,
      ...(proof ? { "x-hold-proof": proof } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GqlAnswer, "status">) };
}

const createCart = (client: string, passengers: Record<string, number>, opts: { date?: string; proof?: string } = {}) =>
  gql(
    client,
    `mutation($input: CreateCartInput!) { createCart(input: $input) { ${CART} } }`,
    {
      input: { id: randomUUID(), ...HOHO, date: opts.date ?? DAY, passengers },
    },
    opts.proof,
  );

async function solvedProof(): Promise<string> {
  const res = await fetch(`${server.base}/api/holds/challenge`);
  assert.equal(res.status, 200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution, "the proof of work is solvable");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const codeOf = (r: GqlAnswer) => r.errors?.[0]?.extensions?.code;

test("the defaults: 80 seats per cart, 30 per departure and client, proof from the third cart, 10 / 30 minutes", () => {
  const config = loadConfig({});
  assert.equal(config.maxSeatsPerCart, 80);
  assert.equal(DEFAULT_LIMITS.seatsPerDeparture, 30);
  assert.equal(config.limits.seatsPerDeparture, 30);
  assert.equal(config.limits.holdsBeforeProof, 2);
  assert.equal(config.holdMinutesBeforeDetails, 10);
  assert.equal(config.bookingHoldMinutes, 30);
  assert.equal(loadConfig({ LIMIT_SEATS_PER_DEPARTURE: "12" }).limits.seatsPerDeparture, 12);
});

test("a family of 2+2 holds its tour, changes its mind once, and meets no proof and no refusal", async () => {
  const client = "198.51.100.10";
  const first = await createCart(client, { adult: 2, child: 2 });
  assert.equal(first.errors, undefined, JSON.stringify(first.errors));
  const again = await createCart(client, { adult: 2, child: 2 }, { date: OTHER_DAY });
  assert.equal(again.errors, undefined, JSON.stringify(again.errors));
  // Without details the hold lasts 10 minutes.
  assert.ok(
    first.data.createCart.secondsLeft <= 600 && first.data.createCart.secondsLeft > 540,
    String(first.data.createCart.secondsLeft),
  );
  const details = await gql(
    client,
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { ${CART} } }`,
    {
      input: {
        id: first.data.createCart.id,
        firstName: "Ada",
        lastName: "Family",
        email: "family@example.com",
        termsAccepted: true,
      },
    },
  );
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  // With details, 30 minutes from the cart's creation.
  assert.ok(
    details.data.setCustomerDetails.secondsLeft > 1700 && details.data.setCustomerDetails.secondsLeft <= 1800,
    String(details.data.setCustomerDetails.secondsLeft),
  );
});

test("from the third concurrent unpaid cart of one address on, a new cart needs a proof of work; a solved one is accepted once", async () => {
  const client = "198.51.100.20";
  for (let i = 0; i < 2; i++) assert.equal((await createCart(client, { adult: 1 })).errors, undefined);
  const refused = await createCart(client, { adult: 1 });
  assert.equal(refused.status, 429);
  assert.equal(codeOf(refused), "PROOF_REQUIRED");
  const bogus = await createCart(
    client,
    { adult: 1 },
    { proof: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") },
  );
  assert.equal(codeOf(bogus), "PROOF_REQUIRED");
  const proof = await solvedProof();
  const third = await createCart(client, { adult: 1 }, { proof });
  assert.equal(third.errors, undefined, JSON.stringify(third.errors));
  const replay = await createCart(client, { adult: 1 }, { proof });
  assert.equal(codeOf(replay), "PROOF_REQUIRED", "one solution, one hold");
  assert.equal((await createCart(client, { adult: 1 }, { proof: await solvedProof() })).errors, undefined);
});

test("one address cannot keep more than 30 seats of one departure unpaid across carts; another day is another departure", async () => {
  const client = "198.51.100.30";
  const a = await createCart(client, { adult: 15 });
  assert.equal(a.errors, undefined, JSON.stringify(a.errors));
  const b = await createCart(client, { adult: 10, child: 5 });
  assert.equal(b.errors, undefined, JSON.stringify(b.errors));
  // 30 held: one more seat of that day is refused, even with a proof of work, in the visitor's language.
  const c = await createCart(client, { adult: 1 }, { proof: await solvedProof() });
  assert.equal(c.status, 429);
  assert.equal(codeOf(c), "RATE_LIMITED");
  assert.match(c.errors![0]!.message, /30 unpaid seats for this day/);
  // Growing a held cart beyond the cap is refused too; shrinking is fine.
  const grow = await gql(client, `mutation($input: UpdateCartInput!) { updateCart(input: $input) { ${CART} } }`, {
    input: { id: a.data.createCart.id, passengers: { adult: 16 } },
  });
  assert.equal(codeOf(grow), "RATE_LIMITED", JSON.stringify(grow.errors));
  const shrink = await gql(client, `mutation($input: UpdateCartInput!) { updateCart(input: $input) { ${CART} } }`, {
    input: { id: a.data.createCart.id, passengers: { adult: 14 } },
  });
  assert.equal(shrink.errors, undefined, JSON.stringify(shrink.errors));
  // The freed seat can be held again; another day is another departure.
  assert.equal((await createCart(client, { adult: 1 }, { proof: await solvedProof() })).errors, undefined);
  assert.equal(
    (await createCart(client, { adult: 4 }, { date: OTHER_DAY, proof: await solvedProof() })).errors,
    undefined,
  );
  // Another address is another client.
  assert.equal((await createCart("198.51.100.31", { adult: 2 })).errors, undefined);
  // Dropping a cart gives its seats back.
  await gql(client, `mutation($id: ID!) { dropCart(id: $id) }`, { id: b.data.createCart.id });
  assert.equal((await createCart(client, { adult: 10 }, { proof: await solvedProof() })).errors, undefined);
});

test("one cart may be the spec's booking of up to 80 seats, alone on its departure; nothing else of that day beside it", async () => {
  const client = "198.51.100.40";
  const group = await createCart(client, { adult: 40 });
  assert.equal(group.errors, undefined, JSON.stringify(group.errors));
  const more = await createCart(client, { adult: 1 });
  assert.equal(codeOf(more), "RATE_LIMITED");
  const tooBig = await createCart("198.51.100.41", { adult: 81 });
  assert.equal(codeOf(tooBig), "PASSENGER_RULE");
});
