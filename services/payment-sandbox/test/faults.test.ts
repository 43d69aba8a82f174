/** PAYMENT_SANDBOX_FAULTS (src/faults.ts, ADR 0344): parsing, the production refusal, and each fault live. */
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import { after, before, beforeEach, describe, it } from "node:test";
import { faultsFromEnv, parsePaymentFaults } from "../src/faults.ts";
import { DEV_WEBHOOK_KEY } from "../src/server.ts";
import { CARD_DECLINED, CARD_OK, type Harness, start } from "./helpers.ts";

let receiver: Server;
let hookUrl = "";
let posts: any[] = [];

before(async () => {
  receiver = createServer((req, res) => {
    let data = "";
    req.on("data", (d) => {
      data += d;
    });
    req.on("end", () => {
      res.setHeader("Content-Type", "application/json");
      if (req.method === "GET") return res.end(JSON.stringify({ Key: DEV_WEBHOOK_KEY }));
      posts.push({ at: Date.now(), body: JSON.parse(data) });
      res.end("{}");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const a = receiver.address();
  hookUrl = `http://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/payments/webhook`;
});
after(() => {
  receiver.close();
});
beforeEach(() => {
  posts = [];
});

const submit = (h: Harness, code: string, card: Record<string, string>) =>
  h.req("POST", "/web/checkout/pay", { token: null, form: { ref: code, ...card } });

describe("PAYMENT_SANDBOX_FAULTS parsing", () => {
  it("reads the issue's example, refuses unknown names, bad numbers and shares over 1", () => {
    assert.deepEqual(parsePaymentFaults("webhook_delay_s=60,webhook_duplicate=0.2,webhook_drop=0.1,return_drop=0.1"), {
      webhookDelayS: 60,
      webhookDuplicate: 0.2,
      webhookDrop: 0.1,
      returnDrop: 0.1,
    });
    assert.throws(() => parsePaymentFaults("webhook_lag=1"), /unknown fault/);
    assert.throws(() => parsePaymentFaults("return_drop=2"), /between 0 and 1/);
    assert.throws(() => parsePaymentFaults("return_drop"), /not name=number/);
    assert.throws(() => parsePaymentFaults("webhook_drop=0.6,webhook_duplicate=0.6"), /more than 1/);
  });
  it("is off when unset and refused with NODE_ENV=production unless the sandbox is allowed there", () => {
    assert.equal(faultsFromEnv({}), undefined);
    assert.throws(
      () => faultsFromEnv({ NODE_ENV: "production", PAYMENT_SANDBOX_FAULTS: "return_drop=0.1" }),
      /refused with NODE_ENV=production/,
    );
    assert.equal(
      faultsFromEnv({
        NODE_ENV: "production",
        SANDBOX_ALLOW_PRODUCTION: "1",
        PAYMENT_SANDBOX_FAULTS: "return_drop=0.1",
      })?.returnDrop,
      0.1,
    );
  });
});

describe("PAYMENT_SANDBOX_FAULTS on a live sandbox", () => {
  it("return_drop=1: the payment is taken but the visitor is not sent back; webhook_drop=1: no webhook is posted", async () => {
    const h = await start({ webhookUrls: [hookUrl], faults: parsePaymentFaults("return_drop=1,webhook_drop=1") });
    try {
      const code = await h.createOrder();
      const paid = await submit(h, code, CARD_OK);
      assert.equal(paid.status, 204);
      assert.equal(paid.headers.get("location"), null);
      const order = await h.req("GET", `/_sandbox/orders/${code}`, { token: null });
      assert.equal(order.body.state, "paid");
      await h.sandbox.webhooks.idle();
      assert.equal(posts.length, 0);
      const state = await h.req("GET", "/_sandbox/webhooks", { token: null });
      assert.equal(state.body.deliveries.filter((d: any) => d.error === "dropped (fault)").length, 1);
      const faults = await h.req("GET", "/_sandbox/faults", { token: null });
      assert.deepEqual(faults.body.injected, {
        webhookDelayed: 0,
        webhookDuplicated: 0,
        webhookDropped: 1,
        returnDropped: 1,
      });
    } finally {
      await h.close();
    }
  });

  it("webhook_duplicate=1 posts every event twice with one MessageId; webhook_delay_s delays it", async () => {
    const h = await start({
      webhookUrls: [hookUrl],
      faults: parsePaymentFaults("webhook_duplicate=1,webhook_delay_s=1,seed=5"),
    });
    try {
      await h.sandbox.webhooks.idle();
      const code = await h.createOrder();
      const sent = Date.now();
      const declined = await submit(h, code, CARD_DECLINED);
      assert.equal(declined.status, 302);
      await h.sandbox.webhooks.idle();
      assert.equal(posts.length, 2);
      assert.equal(posts[0].body.MessageId, posts[1].body.MessageId);
      assert.equal(posts[0].body.EventTypeId, 1798);
      const faults = await h.req("GET", "/_sandbox/faults", { token: null });
      assert.equal(faults.body.injected.webhookDuplicated, 1);
      assert.ok(posts[0].at - sent <= 1500);
      if (faults.body.injected.webhookDelayed === 1) assert.ok(posts[0].at - sent >= 1, "delayed");
    } finally {
      await h.close();
    }
  });

  it("without PAYMENT_SANDBOX_FAULTS: redirect and one webhook, no /_sandbox/faults", async () => {
    const h = await start({ webhookUrls: [hookUrl] });
    try {
      const code = await h.createOrder();
      assert.equal((await submit(h, code, CARD_OK)).status, 302);
      await h.sandbox.webhooks.idle();
      assert.equal(posts.length, 1);
      assert.equal((await h.req("GET", "/_sandbox/faults", { token: null })).status, 404);
    } finally {
      await h.close();
    }
  });
});
