/**
 * Scale-out: two web server instances on one PostgreSQL database, both outbox workers and both
 * reconcilers running, the provider's webhooks sent to both. One payment's return replays and webhooks split
 * across them give exactly one booking and one tickets e-mail; the per-client limits and the cart locks hold
 * across instances (they live in the database). Skipped with the reason when no PostgreSQL can be had.
 */
import { test, before, after, describe } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { postgresForTests } from "./postgres.ts";

const pg = postgresForTests("api_scale_out");
if (!pg.url) console.log(`# PostgreSQL tests skipped: ${pg.reason}`);
const DATE = dateWithSeats([HOHO.productId], 7);
const HOLDS_PER_CLIENT = 4;
const GUESSES = 30;

describe("two web server instances on one PostgreSQL", { skip: pg.url ? false : pg.reason }, () => {
  let s: PaymentStack;
  before(async () => {
    s = await startPaymentStack({
      instances: 2,
      databaseUrl: pg.url!,
      config: {
        reconcileIntervalSeconds: 1,
        reconcileAfterSeconds: 0,
        limits: {
          cartChangesPerMinute: 10_000,
          holdsPerClient: HOLDS_PER_CLIENT,
          guessesPer15Min: GUESSES,
          webhooksPerMinute: 10_000,
          seatsPerDeparture: 10_000,
          holdsBeforeProof: 10_000,
        },
      },
    });
  });
  after(async () => {
    await s?.close();
    pg.stop();
  });

  test("return replays and webhooks split across both instances: one OCTO booking, one confirmation, one e-mail", async () => {
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    const p = await s.cartWithPayment(email, { date: DATE, passengers: { adult: 2 }, at: 1 });
    const paid = await s.payOrder(p.orderCode); // the provider also posts its webhook to both instances
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => s.verifyReturn(paid.redirectUrl, i % 2)),
      ...Array.from({ length: 10 }, (_, i) => s.webhook(paid.transactionId, p.orderCode, i % 2)),
    ]);
    const outcomes = results.slice(0, 10) as { code: string; booking: { reference: string } }[];
    assert.ok(
      outcomes.every((o) => o.code === "CONFIRMED"),
      JSON.stringify(outcomes.map((o) => o.code)),
    );
    assert.equal(new Set(outcomes.map((o) => o.booking.reference)).size, 1, "one booking reference");
    assert.ok(
      results.slice(10).every((status) => status === 200 || status === 503),
      JSON.stringify(results.slice(10)),
    );
    await s.pay.webhooks.idle();
    // Let both reconcilers run over it too.
    await new Promise((r) => setTimeout(r, 1500));
    const db = s.instances[0]!.payments.db;
    assert.equal(db.kind, "postgres");
    const attempts = await db.all("SELECT status FROM api_payment_attempts WHERE order_code = ?", [p.orderCode]);
    assert.deepEqual(
      attempts.map((a) => a.status),
      ["confirmed"],
    );
    assert.equal((await db.all("SELECT * FROM api_confirmations WHERE order_code = ?", [p.orderCode])).length, 1);
    const outbox = await db.all(
      "SELECT o.status FROM api_outbox o JOIN api_payment_attempts a ON a.id = o.attempt_id WHERE a.order_code = ?",
      [p.orderCode],
    );
    assert.equal(outbox.length, 1, "one e-mail queued");
    await waitFor(() => s.mails.some((m) => m.to === email));
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(s.mails.filter((m) => m.to === email).length, 1, "one e-mail sent by the two outbox workers");
    const booking = await s.octo.getBooking(p.cartId);
    assert.equal(booking.status, "CONFIRMED");
    assert.equal(booking.unitItems.length, 2);
  });

  test("an edit on one instance while the other confirms the payment is refused (the cart lock is in the database)", async () => {
    const email = `scale-lock-${randomUUID().slice(0, 8)}@example.com`;
    const p = await s.cartWithPayment(email, { date: DATE, passengers: { adult: 3 } });
    const paid = await s.payOrder(p.orderCode);
    // Whichever instance confirms (the return, a webhook or a reconciler), the edit goes to the other one meanwhile.
    const sent: { edit?: Promise<{ errors?: { extensions?: { code?: string } }[] }> } = {};
    const originals = s.instances.map((app, i) => {
      const octo = app.core.octo;
      const original = octo.confirmOrder.bind(octo);
      octo.confirmOrder = async (id, body) => {
        sent.edit ??= s.gql(
          `mutation($input: UpdateCartInput!) { updateCart(input: $input) { id } }`,
          { input: { id: p.cartId, passengers: { adult: 1 } } },
          1 - i,
        );
        await new Promise((r) => setTimeout(r, 400));
        return original(id, body);
      };
      return original;
    });
    try {
      const outcome = await s.verifyReturn(paid.redirectUrl, 0);
      assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
      assert.ok(sent.edit, "an edit was sent during the confirmation");
      assert.equal((await sent.edit).errors?.[0]?.extensions?.code, "CART_NOT_EDITABLE");
      assert.equal((await s.octo.getBooking(p.cartId)).unitItems.length, 3);
    } finally {
      s.instances.forEach((app, i) => (app.core.octo.confirmOrder = originals[i]!));
    }
  });

  test("the hold cap of a client holds across instances: creations alternating between them stop at the cap", async () => {
    const live = async () =>
      Number(
        (await s.instances[0]!.payments.db.get("SELECT COUNT(*) AS n FROM api_client_holds WHERE expires_ms > ?", [
          Date.now(),
        ]))!.n,
      );
    const before = await live();
    const create = (at: number) =>
      s.gql(
        `mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`,
        {
          input: { id: randomUUID(), ...HOHO, date: DATE, passengers: { adult: 1 } },
        },
        at,
      );
    const results = [];
    for (let i = 0; i < HOLDS_PER_CLIENT + 2; i++) results.push(await create(i % 2));
    const accepted = results.filter((r) => !r.errors).length;
    assert.equal(
      accepted,
      Math.max(0, HOLDS_PER_CLIENT - before),
      `accepted ${accepted} with ${before} live holds before`,
    );
    const refused = results.filter((r) => r.errors);
    assert.ok(refused.length >= 2);
    assert.ok(
      refused.every((r) => r.errors![0]!.extensions?.code === "RATE_LIMITED"),
      JSON.stringify(refused[0]),
    );
    // A burst on both instances at once never goes beyond the cap either.
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => create(i % 2)));
    assert.equal(burst.filter((r) => !r.errors).length, 0);
    assert.ok((await live()) <= HOLDS_PER_CLIENT);
  });

  test("the rate limit of a client counts across instances: lookups alternating between them stop at the limit", async () => {
    const lookup = (i: number) =>
      s.gql(
        `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference } }`,
        { r: `NOPE${i}`, e: "guess@example.com" },
        i % 2,
      );
    const results = [];
    for (let i = 0; i < GUESSES + 2; i++) results.push(await lookup(i));
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code);
    // myBooking answers null for no match (from the site's records).
    assert.deepEqual(codes.slice(0, GUESSES), Array(GUESSES).fill(undefined), "each guess is answered until the limit");
    assert.ok(results.slice(0, GUESSES).every((r) => r.data?.myBooking === null));
    assert.deepEqual(codes.slice(GUESSES), ["RATE_LIMITED", "RATE_LIMITED"], "then both instances refuse: one count");
  });
});
