/** Concurrency: never oversell, on SQLite and on PostgreSQL. Plus a full paid-order flow on PostgreSQL. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { todayFor } from "../src/index.ts";
import { addDaysIso, type Client, postgresForTests, startSandbox } from "./helpers.ts";
import { raceForTheLastTen } from "./race-shared.ts";

describe("race on SQLite", () => {
  let c: Client;
  before(async () => {
    c = await startSandbox();
  });
  after(async () => {
    await c.close();
  });
  it("200 concurrent 1-seat reservations for the last 10 seats: exactly 10 holds, vacancies 0", async () => {
    await raceForTheLastTen(c, 200);
  });
});

const pg = postgresForTests();
if (!pg.url) console.log(`# PostgreSQL tests skipped: ${pg.reason}`);

describe("PostgreSQL", { skip: pg.url ? false : pg.reason }, () => {
  let c: Client;
  before(async () => {
    c = await startSandbox(pg.url!);
  });
  after(async () => {
    await c.close();
    pg.stop();
  });

  it("200 concurrent 1-seat reservations for the last 10 seats: exactly 10 holds, vacancies 0", async () => {
    await raceForTheLastTen(c, 200);
  });

  it("reserve, idempotent retry, paid order confirm, cancel on PostgreSQL", async () => {
    const product = "london-hop-on-hop-off";
    const date = addDaysIso(todayFor(product), 3);
    const avail = await c.req("POST", "/availability", {
      body: { productId: product, optionId: "DEFAULT", localDate: date },
    });
    const uuid = `pg-${Date.now()}-${Math.random()}`;
    const body = {
      uuid,
      productId: product,
      optionId: "DEFAULT",
      availabilityId: avail.body[0].id,
      unitItems: [{ unitId: "adult" }, { unitId: "child" }],
    };
    const caps = "octo/pricing, octo/cart, octo/cardPayments";
    const a = await c.req("POST", "/bookings", { body, caps });
    const b = await c.req("POST", "/bookings", { body, caps });
    assert.equal(a.status, 200);
    assert.equal(b.body.id, a.body.id);
    const pay = a.body.cardPayment;
    assert.equal(pay.currency, "GBP");
    assert.equal(pay.amount, a.body.pricing.retail);
    const tx = await c.req("POST", `/_sandbox/payments/${pay.vivawallet.orderCode}/pay`, {
      body: { amount: pay.amount },
    });
    const confirm = await c.req("POST", `/orders/${a.body.orderId}/confirm`, {
      caps,
      body: {
        cardPayment: {
          gateway: "vivawallet",
          vivawallet: { orderCode: pay.vivawallet.orderCode, transactionId: tx.body.transactionId },
        },
      },
    });
    assert.equal(confirm.status, 200, JSON.stringify(confirm.body));
    assert.equal(confirm.body.status, "CONFIRMED");
    const cancel = await c.req("POST", `/bookings/${uuid}/cancel`, { body: { reason: "test" } });
    assert.equal(cancel.body.status, "CANCELLED");
  });
});
