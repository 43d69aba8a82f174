/**
 * The Viva side of webhooks. Verification: Viva GETs the merchant's webhook URL, which must answer {"Key": "..."}
 * with the merchant's verification key (the one GET /api/messages/config/token returns); only verified URLs get
 * notifications. Notifications: POST {Url, EventData, Created, CorrelationId, EventTypeId, Delay, MessageId,
 * RecipientId, MessageTypeId}, unsigned, 2xx = delivered; otherwise up to 3 attempts with backoff. Deliveries are
 * fire-and-forget for the payment flow (never block the redirect); `idle()` lets tests wait for them.
 */
import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import type { Db } from "./db.ts";
import type { FaultPlan } from "./faults.ts";

export interface VerifyResult {
  url: string;
  verified: boolean;
  key: string | null;
  error: string | null;
}

export interface DeliveryResult {
  url: string;
  messageId: string;
  eventTypeId: number;
  delivered: boolean;
  attempts: number;
  statusCode: number | null;
  error: string | null;
}

export interface WebhookOptions {
  urls: string[];
  key: string;
  merchantId: string;
  now: () => number;
  /** Delays before the 2nd and 3rd attempts. */
  retryDelaysMs: number[];
  timeoutMs?: number;
  /** PAYMENT_SANDBOX_FAULTS (faults.ts): late, repeated or dropped events. Replays are never faulted. */
  faults?: FaultPlan;
}

export class Webhooks {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly opts: WebhookOptions,
  ) {
    // Every delivery waiting (retry backoff, PAYMENT_SANDBOX_FAULTS webhook_delay_s) listens to this one signal.
    setMaxListeners(0, this.abort.signal);
  }

  get urls(): string[] {
    return this.opts.urls;
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.pending.add(p);
    p.finally(() => this.pending.delete(p)).catch(() => {});
    return p;
  }

  private signal(): AbortSignal {
    return AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.opts.timeoutMs ?? 10_000)]);
  }

  async verify(url: string): Promise<VerifyResult> {
    let key: string | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: "GET",
        headers: { Accept: "application/json" },
        signal: this.signal(),
        redirect: "manual",
      });
      if (res.status !== 200) {
        error = `verification GET answered HTTP ${res.status}`;
      } else {
        const body = (await res.json().catch(() => null)) as { Key?: unknown } | null;
        if (typeof body?.Key !== "string") error = 'verification GET did not answer JSON {"Key": "..."}';
        else {
          key = body.Key;
          if (key !== this.opts.key)
            error = "verification key does not match the merchant's key (GET /api/messages/config/token)";
        }
      }
    } catch (e) {
      error = `verification GET failed: ${(e as Error).message}`;
    }
    const verified = error === null;
    await this.db.run(
      `INSERT INTO pay_webhooks (url, key, verified, error, checked_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (url) DO UPDATE SET key = excluded.key, verified = excluded.verified, error = excluded.error,
       checked_ms = excluded.checked_ms`,
      [url, key, verified ? 1 : 0, error, this.opts.now()],
    );
    return { url, verified, key, error };
  }

  verifyAll(): Promise<VerifyResult[]> {
    return this.track(Promise.all(this.opts.urls.map((u) => this.verify(u))));
  }

  async state() {
    const rows = await this.db.all("SELECT url, key, verified, error, checked_ms FROM pay_webhooks");
    const byUrl = new Map(rows.map((r) => [String(r.url), r]));
    const deliveries = await this.db.all(
      `SELECT message_id, transaction_id, url, event_type_id, attempts, status_code, delivered, error, replay, created_ms
       FROM pay_webhook_deliveries ORDER BY created_ms, rowid`,
    );
    return {
      urls: this.opts.urls.map((url) => {
        const r = byUrl.get(url);
        return {
          url,
          verified: r ? Number(r.verified) === 1 : false,
          key: r?.key ?? null,
          error: r?.error ?? null,
          checkedAt: r?.checked_ms ? new Date(Number(r.checked_ms)).toISOString() : null,
        };
      }),
      deliveries: deliveries.map((d) => ({
        messageId: String(d.message_id),
        transactionId: String(d.transaction_id),
        url: String(d.url),
        eventTypeId: Number(d.event_type_id),
        attempts: Number(d.attempts),
        statusCode: d.status_code === null ? null : Number(d.status_code),
        delivered: Number(d.delivered) === 1,
        error: d.error === null ? null : String(d.error),
        replay: Number(d.replay) === 1,
        createdAt: new Date(Number(d.created_ms)).toISOString(),
      })),
    };
  }

  /**
   * Sends one event to every configured URL (a URL not verified yet is verified first). Returns a promise of the
   * outcomes, already tracked: callers on the payment path do not await it.
   */
  dispatch(
    transactionId: string,
    eventTypeId: number,
    eventData: Record<string, unknown>,
    replay = false,
  ): Promise<DeliveryResult[]> {
    const plan = !replay && this.opts.faults ? this.opts.faults.webhook() : null;
    if (!plan)
      return this.track(
        Promise.all(this.opts.urls.map((url) => this.deliver(url, transactionId, eventTypeId, eventData, replay))),
      );
    return this.track(
      (async () => {
        if (plan.drop) {
          await Promise.all(
            this.opts.urls.map((url) =>
              this.db
                .run(
                  `INSERT INTO pay_webhook_deliveries (message_id, transaction_id, url, event_type_id, attempts, status_code, delivered,
           error, replay, created_ms) VALUES (?, ?, ?, ?, 0, NULL, 0, 'dropped (fault)', 0, ?)`,
                  [randomUUID(), transactionId, url, eventTypeId, this.opts.now()],
                )
                .catch(() => undefined),
            ),
          );
          return [];
        }
        if (plan.delayMs > 0) await sleep(plan.delayMs, this.abort.signal);
        const first = await Promise.all(
          this.opts.urls.map((url) => this.deliver(url, transactionId, eventTypeId, eventData, false)),
        );
        // The copy keeps the MessageId of the first delivery (deliver with replay), as Viva's redelivery does.
        if (plan.copies > 1)
          await Promise.all(
            this.opts.urls.map((url) => this.deliver(url, transactionId, eventTypeId, eventData, true)),
          );
        return first;
      })(),
    );
  }

  private async deliver(
    url: string,
    transactionId: string,
    eventTypeId: number,
    eventData: Record<string, unknown>,
    replay: boolean,
  ): Promise<DeliveryResult> {
    // A redelivery keeps the MessageId of the first delivery of that event to that URL, as Viva's redeliver does.
    const previous = replay
      ? await this.db.get(
          "SELECT message_id FROM pay_webhook_deliveries WHERE url = ? AND transaction_id = ? AND event_type_id = ? ORDER BY created_ms LIMIT 1",
          [url, transactionId, eventTypeId],
        )
      : undefined;
    const messageId = previous ? String(previous.message_id) : randomUUID();
    const result: DeliveryResult = {
      url,
      messageId,
      eventTypeId,
      delivered: false,
      attempts: 0,
      statusCode: null,
      error: null,
    };

    const row = await this.db.get("SELECT verified FROM pay_webhooks WHERE url = ?", [url]);
    if (!row || Number(row.verified) !== 1) {
      const v = await this.verify(url);
      if (!v.verified) result.error = `not sent: webhook URL not verified (${v.error})`;
    }
    if (!result.error) {
      const body = JSON.stringify({
        Url: url,
        EventData: eventData,
        Created: new Date(this.opts.now()).toISOString(),
        CorrelationId: randomUUID(),
        EventTypeId: eventTypeId,
        Delay: null,
        MessageId: messageId,
        RecipientId: this.opts.merchantId,
        MessageTypeId: 512,
      });
      const delays = [0, ...this.opts.retryDelaysMs].slice(0, 3);
      for (const delay of delays) {
        if (this.abort.signal.aborted) break;
        if (delay > 0) await sleep(delay, this.abort.signal);
        if (this.abort.signal.aborted) break;
        result.attempts++;
        try {
          const res = await fetch(url, {
            method: "POST",
            body,
            redirect: "manual",
            signal: this.signal(),
            headers: {
              "Content-Type": "application/json; charset=utf-8",
              "User-Agent": "payment-sandbox (Viva-compatible webhooks)",
            },
          });
          await res.arrayBuffer().catch(() => undefined);
          result.statusCode = res.status;
          if (res.status >= 200 && res.status < 300) {
            result.delivered = true;
            result.error = null;
            break;
          }
          result.error = `HTTP ${res.status}`;
        } catch (e) {
          result.statusCode = null;
          result.error = (e as Error).message;
        }
      }
    }
    await this.db
      .run(
        `INSERT INTO pay_webhook_deliveries (message_id, transaction_id, url, event_type_id, attempts, status_code, delivered,
       error, replay, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (message_id) DO UPDATE SET attempts = pay_webhook_deliveries.attempts + excluded.attempts,
       status_code = excluded.status_code, delivered = excluded.delivered, error = excluded.error, replay = 1`,
        [
          messageId,
          transactionId,
          url,
          eventTypeId,
          result.attempts,
          result.statusCode,
          result.delivered ? 1 : 0,
          result.error,
          replay ? 1 : 0,
          this.opts.now(),
        ],
      )
      .catch(() => undefined);
    return result;
  }

  /** Resolves when every delivery and verification started so far has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.idle();
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
