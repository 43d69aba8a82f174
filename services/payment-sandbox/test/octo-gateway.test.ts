/**
 * End to end with the octo-sandbox's own HTTP Viva client (services/octo-sandbox/src/payments.ts, imported as is):
 * token -> create order -> the visitor pays on the hosted page -> transaction lookup.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import { HttpVivaGateway } from "../../octo-sandbox/src/payments.ts";
import { CARD_DECLINED, CARD_OK, CLIENT, type Harness, start } from "./helpers.ts";

let h: Harness;
let gateway: HttpVivaGateway;
before(async () => {
  h = await start();
  gateway = new HttpVivaGateway({
    apiUrl: h.url,
    accountsUrl: h.url,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
  });
});
after(() => h.close());

const payOnPage = async (orderCode: string, card: Record<string, string>) => {
  const page = await h.req("GET", `/web/checkout?ref=${orderCode}`, { token: null });
  assert.equal(page.status, 200);
  const res = await h.req("POST", "/web/checkout/pay", { token: null, form: { ref: orderCode, ...card } });
  assert.equal(res.status, 302);
  return new URL(res.headers.get("location")!);
};

it("create order -> pay -> confirm lookup (GBP)", async () => {
  const { orderCode } = await gateway.createOrder({
    amount: 3450,
    currency: "GBP",
    merchantTrns: "order-123",
    customerTrns: "London tour",
  });
  assert.match(orderCode, /^\d{16}$/);
  const state = await h.req("GET", `/_sandbox/orders/${orderCode}`);
  assert.equal(state.body.amount, 3450);
  assert.equal(state.body.currencyCode, "826");
  assert.equal(state.body.merchantTrns, "order-123");

  const back = await payOnPage(orderCode, CARD_OK);
  assert.equal(back.searchParams.get("s"), orderCode);
  const tx = await gateway.getTransaction(back.searchParams.get("t")!);
  assert.deepEqual(tx, { transactionId: back.searchParams.get("t"), orderCode, amount: 3450, statusId: "F" });
});

it("declined payment is reported as statusId E; unknown transaction as null", async () => {
  const { orderCode } = await gateway.createOrder({
    amount: 999,
    currency: "EUR",
    merchantTrns: "order-124",
    customerTrns: "Paris tour",
  });
  const back = await payOnPage(orderCode, CARD_DECLINED);
  const tx = await gateway.getTransaction(back.searchParams.get("t")!);
  assert.equal(tx?.statusId, "E");
  assert.equal(tx?.amount, 999);
  assert.equal(await gateway.getTransaction("00000000-0000-4000-8000-000000000000"), null);
});

it("bad client credentials make the gateway fail loudly", async () => {
  const bad = new HttpVivaGateway({ apiUrl: h.url, accountsUrl: h.url, clientId: CLIENT.id, clientSecret: "nope" });
  await assert.rejects(
    bad.createOrder({ amount: 100, currency: "EUR", merchantTrns: "x", customerTrns: "y" }),
    /HTTP 401/,
  );
});
