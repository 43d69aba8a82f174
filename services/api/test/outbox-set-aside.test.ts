/**
 * The outbox sets a mail aside after OUTBOX_MAX_ATTEMPTS failed attempts (src/fulfilment/outbox.ts): no more
 * retries, status 'set_aside' (outbox_messages{status="set_aside"}), counted once (outbox_set_aside_total); a mail
 * that fails fewer times is still retried and sent.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { openApiDb } from "../src/db/database.ts";
import { Outbox } from "../src/fulfilment/outbox.ts";
import type { MailMessage } from "../src/fulfilment/mail.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";

test("a mail that keeps failing is set aside after maxAttempts and counted once; one that recovers is sent", async () => {
  const db = await openApiDb(":memory:", API_MIGRATIONS);
  let now = 1_000_000;
  const failingFor = new Map<string, number>([
    ["poison@example.test", Infinity],
    ["late@example.test", 2],
  ]);
  const sent: string[] = [];
  const setAside: string[] = [];
  const outbox = new Outbox({
    db,
    sender: {
      async send(message: MailMessage) {
        const left = failingFor.get(message.to) ?? 0;
        if (left > 0) {
          failingFor.set(message.to, left - 1);
          throw new Error("550 mailbox unavailable");
        }
        sent.push(message.to);
      },
      close() {},
    },
    brand: {
      current: async () => ({
        operatorName: "Op",
        mailFrom: "Op <tickets@op.example>",
        logo: null,
        source: "env" as const,
      }),
    },
    now: () => now,
    pollMs: 0,
    retryBaseMs: 1000,
    maxAttempts: 3,
    onSetAside: (kind) => setAside.push(kind),
    supportEmail: "care@op.example",
    messageDomain: "op.example",
    log: { warn() {} },
    ticketJson: async () => null, // only mails of a registered kind here
  });
  outbox.register("test:note", async ({ to, messageId }) => ({
    to,
    subject: "s",
    text: "t",
    html: "<p>t</p>",
    attachments: [],
    messageId,
  }));
  try {
    await outbox.enqueue({
      kind: "test:note",
      attemptId: "a1",
      to: "poison@example.test",
      locale: "en",
      dedupeKey: "k1",
    });
    await outbox.enqueue({
      kind: "test:note",
      attemptId: "a2",
      to: "late@example.test",
      locale: "en",
      dedupeKey: "k2",
    });
    for (let round = 0; round < 6; round++) {
      await outbox.drain();
      now += 60 * 60_000; // every backoff has passed
    }
    const rows = await db.all("SELECT to_address, status, tries FROM api_outbox ORDER BY to_address");
    assert.deepEqual(
      rows.map((r) => [r.to_address, r.status, Number(r.tries)]),
      [
        ["late@example.test", "sent", 3],
        ["poison@example.test", "set_aside", 3],
      ],
    );
    assert.deepEqual(setAside, ["test:note"]);
    assert.deepEqual(sent, ["late@example.test"]);
    assert.equal((await outbox.depth()).byStatus.set_aside, 1);
  } finally {
    await outbox.stop();
    await db.close();
  }
});
