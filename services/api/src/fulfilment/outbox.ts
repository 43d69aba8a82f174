/**
 * Durable e-mail outbox. A mail is a row (api_outbox) written in the same transaction as the booking confirmation;
 * a worker sends due rows. A row is claimed with a conditional UPDATE (pending → sending, with a lease), so one
 * instance sends it even when several run; a failure puts it back to pending with exponential backoff (never
 * dropped: with SMTP down the mail waits and goes out when SMTP returns). A crash after the SMTP answer and before
 * the row is marked sent can repeat one mail (at-least-once at the SMTP level); the Message-ID is stable per row so
 * such a repeat is recognisable.
 *
 * Priority: ticket e-mails (this module's kinds, and any kind registered at normal priority) always go
 * before the low-priority kinds another module registers (the forms' mails): a due ticket mail is picked first, and
 * low-priority mails are sent a few at a time, looking for due ticket mails before each one. The priority is the
 * row's kind, so no column is needed; OUTBOX_PRIORITY (schema.ts) indexes the due rows by kind.
 */
import { randomUUID } from "node:crypto";
import { isLocale, type Locale } from "../locale.ts";
import type { Compilable, ExpressionBuilder } from "kysely";
import { num, type ApiDb, type Database } from "../db/database.ts";
import { confirmationMail, type MailMessage, type MailSender } from "./mail.ts";
import { renderTicketsPdfOffLoop as renderTicketsPdf } from "./pdf-render.ts";
import { manageBookingHref } from "../../../../domain/manage-booking-href.ts";
import type { TicketData } from "./tickets.ts";
import type { BrandLogo, BrandSource } from "../brand/settings.ts";
import type { TourFactsSource } from "./tour-facts.ts";
import { withTourFacts } from "./timetable.ts";

export type MailKind = "confirmation" | "resend";

/**
 * Renders the mail of an outbox row whose kind another module owns (the forms' `form:*` kinds): `sourceId` is the
 * row's attempt_id column, the id of that module's record. Throwing leaves the row pending (retried later); null
 * means the mail is no longer due (e.g. a reminder for a booking cancelled since): the row ends 'skipped', unsent.
 */
export type MailRenderer = (row: {
  kind: string;
  sourceId: string;
  to: string;
  locale: Locale;
  messageId: string;
  operator: string;
  /** The brand's logo (CMS site settings), for the mails that show it and the PDF tickets they attach. */
  logo: BrandLogo | null;
}) => Promise<MailMessage | null>;

export interface OutboxOptions {
  db: ApiDb;
  sender: MailSender;
  /** The brand (CMS site settings): sender of every mail, logo of the PDF tickets. */
  brand: BrandSource;
  now: () => number;
  pollMs: number;
  retryBaseMs: number;
  /**
   * After this many failed attempts a mail is set aside (status 'set_aside'): no more retries, an error line and
   * `onSetAside` (the metrics). 0 or unset = retried for ever. With the backoff capped at 10 minutes, the default
   * 50 attempts is about 7.5 hours of failures: an SMTP outage of a night still delivers; a mail that can never be
   * sent (a rejected address, a rendering bug) stops costing a send every 10 minutes. An operator sends it again with
   * `UPDATE api_outbox SET status = 'pending', tries = 0, next_attempt_ms = 0 WHERE id = …`.
   */
  maxAttempts?: number;
  onSetAside?: (kind: string) => void;
  supportEmail: string;
  /** Host part of Message-IDs. */
  messageDomain: string;
  /** Public origin of the site (links in the e-mails). */
  siteUrl?: string;
  /** The booking's manage link (absolute, signed: security/manage-link.ts, ADR 0360); unset = the reference-filled page. */
  manageUrl?: (locale: Locale, ticket: TicketData) => string;
  log: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /**
   * The booking's ticket data (JSON) a confirmation or resend is rendered from, null when it has none: read by the
   * module that owns the bookings (payments' attempt-records.ts `ticketJsonOf`, docs/adr/0368).
   */
  ticketJson: (attemptId: string) => Promise<string | null>;
  /**
   * The CMS's tour facts: the ticket e-mail names the city's service alerts covering the tour's date,
   * the e-mail and its PDF the product's meeting point and timetable.
   */
  facts?: TourFactsSource;
}

const LEASE_MS = 120_000;
/** Mails of one drain (then the worker yields until its next tick, or at once when kicked). */
const DRAIN_MAX = 50;
/** Low-priority mails picked at once; before each, due ticket mails are looked for. */
const LOW_BATCH = 10;
/** Due: pending and its time has come, or being sent by a holder whose lease ran out. */
const due = (now: number) => (eb: ExpressionBuilder<Database, "api_outbox">) =>
  eb.or([
    eb.and([eb("status", "=", "pending"), eb("next_attempt_ms", "<=", now)]),
    eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
  ]);
const MAX_BACKOFF_MS = 10 * 60_000;

export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): a running drain ends after its send in flight (graceful shutdown). */
  private stopping = false;
  private readonly renderers = new Map<string, MailRenderer>();
  /** Kinds sent only when no ticket mail is due (the forms'). */
  private readonly lowPriority = new Set<string>();

  constructor(private readonly o: OutboxOptions) {}

  /**
   * Lets another module send its own kind of mail (`kind` of the rows it enqueues) through this outbox; a `low`
   * priority kind waits while any other mail is due (ticket e-mails first).
   */
  register(kind: string, renderer: MailRenderer, options: { priority?: "normal" | "low" } = {}): void {
    this.renderers.set(kind, renderer);
    if (options.priority === "low") this.lowPriority.add(kind);
    else this.lowPriority.delete(kind);
  }

  /** The INSERT of a mail, to run inside the caller's transaction; `dedupeKey` makes it happen once. */
  enqueueStmt(input: {
    kind: MailKind | string;
    attemptId: string;
    to: string;
    locale: Locale;
    dedupeKey: string;
  }): Compilable {
    const now = this.o.now();
    return this.o.db.kysely
      .insertInto("api_outbox")
      .values({
        id: randomUUID(),
        dedupe_key: input.dedupeKey,
        kind: input.kind,
        attempt_id: input.attemptId,
        to_address: input.to,
        locale: input.locale,
        status: "pending",
        tries: 0,
        next_attempt_ms: now,
        created_ms: now,
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing());
  }

  async enqueue(input: Parameters<Outbox["enqueueStmt"]>[0]): Promise<boolean> {
    const r = await this.o.db.kysely.executeQuery(this.enqueueStmt(input)); // one statement: no transaction needed
    this.kick();
    return Number(r.numAffectedRows ?? 0n) === 1;
  }

  start(): void {
    if (this.o.pollMs <= 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling; a drain in progress finishes the send in flight, leaves the rest due, and stop() waits for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.stopping = false;
  }

  /** Process due mails soon (after an enqueue). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick() {
    this.timer = null;
    if (this.running) return;
    this.running = this.drain()
      .catch((error: unknown) => this.o.log.warn({ err: error }, "outbox: drain failed"))
      .then(() => undefined);
    await this.running;
    this.running = null;
    if (this.again) {
      this.again = false;
      this.schedule(0);
    } else this.schedule(this.o.pollMs);
  }

  /**
   * Sends due mails, ticket e-mails before low-priority ones, up to DRAIN_MAX tries; returns how many were sent.
   * Safe to call from several instances.
   */
  async drain(): Promise<number> {
    let sent = 0;
    let tried = 0;
    while (tried < DRAIN_MAX && !this.stopping) {
      const urgent = await this.due("normal", DRAIN_MAX - tried);
      if (urgent.length > 0) {
        for (const id of urgent) {
          if (this.stopping) break;
          if (await this.sendOne(id)) sent++;
        }
        tried += urgent.length;
        continue;
      }
      const low = await this.due("low", Math.min(LOW_BATCH, DRAIN_MAX - tried));
      if (low.length === 0) break;
      for (const id of low) {
        if (this.stopping) break;
        // A ticket mail that became due meanwhile goes first (next round of the loop).
        if ((await this.due("normal", 1)).length > 0) break;
        tried++;
        if (await this.sendOne(id)) sent++;
      }
    }
    return sent;
  }

  /** Ids of due mails of one priority, oldest due first. */
  private async due(priority: "normal" | "low", limit: number): Promise<string[]> {
    const kinds = [...this.lowPriority];
    const now = this.o.now();
    if (priority === "low" && kinds.length === 0) return [];
    let query = this.outbox().select("id").where(due(now));
    if (kinds.length > 0) query = query.where("kind", priority === "low" ? "in" : "not in", kinds);
    const rows = await query
      .orderBy("next_attempt_ms")
      .limit(Math.max(1, Math.floor(limit)))
      .execute();
    return rows.map((row) => row.id);
  }

  private async sendOne(id: string): Promise<boolean> {
    const now = this.o.now();
    const claimed = await this.o.db.kysely
      .updateTable("api_outbox")
      .set((eb) => ({ status: "sending", lease_until: now + LEASE_MS, tries: eb("tries", "+", 1) }))
      .where("id", "=", id)
      .where(due(now))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const row = await this.outbox().selectAll().where("id", "=", id).executeTakeFirst();
    const renderer = row ? this.renderers.get(row.kind) : undefined;
    try {
      const brand = await this.o.brand.current();
      if (renderer && row) {
        const locale: Locale = isLocale(row.locale) ? row.locale : "en";
        const mail = await renderer({
          kind: String(row.kind),
          sourceId: String(row.attempt_id),
          to: String(row.to_address),
          locale,
          messageId: `<${id}@${this.o.messageDomain}>`,
          operator: brand.operatorName,
          logo: brand.logo,
        });
        if (!mail) {
          await this.finished(id, "skipped");
          return false;
        }
        await this.o.sender.send({ from: brand.mailFrom, ...mail });
        await this.finished(id, "sent");
        return true;
      }
      const ticketJson = row ? await this.o.ticketJson(String(row.attempt_id)) : null;
      if (!row || !ticketJson) throw new Error("no ticket data for this mail");
      // The brand of today, not of the purchase: a re-sent ticket names the operator as the site does now.
      const ticket = { ...(JSON.parse(ticketJson) as TicketData), operator: brand.operatorName };
      const locale: Locale = isLocale(row.locale) ? row.locale : ticket.locale;
      // The product's timetable and the date's alerts from the CMS; without them when it cannot be read.
      const { ticket: planned, alerts } = await withTourFacts({ ...ticket, locale }, this.o.facts, this.o.log);
      const pdf = await renderTicketsPdf(planned, { logo: brand.logo });
      const kind = String(row.kind) === "resend" ? "resend" : "confirmation";
      await this.o.sender.send({
        from: brand.mailFrom,
        ...confirmationMail(planned, pdf, {
          kind,
          to: String(row.to_address),
          locale,
          supportEmail: this.o.supportEmail,
          messageId: `<${id}@${this.o.messageDomain}>`,
          logo: brand.logo,
          alerts,
          ...(this.o.manageUrl
            ? { manageUrl: this.o.manageUrl(locale, ticket) }
            : this.o.siteUrl
              ? { manageUrl: `${this.o.siteUrl.replace(/\/+$/, "")}${manageBookingHref(locale, ticket.reference)}` }
              : {}),
        }),
      });
      await this.finished(id, "sent");
      return true;
    } catch (error) {
      const tries = num(row?.tries ?? 1);
      const message0 = error instanceof Error ? error.message : String(error);
      if (this.o.maxAttempts && tries >= this.o.maxAttempts) {
        const kind = String(row?.kind ?? "unknown");
        this.o.log.warn(
          { outboxId: id, kind, tries, error: message0 },
          "outbox: mail set aside after its last attempt (status set_aside)",
        );
        const n = await this.sending(id)
          .set({ status: "set_aside", lease_until: 0, last_error: message0.slice(0, 500) })
          .executeTakeFirst();
        if (Number(n.numUpdatedRows) === 1) this.o.onSetAside?.(kind);
        return false;
      }
      const delay = Math.min(MAX_BACKOFF_MS, this.o.retryBaseMs * 2 ** Math.max(0, tries - 1));
      const message = error instanceof Error ? error.message : String(error);
      this.o.log.warn({ outboxId: id, tries, retryInMs: delay, error: message }, "outbox: mail not sent, will retry");
      await this.sending(id)
        .set({
          status: "pending",
          next_attempt_ms: this.o.now() + delay,
          lease_until: 0,
          last_error: message.slice(0, 500),
        })
        .execute();
      return false;
    }
  }

  private outbox() {
    return this.o.db.kysely.selectFrom("api_outbox");
  }

  /** The update of a mail this instance is sending (its claim). */
  private sending(id: string) {
    return this.o.db.kysely.updateTable("api_outbox").where("id", "=", id).where("status", "=", "sending");
  }

  private async finished(id: string, status: "sent" | "skipped"): Promise<void> {
    await this.sending(id).set({ status, sent_ms: this.o.now(), last_error: null }).execute();
  }

  /** Mails of one kind not sent yet (pending or being sent): the `reminders` command's report. */
  async waiting(kind: string): Promise<number> {
    const row = await this.outbox()
      .select((eb) => eb.fn.countAll().as("n"))
      .where("kind", "=", kind)
      .where("status", "in", ["pending", "sending"])
      .executeTakeFirst();
    return num(row?.n);
  }

  async stats(): Promise<Record<string, number>> {
    const rows = await this.outbox()
      .select((eb) => ["status", eb.fn.countAll().as("n")])
      .groupBy("status")
      .execute();
    return Object.fromEntries(rows.map((r) => [r.status, num(r.n)]));
  }

  /** Rows by status and the creation time of the oldest row not sent yet (metrics: depth and age, read on scrape). */
  async depth(): Promise<{ byStatus: Record<string, number>; oldestPendingMs: number | null }> {
    const byStatus = await this.stats();
    const row = await this.outbox()
      .select((eb) => eb.fn.min("created_ms").as("oldest"))
      .where("status", "in", ["pending", "sending"])
      .executeTakeFirst();
    return { byStatus, oldestPendingMs: row?.oldest === null || row?.oldest === undefined ? null : num(row.oldest) };
  }
}
