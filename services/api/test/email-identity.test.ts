/**
 * An e-mail address is one identity. A booking made as "ÄRGER.Zoë@Example.com" is found, and can be
 * cancelled, with the address typed in any case or Unicode form; the rows of older releases get their comparable
 * form from the 0005 migration (computed in JavaScript: SQLite's LOWER() folds ASCII letters only).
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { startPaymentStack, type PaymentStack } from "./payment-stack.ts";

const dir = mkdtempSync(join(tmpdir(), "api-email-"));
let stack: PaymentStack;

before(async () => {
  stack = await startPaymentStack();
});

after(async () => {
  await stack.close();
  rmSync(dir, { recursive: true, force: true });
});

const TYPED = "ÄRGER.Zoë@Example.com";

test("a booking made with capitals and accents is found and cancelled with the address typed any way", async () => {
  const { orderCode } = await stack.cartWithPayment(TYPED);
  const paid = await stack.payOrder(orderCode);
  const outcome = await stack.verifyReturn(paid.redirectUrl);
  assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
  const reference = outcome.booking.reference as string;
  const find = async (email: string) =>
    (
      await stack.gql(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference } }`, {
        r: reference,
        e: email,
      })
    ).data.myBooking;
  for (const email of [TYPED, "ärger.zoë@example.com", "ÄRGER.ZOË@EXAMPLE.COM", " ärger.zoe\u0308@example.com "]) {
    assert.equal((await find(email))?.reference, reference, `found with ${JSON.stringify(email)}`);
  }
  assert.equal(await find("arger.zoe@example.com"), null, "another address is another identity");
  const cancel = await stack.gql(
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { code } }`,
    { r: reference, e: "ärger.zoë@example.com" },
  );
  assert.equal(cancel.data.cancelBooking.code, "CANCELLED");
});

test("0005_email_key gives the rows of an older release their comparable form", async () => {
  const url = join(dir, "api.db");
  let db = await openApiDb(url, API_MIGRATIONS.slice(0, 1));
  await db.run(
    `INSERT INTO api_payment_attempts (id, cart_id, octo_order_id, order_code, amount, currency, locale, city, email, status, reference, created_ms, updated_ms)
     VALUES ('a1', 'c1', 'o1', '1234567890', 100, 'EUR', 'fr', 'paris', ?, 'confirmed', 'REF1', 1, 1)`,
    [TYPED],
  );
  await db.close();
  db = await openApiDb(url, API_MIGRATIONS);
  const row = await db.get("SELECT email, email_key FROM api_payment_attempts WHERE id = 'a1'");
  assert.deepEqual({ ...row }, { email: TYPED, email_key: "ärger.zoë@example.com" });
  await db.close();
});
