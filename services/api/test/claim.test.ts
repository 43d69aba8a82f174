/**
 * claimOrWait (src/db/claim.ts, docs/adr/0363): the claim, or the wait for its holder, bounded. The loops of the
 * payment's confirmation, the cancellation, the change of date and the cart's lock run on it (races.test.ts,
 * payments.test.ts, date-change.test.ts, upsell-races.test.ts test them end to end).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { claimOrWait, WAIT } from "../src/db/claim.ts";

/** A row held until `freeAt` tries (then claimable), read as `state` when the claim fails. */
function row(freeAt: number, state: () => "held" | "done" = () => "held") {
  const calls = { claims: 0, settles: 0 };
  return {
    calls,
    claim: async () => (++calls.claims >= freeAt ? "lease" : (false as const)),
    settle: async () => (calls.settles++, state() === "done" ? "done by the other" : WAIT),
  };
}

test("a free row is claimed at once, nothing read", async () => {
  const r = row(1);
  const out = await claimOrWait({ ...r, timedOut: () => "late", waitMs: 1000, everyMs: 1, now: Date.now });
  assert.deepEqual(out, { claimed: "lease" });
  assert.deepEqual(r.calls, { claims: 1, settles: 0 });
});

test("a held row is waited for, then claimed when its holder lets it go", async () => {
  const r = row(3);
  const out = await claimOrWait({ ...r, timedOut: () => "late", waitMs: 1000, everyMs: 1, now: Date.now });
  assert.deepEqual(out, { claimed: "lease" });
  assert.deepEqual(r.calls, { claims: 3, settles: 2 });
});

test("the holder's outcome read after a failed claim ends the wait", async () => {
  const r = row(Infinity, () => "done");
  const out = await claimOrWait({ ...r, timedOut: () => "late", waitMs: 1000, everyMs: 1, now: Date.now });
  assert.deepEqual(out, { answer: "done by the other" });
  assert.deepEqual(r.calls, { claims: 1, settles: 1 });
});

test("a holder that does not finish in time: the time-out's answer, after tries every `everyMs`", async () => {
  let clock = 0;
  const r = row(Infinity);
  const started = Date.now();
  const out = await claimOrWait({ ...r, timedOut: () => "late", waitMs: 100, everyMs: 5, now: () => (clock += 10) });
  assert.deepEqual(out, { answer: "late" });
  // now() is read once for the deadline (10, so 110) and once after each failed try (20, 30, ... 110).
  assert.equal(r.calls.claims, 10);
  assert.ok(Date.now() - started >= 9 * 5 - 5, "it slept between the tries");
});

test("waitMs 0: one try, no wait", async () => {
  const r = row(Infinity);
  const out = await claimOrWait({ ...r, timedOut: () => "late", waitMs: 0, everyMs: 1000, now: Date.now });
  assert.deepEqual(out, { answer: "late" });
  assert.deepEqual(r.calls, { claims: 1, settles: 1 });
});
