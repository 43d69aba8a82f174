/**
 * The booking module's supplier orders (src/booking/supplier-orders.ts, docs/adr/0362): payments' and manage
 * booking's one road to the supplier. Each operation's calls, in order, on a recording client; what a failed
 * confirmation or cancellation reads back decides its outcome. (The sandbox tests of payments, the reconciliation and
 * the change of date run them end to end.)
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { OctoClient } from "../src/octo/client.ts";
import { OctoError } from "../src/octo/errors.ts";
import { DEFAULT_CAPABILITIES, type OctoBooking, type OctoCapability } from "../src/octo/types.ts";
import { isPermanentSupplierError, SupplierOrders } from "../src/booking/supplier-orders.ts";

const timeout = () => new OctoError({ kind: "timeout", timeoutMs: 5 }, "POST", "/x");
const refusal = () =>
  new OctoError({ kind: "supplier", status: 400, code: "BAD_REQUEST", message: "no", body: {} }, "POST", "/x");

type Answers = Record<string, (...args: unknown[]) => unknown>;

/** A client that records each call (`method id`, and its arguments) and answers from `answers`. */
interface Recording {
  client: OctoClient;
  calls: string[];
  args: unknown[][];
  /** The clients `withCapabilities` made. */
  twins: Recording[];
}
function recording(answers: Answers, capabilities: readonly OctoCapability[] = DEFAULT_CAPABILITIES): Recording {
  const calls: string[] = [];
  const args: unknown[][] = [];
  const twins: Recording[] = [];
  const client = new Proxy(
    {},
    {
      get(_t, name) {
        if (typeof name !== "string" || name === "then") return undefined; // not a thenable, nothing to inspect
        if (name === "capabilities") return capabilities;
        if (name === "withCapabilities")
          return (caps: readonly OctoCapability[]) => {
            const twin = recording(answers, caps);
            twins.push(twin);
            return twin.client;
          };
        return async (...a: unknown[]) => {
          calls.push(typeof a[0] === "string" ? `${name} ${a[0]}` : name);
          args.push(a);
          const answer = answers[name];
          if (!answer) throw new Error(`unexpected call ${name}`);
          return answer(...a);
        };
      },
    },
  ) as OctoClient;
  return { client, calls, args, twins };
}

const booking = (over: Partial<OctoBooking> = {}) => ({ uuid: "b1", status: "ON_HOLD", ...over }) as OctoBooking;

test("a permanent supplier error is a refusal; a timeout, a 5xx or anything else is not", () => {
  assert.equal(isPermanentSupplierError(refusal()), true);
  assert.equal(isPermanentSupplierError(timeout()), false);
  assert.equal(
    isPermanentSupplierError(new OctoError({ kind: "http", status: 502, message: "Bad Gateway" }, "GET", "/x")),
    false,
  );
  assert.equal(isPermanentSupplierError(new Error("x")), false);
});

test("the settlement twin is the same supplier without card payments, built once", () => {
  const r = recording({});
  const orders = new SupplierOrders(r.client);
  assert.equal(r.twins.length, 1);
  assert.equal(orders.settlement.settlement, orders.settlement);
  assert.deepEqual(
    r.twins[0]!.client.capabilities,
    DEFAULT_CAPABILITIES.filter((c) => c !== "octo/cardPayments"),
  );
  assert.ok(r.client.capabilities.includes("octo/cardPayments"));
});

test("a paid order's confirmation: answered, or decided by the order read back after a failure", async () => {
  const paid = { orderCode: "1234567890", transactionId: "tx-1" };
  const cases: [string, Answers, string, string[]][] = [
    ["answered CONFIRMED", { confirmOrder: () => ({ status: "CONFIRMED" }) }, "confirmed", ["confirmOrder o1"]],
    ["answered ON_HOLD", { confirmOrder: () => ({ status: "ON_HOLD" }) }, "unconfirmed", ["confirmOrder o1"]],
    [
      "lost answer, CONFIRMED with this payment",
      {
        confirmOrder: () => Promise.reject(timeout()),
        getOrder: () => ({ status: "CONFIRMED", cardPayment: { vivawallet: { transactionId: "tx-1" } } }),
      },
      "confirmed",
      ["confirmOrder o1", "getOrder o1"],
    ],
    [
      "refused, CONFIRMED with another payment",
      {
        confirmOrder: () => Promise.reject(refusal()),
        getOrder: () => ({ status: "CONFIRMED", cardPayment: { vivawallet: { transactionId: "tx-2" } } }),
      },
      "refused",
      ["confirmOrder o1", "getOrder o1"],
    ],
    [
      "refused, order unreadable",
      { confirmOrder: () => Promise.reject(refusal()), getOrder: () => Promise.reject(timeout()) },
      "unavailable",
      ["confirmOrder o1", "getOrder o1"],
    ],
    [
      "no answer, order ON_HOLD",
      { confirmOrder: () => Promise.reject(timeout()), getOrder: () => ({ status: "ON_HOLD" }) },
      "unavailable",
      ["confirmOrder o1", "getOrder o1"],
    ],
  ];
  for (const [name, answers, outcome, calls] of cases) {
    const r = recording(answers);
    const result = await new SupplierOrders(r.client).confirmPaidOrder("o1", paid);
    assert.equal(result.outcome, outcome, name);
    assert.deepEqual(r.calls, calls, name);
  }
  const r = recording({ confirmOrder: () => ({ status: "CONFIRMED" }) });
  await new SupplierOrders(r.client).confirmPaidOrder("o1", paid);
  assert.deepEqual(r.args[0], ["o1", { cardPayment: { gateway: "vivawallet", vivawallet: paid } }]);
});

test("an order's cancellation: a failed call whose order reads CANCELLED was a lost answer", async () => {
  const lost = recording({ cancelOrder: () => Promise.reject(timeout()), getOrder: () => ({ status: "CANCELLED" }) });
  assert.deepEqual(await new SupplierOrders(lost.client).cancelOrder("o1"), { cancelled: true });
  assert.deepEqual(lost.calls, ["cancelOrder o1", "getOrder o1"]);
  const error = refusal();
  const stands = recording({ cancelOrder: () => Promise.reject(error), getOrder: () => ({ status: "CONFIRMED" }) });
  assert.deepEqual(await new SupplierOrders(stands.client).cancelOrder("o1"), { cancelled: false, error });
  const done = recording({ cancelOrder: () => ({ status: "CANCELLED" }) });
  assert.deepEqual(await new SupplierOrders(done.client).cancelOrder("o1"), { cancelled: true });
  assert.deepEqual(done.calls, ["cancelOrder o1"], "no read when the supplier answered");
});

test("a booking's cancellation reads the booking back for the caller after a failure", async () => {
  const error = timeout();
  const r = recording({ cancelBooking: () => Promise.reject(error), getBooking: () => booking({ status: "EXPIRED" }) });
  const result = await new SupplierOrders(r.client).cancelBooking("b1", "why");
  assert.deepEqual(result, { cancelled: false, error, now: booking({ status: "EXPIRED" }) });
  assert.deepEqual(r.calls, ["cancelBooking b1", "getBooking b1"]);
  assert.deepEqual(r.args[0], ["b1", "why"]);
});

test("a held booking's confirmation: its contact read first; after a failure the booking read back decides", async () => {
  const contact = { emailAddress: "ada@example.com" };
  const ok = recording({ getBooking: () => booking({ contact }), confirmBooking: () => booking() });
  assert.deepEqual(await new SupplierOrders(ok.client).confirmHold("b1"), { outcome: "confirmed" });
  assert.deepEqual(ok.calls, ["getBooking b1", "confirmBooking b1"]);
  assert.deepEqual(ok.args[1], ["b1", { contact }]);
  let reads = 0;
  const refused = recording({
    getBooking: () => booking({ contact, status: reads++ === 0 ? "ON_HOLD" : "EXPIRED" }),
    confirmBooking: () => Promise.reject(refusal()),
  });
  assert.equal((await new SupplierOrders(refused.client).confirmHold("b1")).outcome, "refused");
  assert.deepEqual(refused.calls, ["getBooking b1", "confirmBooking b1", "getBooking b1"]);
  const lost = recording({
    getBooking: () => booking({ contact, status: "CONFIRMED" }),
    confirmBooking: () => Promise.reject(timeout()),
  });
  assert.equal((await new SupplierOrders(lost.client).confirmHold("b1")).outcome, "confirmed");
});

test("a hold on another slot carries the passengers, the contact and the (rewritten) notes into the given order", async () => {
  const r = recording({ reserve: (body) => ({ ...(body as object), status: "ON_HOLD" }) });
  const addon = booking({
    productId: "p",
    optionId: "o",
    notes: "upsell-of:old-tour",
    contact: { emailAddress: "ada@example.com" },
    unitItems: [{ uuid: "u1", unitId: "adult" }],
  });
  await new SupplierOrders(r.client).hold(
    addon,
    { availabilityId: "slot", expirationMinutes: 30, orderId: "new-order", notes: (n) => n.replace("old-tour", "new") },
    "fr",
  );
  assert.deepEqual(r.calls, ["reserve"]);
  const [body, language] = r.args[0] as [Record<string, unknown>, string];
  assert.equal(language, "fr");
  assert.match(String(body.uuid), /^[0-9a-f-]{36}$/, "a new booking: a new uuid");
  assert.deepEqual(
    { ...body, uuid: "-" },
    {
      uuid: "-",
      orderId: "new-order",
      productId: "p",
      optionId: "o",
      availabilityId: "slot",
      unitItems: [{ unitId: "adult" }],
      expirationMinutes: 30,
      notes: "upsell-of:new",
      contact: { emailAddress: "ada@example.com" },
    },
  );
  // The tour's own hold: no order given (the supplier opens one), its notes as they were.
  const tour = recording({ reserve: (b) => b });
  await new SupplierOrders(tour.client).hold(
    booking({ productId: "p", optionId: "o", notes: "family:-", unitItems: [] }),
    { availabilityId: "slot", expirationMinutes: 30 },
    "en",
  );
  const [tourBody] = tour.args[0] as [Record<string, unknown>];
  assert.equal("orderId" in tourBody, false);
  assert.equal(tourBody.notes, "family:-");
  assert.equal("contact" in tourBody, false);
});

test("releasing a hold cancels its order's live bookings (or the booking alone), never throwing", async () => {
  const r = recording({
    getOrder: () => ({
      bookings: [
        booking({ uuid: "t" }),
        booking({ uuid: "a", status: "CONFIRMED" }),
        booking({ uuid: "x", status: "CANCELLED" }),
      ],
    }),
    cancelBooking: (uuid) => (uuid === "a" ? Promise.reject(timeout()) : booking()),
  });
  await new SupplierOrders(r.client).releaseHold("t", "o1");
  assert.deepEqual(r.calls, ["getOrder o1", "cancelBooking t", "cancelBooking a"]);
  const alone = recording({ getOrder: () => Promise.reject(timeout()), cancelBooking: () => booking() });
  await new SupplierOrders(alone.client).releaseHold("t", "o1");
  assert.deepEqual(alone.calls, ["getOrder o1", "cancelBooking t"]);
});
