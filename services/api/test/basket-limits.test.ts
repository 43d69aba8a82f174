/**
 * The per-client limits of ADR 0343 on a basket (docs/adr/0366): its tours are one unpaid hold (no new place, no
 * proof of work to add one), their seats count toward the departure's cap, and a paid basket releases every tour.
 * Through the real web server (createWebServer) on the real OCTO sandbox, and on the limiter itself.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { Limiter } from "../src/limits/limiter.ts";
import { dateWithSeats } from "./helpers.ts";
import { startLimitedServer, type LimitedServer } from "./limited-server.ts";

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const THEMED = { productId: "paris-themed-tour", optionId: "paris-themed-tour-standard" };
const DATE = dateWithSeats([HOHO.productId, THEMED.productId], 5);

let server: LimitedServer;
let proofServer: LimitedServer;
before(async () => {
  // One hold per client, 4 unpaid seats per departure, no proof of work (the second server asks it from the 2nd cart).
  server = await startLimitedServer({
    LIMIT_HOLDS_PER_CLIENT: "1",
    LIMIT_SEATS_PER_DEPARTURE: "4",
    LIMIT_CART_CHANGES_PER_MINUTE: "100",
    LIMIT_HOLDS_BEFORE_PROOF: "1000",
  });
  proofServer = await startLimitedServer({
    LIMIT_HOLDS_PER_CLIENT: "5",
    LIMIT_CART_CHANGES_PER_MINUTE: "100",
    LIMIT_HOLDS_BEFORE_PROOF: "1",
  });
});
after(async () => {
  await server.close();
  await proofServer.close();
});

const createCart = (on: LimitedServer, client: string, input: Record<string, unknown>) =>
  on.gql(client, `mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id orderId } }`, {
    input: { id: randomUUID(), date: DATE, ...input },
  });
const removeTour = (client: string, basketId: string, cartId: string) =>
  server.gql(client, `mutation($b: ID!, $c: ID!) { removeTour(basketId: $b, cartId: $c) { tourCount } }`, {
    b: basketId,
    c: cartId,
  });
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

test("a basket is one hold: a second tour joins it under a cap of one hold, another cart does not", async () => {
  const client = "198.51.100.10";
  const first = await createCart(server, client, { ...HOHO, passengers: { adult: 3 } });
  assert.equal(first.errors, undefined, JSON.stringify(first.errors));
  const basketId = first.data.createCart.orderId as string;
  const second = await createCart(server, client, { ...THEMED, passengers: { adult: 2 }, basketId });
  assert.equal(second.errors, undefined, JSON.stringify(second.errors));
  const other = await createCart(server, client, { ...THEMED, passengers: { adult: 1 } });
  assert.equal(codeOf(other), "RATE_LIMITED", "the basket fills the one hold place");
  assert.match(other.errors![0]!.message, /already hold 1 tours/);

  // Removing a tour leaves the basket held by the other; removing the last frees the place.
  assert.equal((await removeTour(client, basketId, first.data.createCart.id)).errors, undefined);
  assert.equal(codeOf(await createCart(server, client, { ...THEMED, passengers: { adult: 1 } })), "RATE_LIMITED");
  assert.equal((await removeTour(client, basketId, second.data.createCart.id)).errors, undefined);
  const afterwards = await createCart(server, client, { ...THEMED, passengers: { adult: 1 } });
  assert.equal(afterwards.errors, undefined, JSON.stringify(afterwards.errors));
});

test("a basket's seats count toward the departure's cap: a tour of the same departure beyond it is refused", async () => {
  const client = "198.51.100.20";
  const first = await createCart(server, client, { ...HOHO, passengers: { adult: 3 } });
  assert.equal(first.errors, undefined, JSON.stringify(first.errors));
  const basketId = first.data.createCart.orderId as string;
  const same = await createCart(server, client, { ...HOHO, passengers: { adult: 2 }, basketId });
  assert.equal(codeOf(same), "RATE_LIMITED");
  assert.match(same.errors![0]!.message, /4 unpaid seats for this day/);
  const fits = await createCart(server, client, { ...HOHO, passengers: { adult: 1 }, basketId });
  assert.equal(fits.errors, undefined, JSON.stringify(fits.errors));
});

test("adding a tour to a basket the client holds needs no proof of work; a new cart does", async () => {
  const client = "198.51.100.30";
  const first = await createCart(proofServer, client, { ...HOHO, passengers: { adult: 1 } });
  assert.equal(first.errors, undefined, JSON.stringify(first.errors));
  const joined = await createCart(proofServer, client, {
    ...THEMED,
    passengers: { adult: 1 },
    basketId: first.data.createCart.orderId,
  });
  assert.equal(joined.errors, undefined, JSON.stringify(joined.errors));
  assert.equal(
    codeOf(await createCart(proofServer, client, { ...THEMED, passengers: { adult: 1 } })),
    "PROOF_REQUIRED",
  );
});

test("limiter: a basket's tours are one place; details extend them together; a paid basket releases them all", async () => {
  const db = await openApiDb(":memory:", API_MIGRATIONS);
  const clock = { t: 1_000_000 };
  const limiter = new Limiter(db, () => clock.t);
  const seat = (seats: number) => ({ departure: "p|2030-01-01", seats });
  await limiter.recordHold("c", "tour-1", clock.t + 60_000, seat(2), "order-1");
  await limiter.recordHold("c", "tour-2", clock.t + 60_000, seat(1), "order-1");
  await limiter.recordHold("c", "tour-2/addon", clock.t + 60_000);
  await limiter.recordHold("c", "alone", clock.t + 60_000, seat(1));
  assert.equal(await limiter.liveHolds("c"), 3, "the basket once, its add-on, the other cart");
  assert.equal(await limiter.liveCarts("c"), 2);
  assert.equal(await limiter.liveSeats("c", "p|2030-01-01"), 4, "every seat counts");
  assert.equal(await limiter.holdsBasket("c", "order-1"), true);
  assert.equal(await limiter.holdsBasket("other", "order-1"), false);
  // A claim in a basket the client holds takes no new place.
  assert.equal(typeof (await limiter.claim("c", { holds: 3, basket: "order-1" })), "string");
  assert.deepEqual(await limiter.claim("c", { holds: 3 }), { refused: "holds" });

  await limiter.extendBasket("tour-1", clock.t + 600_000);
  clock.t += 120_000;
  assert.equal(await limiter.liveHolds("c"), 2, "both tours and the add-on extended; the other cart expired");
  await limiter.releaseBasket("tour-1");
  assert.equal(await limiter.liveHolds("c"), 0, "the paid basket released every tour and add-on");
  await db.close();
});
