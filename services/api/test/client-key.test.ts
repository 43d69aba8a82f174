/**
 * Per-client limits key IPv6 clients on their /56 (ADR 0343; they were keyed on their /64 before): a subscriber picks any
 * address in any /64 of its /56, so two addresses of one /56 share a budget; IPv4 is unchanged; an IPv4-mapped IPv6 address is its IPv4 client.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { Limiter } from "../src/limits/limiter.ts";
import { clientKey } from "../src/limits/client-key.ts";
import { RequestGuard } from "../src/booking/guard.ts";
import { DEFAULT_LIMITS } from "../src/config.ts";

test("IPv6: every address of one /56 is one client, whichever of its 256 /64s; another /56 is another", () => {
  const a = clientKey("2001:db8:1234:5678::1");
  assert.equal(a, "2001:db8:1234:5600::/56");
  assert.equal(clientKey("2001:0db8:1234:5678:ffff:eeee:dddd:cccc"), a);
  assert.equal(clientKey("2001:db8:1234:5679::1"), a, "another /64 of the same /56");
  assert.equal(clientKey("2001:db8:1234:56ff::9"), a, "the last /64 of the /56");
  assert.equal(clientKey("2001:db8:1234:5678:a:b:c:d%eth0"), a, "zone id dropped");
  assert.equal(clientKey("[2001:db8:1234:5678::42]"), a, "brackets dropped");
  assert.notEqual(clientKey("2001:db8:1234:5778::1"), a, "the next /56");
  assert.equal(clientKey("::1"), "0:0:0:0::/56");
  assert.equal(clientKey("2001:db8::"), "2001:db8:0:0::/56");
});

test("IPv4 unchanged; IPv4-mapped IPv6 (dotted or hex) is the IPv4 client", () => {
  assert.equal(clientKey("192.0.2.1"), "192.0.2.1");
  assert.equal(clientKey("192.0.2.2"), "192.0.2.2", "one IPv4 address, one client");
  assert.equal(clientKey("::ffff:192.0.2.1"), "192.0.2.1");
  assert.equal(clientKey("::FFFF:192.0.2.1"), "192.0.2.1");
  assert.equal(clientKey("::ffff:c000:201"), "192.0.2.1");
  assert.equal(clientKey("0:0:0:0:0:ffff:127.0.0.1"), "127.0.0.1");
  assert.equal(clientKey("not-an-address"), "not-an-address", "anything else unchanged");
});

test("two addresses in one /56 share one guess budget; IPv4 neighbours do not", async () => {
  const db = await openApiDb(":memory:", API_MIGRATIONS);
  const limiter = new Limiter(db, () => 1_000_000);
  const limits = { ...DEFAULT_LIMITS, guessesPer15Min: 4 };
  const guess = async (address: string) => {
    try {
      await new RequestGuard(limiter, limits, clientKey(address)).before("applyPromoCode", { code: "X" });
      return true;
    } catch {
      return false;
    }
  };
  const results = [];
  for (let i = 0; i < 6; i++) results.push(await guess(`2001:db8:aa:${(0xb0 + i).toString(16)}::${i + 1}`)); // a fresh /64 each time
  assert.deepEqual(results, [true, true, true, true, false, false]);
  assert.equal(await guess("2001:db8:aa:1bc::1"), true, "the next /56 is another client");
  const v4 = [];
  for (let i = 0; i < 5; i++) v4.push(await guess("::ffff:198.51.100.7"));
  assert.deepEqual(v4, [true, true, true, true, false], "a mapped address counts as its IPv4 client");
  assert.equal(await guess("198.51.100.7"), false, "the same client, written as IPv4");
  assert.equal(await guess("198.51.100.8"), true, "its IPv4 neighbour is another client");
  await db.close();
});
