/** The HTTP Viva gateway against a minimal Viva-compatible fake (token, create order, transaction lookup). */
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import { after, before, it } from "node:test";
import { HttpVivaGateway, todayFor } from "../src/index.ts";
import { addDaysIso, type Client, startSandbox } from "./helpers.ts";

let fake: Server;
let fakeUrl = "";
const orders = new Map<string, { amount: number; requestLang?: string; dynamicDescriptor?: string }>();
const seen: string[] = [];

before(async () => {
  fake = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization?.split(" ")[0]}`);
      res.setHeader("Content-Type", "application/json");
      if (req.url === "/connect/token") {
        assert.equal(req.headers.authorization, `Basic ${Buffer.from("cid:secret").toString("base64")}`);
        assert.match(body, /grant_type=client_credentials/);
        return res.end(JSON.stringify({ access_token: "tok", expires_in: 3600 }));
      }
      if (req.headers.authorization !== "Bearer tok") {
        res.statusCode = 401;
        return res.end("{}");
      }
      if (req.method === "POST" && req.url === "/checkout/v2/orders") {
        const { amount, customer, dynamicDescriptor } = JSON.parse(body);
        const requestLang = customer?.requestLang;
        const orderCode = 1000000000000000 + orders.size + 1;
        orders.set(String(orderCode), { amount, requestLang, dynamicDescriptor });
        return res.end(JSON.stringify({ orderCode }));
      }
      const m = /^\/checkout\/v2\/transactions\/(.+)$/.exec(req.url ?? "");
      if (m) {
        const [code, status] = m[1]!.split("-");
        const o = orders.get(code!);
        if (!o) {
          res.statusCode = 404;
          return res.end("{}");
        }
        return res.end(JSON.stringify({ orderCode: Number(code), amount: o.amount / 100, statusId: status }));
      }
      res.statusCode = 404;
      res.end("{}");
    });
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
  const addr = fake.address();
  fakeUrl = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
});
after(() => {
  fake.close();
});

/** A sandbox whose card payments go to the fake Viva, and a booking of one adult on the Bath themed tour. */
async function cardBooking(lang?: string): Promise<{ c: Client; b: { status: number; body: any } }> {
  const c: Client = await startSandbox(undefined, {
    gateway: new HttpVivaGateway({ apiUrl: fakeUrl, accountsUrl: fakeUrl, clientId: "cid", clientSecret: "secret" }),
  });
  const product = "bath-themed-tour";
  const avail = await c.req("POST", "/availability", {
    body: {
      productId: product,
      optionId: "DEFAULT",
      localDateStart: addDaysIso(todayFor(product), 2),
      localDateEnd: addDaysIso(todayFor(product), 12),
    },
  });
  const slot = avail.body.find((a: any) => a.vacancies >= 1);
  const b = await c.req("POST", "/bookings", {
    caps: "octo/cardPayments",
    ...(lang ? { lang } : {}),
    body: { productId: product, optionId: "DEFAULT", availabilityId: slot.id, unitItems: [{ unitId: "adult" }] },
  });
  return { c, b };
}

it("orderCode from POST /checkout/v2/orders with an OAuth2 token; confirm verified with GET /transactions", async () => {
  const { c, b } = await cardBooking("fr-FR,fr;q=0.9");
  try {
    const code = b.body.cardPayment.vivawallet.orderCode;
    assert.equal(orders.get(code)?.amount, b.body.cardPayment.amount);
    // The hosted card page speaks the visitor's language: Viva requestLang from the request's Accept-Language.
    assert.equal(orders.get(code)?.requestLang, "fr-FR");
    assert.equal(b.body.cardPayment.currency, "GBP");
    const pending = await c.req("POST", `/bookings/${b.body.uuid}/confirm`, {
      body: { cardPayment: { gateway: "vivawallet", vivawallet: { orderCode: code, transactionId: `${code}-A` } } },
    });
    assert.equal(pending.body.paymentError, "NOT_PAID");
    const ok = await c.req("POST", `/bookings/${b.body.uuid}/confirm`, {
      body: { cardPayment: { gateway: "vivawallet", vivawallet: { orderCode: code, transactionId: `${code}-F` } } },
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.status, "CONFIRMED");
    assert.ok(seen.includes("POST /connect/token Basic"));
    const helper = await c.req("POST", `/_sandbox/payments/${code}/pay`, { body: { amount: 1 } });
    assert.equal(helper.status, 404);
  } finally {
    await c.close();
  }
});

it("the merchant name the reseller sends in an order update goes to the Viva order (dynamicDescriptor)", async () => {
  const { c, b } = await cardBooking();
  try {
    const first = b.body.cardPayment.vivawallet.orderCode;
    assert.equal(orders.get(first)?.dynamicDescriptor, undefined);
    const updated = await c.req("PATCH", `/order/${b.body.orderId}/update`, {
      caps: "octo/cardPayments",
      body: { cardPayment: { gateway: "vivawallet", vivawallet: { dynamicDescriptor: "Bus Tours Europe" } } },
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const again = await c.req("GET", `/bookings/${b.body.uuid}`, { caps: "octo/cardPayments" });
    const second = again.body.cardPayment.vivawallet.orderCode;
    assert.notEqual(second, first, "a new payment order carries the name");
    assert.equal(orders.get(second)?.dynamicDescriptor, "Bus Tours Europe");
    const same = await c.req("GET", `/bookings/${b.body.uuid}`, { caps: "octo/cardPayments" });
    assert.equal(same.body.cardPayment.vivawallet.orderCode, second, "and keeps it while nothing changes");
    const tooLong = await c.req("PATCH", `/order/${b.body.orderId}/update`, {
      body: {
        cardPayment: {
          gateway: "vivawallet",
          vivawallet: { dynamicDescriptor: "A name far too long for a card statement" },
        },
      },
    });
    assert.equal(tooLong.status, 400);
  } finally {
    await c.close();
  }
});
