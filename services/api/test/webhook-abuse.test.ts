/**
 * Forged provider webhooks: POST /api/payments/webhook is unsigned, so anyone may post one and each
 * stored event is a row. A client gets LIMIT_WEBHOOKS_PER_MINUTE posts (then 429, another client still gets in),
 * and events older than WEBHOOK_EVENTS_RETENTION_DAYS are pruned, a bounded batch at a time.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { WebServer } from "../src/server.ts";
import { startLimitedServer, type LimitedServer } from "./limited-server.ts";
import { openApiDb, type ApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { PaymentService, WEBHOOK_PRUNE_BATCH } from "../src/payments/service.ts";

let server: LimitedServer;
let app: WebServer;
let base: string;

before(async () => {
  server = await startLimitedServer({ LIMIT_WEBHOOKS_PER_MINUTE: "5" });
  ({ app, base } = server);
});

after(() => server.close());

/** A forged event of the provider's format that needs no provider call (not a payment-created event). */
const forged = () => ({
  EventTypeId: 1797,
  MessageId: randomUUID(),
  EventData: { TransactionId: randomUUID(), OrderCode: "1234567890123456" },
});

const post = (client: string, body: unknown) =>
  fetch(`${base}/api/payments/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });

test("a client gets LIMIT_WEBHOOKS_PER_MINUTE webhook posts a minute, then 429 with nothing stored; another client still gets in", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await post("203.0.113.7", forged())).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
  const refused = await post("203.0.113.7", forged());
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get("retry-after"), "60");
  const body = await refused.json();
  assert.equal(body.ok, false);
  assert.match(body.message, /wait \d+ min/);
  // Malformed bodies count too (they are refused before a row, but still cost a request).
  assert.equal((await post("203.0.113.7", { nonsense: true })).status, 429);
  assert.equal((await post("198.51.100.4", forged())).status, 200);
  const rows = await app.payments.db.get("SELECT COUNT(*) AS n FROM api_webhook_events");
  assert.equal(Number(rows?.n), 6);
});

test("webhook events older than the retention are pruned, a bounded batch at most once a minute", async () => {
  const db: ApiDb = await openApiDb(":memory:", API_MIGRATIONS);
  try {
    let now = Date.UTC(2026, 0, 1);
    const day = 86_400_000;
    const log = { warn() {}, error() {}, info() {} };
    const service = new PaymentService({
      db,
      log,
      now: () => now,
      webhookRetentionMs: 30 * day,
      viva: {} as never,
      supplier: {} as never,
      booking: {} as never,
      outbox: {} as never,
      brand: {} as never,
      checkoutUrl: "",
      ticketsBaseUrl: "",
      leaseMs: 1000,
      reconcileAfterMs: 1000,
    });
    const old = WEBHOOK_PRUNE_BATCH + 20;
    const stmts = Array.from({ length: old }, (_, i) => ({
      sql: "INSERT INTO api_webhook_events (message_id, event_type_id, received_ms) VALUES (?, 1797, ?)",
      args: [randomUUID(), now - 40 * day + i],
    }));
    await db.batch(stmts);
    await db.run("INSERT INTO api_webhook_events (message_id, event_type_id, received_ms) VALUES (?, 1797, ?)", [
      randomUUID(),
      now - 29 * day,
    ]);
    const count = async () => Number((await db.get("SELECT COUNT(*) AS n FROM api_webhook_events"))?.n);

    // An insert prunes one bounded batch of the oldest rows; the next insert within the minute prunes nothing.
    assert.deepEqual(await service.webhook(forged()), { handled: false });
    assert.equal(await count(), old + 2 - WEBHOOK_PRUNE_BATCH);
    await service.webhook(forged());
    assert.equal(await count(), old + 3 - WEBHOOK_PRUNE_BATCH);
    // A minute later the rest of the backlog goes; events younger than the retention stay.
    now += 61_000;
    await service.webhook(forged());
    assert.equal(await count(), 4);
    const oldest = Number((await db.get("SELECT MIN(received_ms) AS m FROM api_webhook_events"))?.m);
    assert.equal(oldest, now - 61_000 - 29 * day);
  } finally {
    await db.close();
  }
});
