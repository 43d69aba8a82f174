/** Webhooks: verification GET, 1796 / 1798 / 1797 POSTs, retries with backoff, replay. */
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import { after, before, beforeEach, it } from "node:test";
import { CARD_DECLINED, CARD_OK, type Harness, start } from "./helpers.ts";
import { DEV_API_KEY, DEV_MERCHANT_ID, DEV_WEBHOOK_KEY } from "../src/server.ts";
import { basic } from "./helpers.ts";

interface Hit {
  method: string;
  body: any;
}
let receiver: Server;
let hookUrl = "";
let hits: Hit[] = [];
let failNext = 0;
let key = DEV_WEBHOOK_KEY;

before(async () => {
  receiver = createServer((req, res) => {
    let data = "";
    req.on("data", (d) => {
      data += d;
    });
    req.on("end", () => {
      if (req.method === "GET") {
        hits.push({ method: "GET", body: null });
        res.setHeader("Content-Type", "application/json");
        return res.end(JSON.stringify({ Key: key }));
      }
      hits.push({ method: req.method ?? "", body: JSON.parse(data) });
      if (failNext > 0) {
        failNext--;
        res.statusCode = 503;
        return res.end();
      }
      res.statusCode = 200;
      res.end("{}");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const a = receiver.address();
  hookUrl = `http://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/payments/viva/webhook`;
});
after(() => {
  receiver.close();
});
beforeEach(() => {
  hits = [];
  failNext = 0;
  key = DEV_WEBHOOK_KEY;
});

const submit = (h: Harness, code: string, card: Record<string, string>) =>
  h.req("POST", "/web/checkout/pay", { token: null, form: { ref: code, ...card } });

it("verifies the URL with a GET, then POSTs 1796 for a payment and 1798 for a decline (redirect not blocked)", async () => {
  const h = await start({ webhookUrls: [hookUrl] });
  try {
    await h.sandbox.webhooks.idle(); // start-up verification
    assert.deepEqual(
      hits.map((x) => x.method),
      ["GET"],
    );
    const state = await h.req("GET", "/_sandbox/webhooks");
    assert.equal(state.body.urls[0].verified, true);
    assert.equal(state.body.urls[0].key, DEV_WEBHOOK_KEY);

    const code = await h.createOrder({
      amount: 2590,
      customer: { email: "w@example.com", fullName: "Web Hook", requestLang: "fr" },
    });
    const declined = await submit(h, code, CARD_DECLINED);
    assert.equal(declined.status, 302);
    const ok = await submit(h, code, CARD_OK);
    assert.equal(ok.status, 302);
    await h.sandbox.webhooks.idle();

    const posts = hits.filter((x) => x.method === "POST").map((x) => x.body);
    assert.equal(posts.length, 2);
    const failed = posts.find((p) => p.EventTypeId === 1798);
    const created = posts.find((p) => p.EventTypeId === 1796);
    assert.ok(failed && created);
    const t = new URL(ok.headers.get("location")!).searchParams.get("t");
    assert.equal(created.EventData.TransactionId, t);
    assert.equal(created.EventData.OrderCode, Number(code));
    assert.equal(created.EventData.StatusId, "F");
    assert.equal(created.EventData.Amount, 25.9);
    assert.equal(created.EventData.Email, "w@example.com");
    assert.equal(created.EventData.FullName, "Web Hook");
    assert.equal(created.EventData.CurrencyCode, "978");
    assert.equal(created.EventData.TransactionTypeId, 5);
    assert.equal(created.EventData.OrderCulture, "fr-FR");
    assert.equal(created.Url, hookUrl);
    assert.equal(created.RecipientId, DEV_MERCHANT_ID);
    for (const k of ["Created", "CorrelationId", "MessageId", "MessageTypeId", "Delay"]) assert.ok(k in created, k);
    assert.equal(failed.EventData.StatusId, "E");
    assert.equal(failed.EventData.OrderCode, Number(code));
    assert.equal(failed.EventData.TransactionId, new URL(declined.headers.get("location")!).searchParams.get("t"));

    // Refunds notify 1797 (Transaction Reversal Created).
    const r = await h.req("DELETE", `/api/transactions/${t}?amount=590`, {
      headers: { Authorization: basic(DEV_MERCHANT_ID, DEV_API_KEY) },
    });
    assert.equal(r.status, 200);
    await h.sandbox.webhooks.idle();
    const reversal = hits
      .filter((x) => x.method === "POST")
      .map((x) => x.body)
      .find((p) => p.EventTypeId === 1797);
    assert.equal(reversal.EventData.Amount, -5.9);
    assert.equal(reversal.EventData.ParentId, t);
  } finally {
    await h.close();
  }
});

it("retries up to 3 attempts with backoff", async () => {
  const h = await start({ webhookUrls: [hookUrl] });
  try {
    await h.sandbox.webhooks.idle();
    const code = await h.createOrder();
    failNext = 2;
    await submit(h, code, CARD_OK);
    await h.sandbox.webhooks.idle();
    const posts = hits.filter((x) => x.method === "POST").map((x) => x.body);
    assert.equal(posts.length, 3);
    assert.equal(new Set(posts.map((p) => p.MessageId)).size, 1, "same MessageId on each attempt");
    const state = await h.req("GET", "/_sandbox/webhooks");
    const d = state.body.deliveries.at(-1);
    assert.equal(d.attempts, 3);
    assert.equal(d.delivered, true);

    hits = [];
    failNext = 5;
    const code2 = await h.createOrder();
    await submit(h, code2, CARD_OK);
    await h.sandbox.webhooks.idle();
    assert.equal(hits.filter((x) => x.method === "POST").length, 3, "gives up after 3 attempts");
    const last = (await h.req("GET", "/_sandbox/webhooks")).body.deliveries.at(-1);
    assert.equal(last.delivered, false);
    assert.equal(last.statusCode, 503);
  } finally {
    await h.close();
  }
});

it("replays a transaction's webhook on demand", async () => {
  const h = await start({ webhookUrls: [hookUrl] });
  try {
    const code = await h.createOrder();
    const paid = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: {} });
    await h.sandbox.webhooks.idle();
    const replay = await h.req("POST", `/_sandbox/webhooks/replay/${paid.body.transactionId}`, { token: null });
    assert.equal(replay.status, 200, replay.text);
    assert.equal(replay.body.deliveries[0].delivered, true);
    assert.equal(replay.body.deliveries[0].eventTypeId, 1796);
    const posts = hits.filter((x) => x.method === "POST").map((x) => x.body);
    assert.equal(posts.length, 2);
    assert.deepEqual(posts[0].EventData, posts[1].EventData);
    assert.equal(posts[0].MessageId, posts[1].MessageId, "a redelivery keeps the MessageId");
    assert.equal(
      (await h.req("POST", "/_sandbox/webhooks/replay/00000000-0000-4000-8000-000000000000", { token: null })).status,
      404,
    );
  } finally {
    await h.close();
  }
});

it("a URL answering the wrong Key is not verified and gets no notification; POST /_sandbox/webhooks/verify re-checks", async () => {
  key = "WRONG";
  const h = await start({ webhookUrls: [hookUrl] });
  try {
    await h.sandbox.webhooks.idle();
    const code = await h.createOrder();
    await submit(h, code, CARD_OK);
    await h.sandbox.webhooks.idle();
    assert.equal(hits.filter((x) => x.method === "POST").length, 0);
    const state = (await h.req("GET", "/_sandbox/webhooks")).body;
    assert.equal(state.urls[0].verified, false);
    assert.match(state.deliveries[0].error, /not verified/);

    key = DEV_WEBHOOK_KEY;
    const v = await h.req("POST", "/_sandbox/webhooks/verify", { token: null });
    assert.equal(v.body.results[0].verified, true);
    const t = (await h.req("GET", `/_sandbox/orders/${code}`)).body.paidTransactionId;
    const replay = await h.req("POST", `/_sandbox/webhooks/replay/${t}`, { token: null });
    assert.equal(replay.body.deliveries[0].delivered, true);
  } finally {
    await h.close();
  }
});

it("an unreachable webhook URL never blocks the redirect", async () => {
  const h = await start({ webhookUrls: ["http://127.0.0.1:9/unreachable"], webhookRetryDelaysMs: [5000, 5000] });
  try {
    const code = await h.createOrder();
    const t0 = Date.now();
    const res = await submit(h, code, CARD_OK);
    assert.equal(res.status, 302);
    assert.ok(Date.now() - t0 < 1000);
  } finally {
    await h.close(); // aborts the pending retries
  }
});
