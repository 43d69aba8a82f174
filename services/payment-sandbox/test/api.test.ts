/** OAuth2 token, order creation, transaction lookup and refunds. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { basic, CLIENT, type Harness, start } from "./helpers.ts";
import { DEV_API_KEY, DEV_MERCHANT_ID, DEV_WEBHOOK_KEY } from "../src/server.ts";

let h: Harness;
before(async () => {
  h = await start();
});
after(() => h.close());

const tokenReq = (auth: string | null, body: string) =>
  fetch(`${h.url}/connect/token`, {
    method: "POST",
    headers: { ...(auth ? { Authorization: auth } : {}), "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

describe("POST /connect/token", () => {
  it("issues a Bearer token for good client credentials (HTTP Basic)", async () => {
    const res = await tokenReq(basic(CLIENT.id, CLIENT.secret), "grant_type=client_credentials");
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.token_type, "Bearer");
    assert.equal(body.expires_in, 3600);
    assert.ok(typeof body.access_token === "string" && body.access_token.length >= 32);
  });

  it("also accepts client_secret_post", async () => {
    const res = await tokenReq(
      null,
      `grant_type=client_credentials&client_id=${CLIENT.id}&client_secret=${CLIENT.secret}`,
    );
    assert.equal(res.status, 200);
  });

  it("refuses bad credentials with 401 invalid_client", async () => {
    for (const auth of [basic(CLIENT.id, "wrong"), basic("nobody", CLIENT.secret), null]) {
      const res = await tokenReq(auth, "grant_type=client_credentials");
      assert.equal(res.status, 401);
      assert.deepEqual(await res.json(), { error: "invalid_client" });
    }
    const res = await tokenReq(basic(CLIENT.id, "wrong"), "grant_type=client_credentials");
    assert.match(res.headers.get("www-authenticate") ?? "", /^Basic/);
  });

  it("refuses other grant types", async () => {
    const res = await tokenReq(basic(CLIENT.id, CLIENT.secret), "grant_type=password");
    assert.equal(res.status, 400);
    assert.equal((await res.json()).error, "unsupported_grant_type");
  });
});

describe("POST /checkout/v2/orders", () => {
  it("creates an order and returns a 16-digit numeric orderCode", async () => {
    const res = await h.req("POST", "/checkout/v2/orders", {
      body: {
        amount: 1250,
        customerTrns: "Tour",
        merchantTrns: "BK-42",
        sourceCode: "Default",
        paymentTimeout: 900,
        tags: ["web"],
        customer: {
          email: "a@example.com",
          fullName: "A B",
          phone: "+33600000000",
          countryCode: "FR",
          requestLang: "fr-FR",
        },
        preauth: false,
        allowRecurring: false,
      },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(typeof res.body.orderCode, "number");
    assert.match(String(res.body.orderCode), /^\d{16}$/);
    assert.ok(Number.isSafeInteger(res.body.orderCode));
    const state = await h.req("GET", `/_sandbox/orders/${res.body.orderCode}`);
    assert.equal(state.body.state, "pending");
    assert.equal(state.body.amount, 1250);
    assert.equal(state.body.customer.requestLang, "fr-FR");
  });

  it("refuses invalid amounts with a Viva-like 400", async () => {
    for (const amount of [0, -5, 12.5, "1250", null, undefined]) {
      const res = await h.req("POST", "/checkout/v2/orders", { body: { amount, customerTrns: "x" } });
      assert.equal(res.status, 400, `amount ${amount}`);
      assert.equal(res.body.status, 400);
      assert.match(res.body.message, /amount/);
      assert.equal(typeof res.body.eventId, "string");
    }
  });

  it("refuses other invalid fields", async () => {
    for (const body of [
      { amount: 100, customer: { email: "not-an-email" } },
      { amount: 100, customer: { requestLang: "french" } },
      { amount: 100, currencyCode: "EURO" },
      { amount: 100, tags: "web" },
      { amount: 100, successUrl: "javascript:alert(1)" },
    ]) {
      const res = await h.req("POST", "/checkout/v2/orders", { body });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
  });

  it("requires a valid, unexpired Bearer token", async () => {
    assert.equal((await h.req("POST", "/checkout/v2/orders", { body: { amount: 100 }, token: null })).status, 401);
    assert.equal((await h.req("POST", "/checkout/v2/orders", { body: { amount: 100 }, token: "forged" })).status, 401);
    assert.equal(
      (
        await h.req("POST", "/checkout/v2/orders", {
          body: { amount: 100 },
          headers: { Authorization: basic(CLIENT.id, CLIENT.secret) },
        })
      ).status,
      401,
    );
    const h2 = await start();
    try {
      const tok = await h2.token();
      h2.clock.ms += 3601 * 1000;
      assert.equal((await h2.req("POST", "/checkout/v2/orders", { body: { amount: 100 }, token: tok })).status, 401);
    } finally {
      await h2.close();
    }
  });
});

describe("GET /checkout/v2/transactions/{id}", () => {
  it("returns Viva's shape with the amount in major units", async () => {
    const code = await h.createOrder({ amount: 1250, currencyCode: 826 });
    const paid = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: { card: "4147463011110133" } });
    assert.equal(paid.status, 200, paid.text);
    const res = await h.req("GET", `/checkout/v2/transactions/${paid.body.transactionId}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.amount, 12.5);
    assert.equal(res.body.orderCode, Number(code));
    assert.equal(res.body.statusId, "F");
    assert.equal(res.body.email, "ana@example.com");
    assert.equal(res.body.fullName, "Ana Test");
    assert.equal(res.body.cardNumber, "414746XXXXXX0133");
    assert.equal(res.body.currencyCode, "826");
    assert.equal(res.body.customerTrns, "Paris hop-on hop-off, 24 h");
    assert.equal(res.body.merchantTrns, "BK-1");
    assert.equal(res.body.transactionTypeId, 5);
    assert.ok(!Number.isNaN(Date.parse(res.body.insDate)));
  });

  it("404 for an unknown transaction, 401 without a token", async () => {
    assert.equal((await h.req("GET", "/checkout/v2/transactions/00000000-0000-4000-8000-000000000000")).status, 404);
    assert.equal((await h.req("GET", "/checkout/v2/transactions/not-a-uuid")).status, 404);
    assert.equal(
      (await h.req("GET", "/checkout/v2/transactions/00000000-0000-4000-8000-000000000000", { token: null })).status,
      401,
    );
  });
});

describe("DELETE /api/transactions/{id}?amount= (refund)", () => {
  const merchant = { Authorization: basic(DEV_MERCHANT_ID, DEV_API_KEY) };

  it("refunds partially then fully, refuses more than paid, marks the original refunded", async () => {
    const code = await h.createOrder({ amount: 3000 });
    const paid = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: {} });
    const t = paid.body.transactionId;

    assert.equal((await h.req("DELETE", `/api/transactions/${t}?amount=1000`, { token: null })).status, 401);
    assert.equal(
      (
        await h.req("DELETE", `/api/transactions/${t}?amount=1000`, {
          headers: { Authorization: basic(DEV_MERCHANT_ID, "wrong") },
        })
      ).status,
      401,
    );

    const r1 = await h.req("DELETE", `/api/transactions/${t}?amount=1000`, { headers: merchant });
    assert.equal(r1.status, 200, r1.text);
    assert.equal(r1.body.StatusId, "F");
    assert.equal(r1.body.Success, true);
    assert.equal(r1.body.ErrorCode, 0);
    assert.equal(r1.body.Amount, 10);
    assert.notEqual(r1.body.TransactionId, t);

    const refundTx = await h.req("GET", `/checkout/v2/transactions/${r1.body.TransactionId}`);
    assert.equal(refundTx.body.statusId, "F");
    assert.equal(refundTx.body.transactionTypeId, 4);
    assert.equal(refundTx.body.amount, -10);

    const over = await h.req("DELETE", `/api/transactions/${t}?amount=2001`, { headers: merchant });
    assert.equal(over.status, 400);
    assert.equal(over.body.Success, false);

    const r2 = await h.req("DELETE", `/api/transactions/${t}?amount=2000`); // Bearer works too
    assert.equal(r2.status, 200, r2.text);
    const orig = await h.req("GET", `/checkout/v2/transactions/${t}`);
    assert.equal(orig.body.statusId, "R");
    assert.equal((await h.req("DELETE", `/api/transactions/${t}?amount=1`, { headers: merchant })).status, 400);
  });

  it("refuses bad amounts, declined and unknown transactions", async () => {
    const code = await h.createOrder();
    const declined = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: { card: "4147463011110141" } });
    assert.equal(declined.body.statusId, "E");
    assert.equal(
      (await h.req("DELETE", `/api/transactions/${declined.body.transactionId}?amount=100`, { headers: merchant }))
        .status,
      400,
    );
    const paid = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: {} });
    for (const q of ["", "?amount=0", "?amount=abc", "?amount=-1"]) {
      assert.equal(
        (await h.req("DELETE", `/api/transactions/${paid.body.transactionId}${q}`, { headers: merchant })).status,
        400,
        q,
      );
    }
    assert.equal(
      (await h.req("DELETE", "/api/transactions/00000000-0000-4000-8000-000000000000?amount=1", { headers: merchant }))
        .status,
      404,
    );
  });

  it("concurrent refunds never exceed the payment", async () => {
    const code = await h.createOrder({ amount: 1000 });
    const paid = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: {} });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.req("DELETE", `/api/transactions/${paid.body.transactionId}?amount=300`, { headers: merchant }),
      ),
    );
    assert.equal(results.filter((r) => r.status === 200).length, 3);
    const state = await h.req("GET", `/_sandbox/orders/${code}`);
    assert.equal(
      state.body.transactions.find((x: any) => x.transactionId === paid.body.transactionId).refundedAmount,
      900,
    );
  });
});

it("GET /api/messages/config/token returns the merchant's webhook key (Basic auth)", async () => {
  const res = await h.req("GET", "/api/messages/config/token", {
    headers: { Authorization: basic(DEV_MERCHANT_ID, DEV_API_KEY) },
  });
  assert.deepEqual(res.body, { Key: DEV_WEBHOOK_KEY });
  assert.equal((await h.req("GET", "/api/messages/config/token", { token: null })).status, 401);
});
