/**
 * A change of date whose cancellation of the old booking fails at the supplier (a 500 or a timeout, as the soak's
 * faults produce; ADR 0344): the change is done, the visitor has the new booking, and the old one stays CONFIRMED at
 * the supplier. The full reconciliation (src/payments/reconciliation.ts) cancels it: repaired, no money moved.
 * Before, it was only reported (UNTRACKED_CONFIRMED) and nothing ever cancelled it: two CONFIRMED bookings for one
 * payment, the old seats never sold again.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { OctoClient } from "../src/octo/client.ts";
import { API_KEY, localDate } from "./helpers.ts";
import { startPaymentStack, type PaymentStack } from "./payment-stack.ts";

let stack: PaymentStack;
let proxy: http.Server;
let target = "";
let failCancels = false;

before(async () => {
  // Between the web server and the OCTO sandbox: answers 500 to order cancellations while failCancels is set.
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      if (failCancels && req.method === "POST" && /^\/orders?\/[^/]+\/cancel$/.test(req.url ?? "")) {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({
            error: "INTERNAL_SERVER_ERROR",
            errorMessage: "There was an un-recoverable error, please try again",
          }),
        );
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== "host" && k !== "content-length"),
      ) as Record<string, string>;
      const up = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(up.status, { "content-type": up.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await up.arrayBuffer()));
    });
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  stack = await startPaymentStack({ config: { octoBaseUrl: proxyUrl, octoRetries: 0 } });
  target = stack.octoSandbox.url;
});

after(async () => {
  await stack?.close();
  proxy?.close();
});

test("the booking a change of date replaced, left CONFIRMED by a failed cancellation, is cancelled by the reconciliation", async () => {
  const octo = new OctoClient({ baseUrl: target, apiKey: API_KEY });
  const b = await stack.paidBooking();
  const q = await stack.quotableDay(b, 9);
  assert.equal(q.difference, 0, JSON.stringify(q));
  failCancels = true;
  const r = await stack.gql(
    `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: en) { code booking { reference } } }`,
    {
      input: { reference: b.reference, email: b.email, date: q.date },
    },
  );
  failCancels = false;
  assert.equal(r.data.changeBookingDate.code, "CHANGED", JSON.stringify(r));
  const newRef = r.data.changeBookingDate.booking.reference as string;
  const [oldBefore] = await octo.findBookings({ supplierReference: b.reference });
  assert.equal(oldBefore!.status, "CONFIRMED", "the failed cancellation left the old booking CONFIRMED");

  const report = await stack.instances[0]!.payments.reconciliation.reconcile({ from: localDate(0), to: localDate(20) });
  const finding = report.findings.find((f) => f.refs.bookingUuid === oldBefore!.uuid);
  assert.equal(finding?.kind, "UNTRACKED_CONFIRMED", JSON.stringify(report.findings));
  assert.equal(finding?.outcome, "repaired", finding?.detail);
  const [oldAfter] = await octo.findBookings({ supplierReference: b.reference });
  assert.equal(oldAfter!.status, "CANCELLED");
  const [current] = await octo.findBookings({ supplierReference: newRef });
  assert.equal(current!.status, "CONFIRMED", "the visitor's booking is untouched");
  // No money moved: the capture stands, nothing refunded.
  const order = (await (await fetch(`${stack.pay.url}/_sandbox/orders/${b.orderCode}`)).json()) as {
    transactions: { transactionTypeId: number }[];
  };
  assert.equal(order.transactions.filter((t) => t.transactionTypeId === 4).length, 0);
  // A second run finds nothing left about it.
  const again = await stack.instances[0]!.payments.reconciliation.reconcile({ from: localDate(0), to: localDate(20) });
  assert.equal(
    again.findings.filter((f) => f.refs.bookingUuid === oldBefore!.uuid).length,
    0,
    JSON.stringify(again.findings),
  );
});
