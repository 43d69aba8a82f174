/**
 * Full reconciliation: the supplier's bookings, the payment provider's captures and refunds and the
 * site's records (api_payment_attempts, api_date_changes), compared over a range of tour dates (local dates).
 *
 * It repairs what is safe and reports the rest; it never moves money (no refund is ever issued here):
 *
 *  UNTRACKED_CONFIRMED        a CONFIRMED supplier booking that is no attempt's current booking (nor another booking
 *                             of its order: combinations) → reported; the old booking of a finished change of date
 *                             (its cancellation at the supplier failed) → repaired: cancelled at the supplier.
 *  ORPHAN_HOLD                an ON_HOLD supplier booking of a closed site record (failed/abandoned/cancelled
 *                             attempt, failed/superseded change of date) → repaired: the hold is cancelled.
 *                             A hold of no site record at all is a visitor's cart in progress: left to expire.
 *  PAID_NOT_CONFIRMED         paid at the provider, attempt (or change of date) not confirmed → repaired through
 *                             the verify path (PaymentService.verify, as the webhook); reported when it does not
 *                             confirm (e.g. paid after the attempt was abandoned).
 *  CONFIRMED_NOT_AT_SUPPLIER  the site says confirmed, the supplier booking is not CONFIRMED → reported.
 *  CANCELLED_BUT_CONFIRMED    the site says cancelled (or failed / abandoned), the supplier booking is CONFIRMED →
 *                             reported.
 *  AMOUNT_MISMATCH            provider net (captures − refunds over the attempt's order and its changes' orders) ≠
 *                             what the site expects (the price of what stands; 0 when cancelled, failed, abandoned)
 *                             → reported.
 *
 * Every finding is one JSON log line (`event: "reconciliation.finding"`) and one count in `counters` (read by the
 * Prometheus exporter: see `metrics()`). A mismatch that a change in flight explains is not a finding:
 * records being confirmed, changed or cancelled under a live lease are skipped, and every candidate is read again
 * (site row, then supplier booking) before it is reported.
 *
 * The scheduled run (every RECONCILE_FULL_INTERVAL_MINUTES, over [today − 2 days, today + 400 days] in UTC dates,
 * the 2 days covering time zones and tours of the last days) runs on one instance per period: the instance that
 * claims the lease row `api_job_leases(name = 'reconcile-full')` for the period.
 */
import type { SupplierBooking, SupplierOrders } from "../booking/supplier-orders.ts";
import type { ApiDb, Row } from "../db/database.ts";
import { instanceHolder, JobLease } from "../db/job-lease.ts";
import { LeasedSchedule } from "../db/leased-schedule.ts";
import { attemptOf, type Attempt, type PaymentService } from "./service.ts";
import type { VivaClient, VivaTransaction } from "./viva.ts";
import { addDays } from "../../../../domain/format.ts";

export const FINDING_KINDS = [
  "UNTRACKED_CONFIRMED",
  "ORPHAN_HOLD",
  "PAID_NOT_CONFIRMED",
  "CONFIRMED_NOT_AT_SUPPLIER",
  "CANCELLED_BUT_CONFIRMED",
  "AMOUNT_MISMATCH",
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export const FINDING_OUTCOMES = ["repaired", "reported"] as const;
export type FindingOutcome = (typeof FINDING_OUTCOMES)[number];

export interface Finding {
  kind: FindingKind;
  outcome: FindingOutcome;
  /** One sentence for the operator. */
  detail: string;
  /** Tour date (YYYY-MM-DD) when known. */
  localDate: string | null;
  refs: {
    bookingUuid?: string;
    supplierReference?: string | null;
    supplierStatus?: string;
    octoOrderId?: string | null;
    attemptId?: string;
    attemptStatus?: string;
    changeId?: string;
    changeStatus?: string;
    orderCodes?: string[];
    transactionId?: string;
  };
  /** Minor units. */
  amounts?: { expected?: number; net?: number; captured?: number; refunded?: number; paid?: number; currency?: string };
}

export interface ReconciliationReport {
  from: string;
  to: string;
  startedAt: string;
  finishedAt: string;
  checked: { supplierBookings: number; attempts: number; changes: number };
  findings: Finding[];
  /** Records that could not be checked (supplier or provider errors): the next run tries again. */
  errors: string[];
  repaired: number;
  reported: number;
}

/** Counters for the Prometheus exporter: see `metrics()` for the names and labels. */
export interface ReconciliationCounters {
  findings: Record<FindingKind, Record<FindingOutcome, number>>;
  runs: { ran: number; skipped: number; failed: number };
}

export interface Metric {
  name: string;
  help: string;
  type: "counter";
  samples: { labels: Record<string, string>; value: number }[];
}

/** pino-compatible (Fastify's `app.log`): one JSON line per call. */
export interface JsonLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReconciliationOptions {
  db: ApiDb;
  /**
   * The supplier without octo/cardPayments (`SupplierOrders.settlement`): reading bookings must not open card orders
   * (the sandbox, Ventrata).
   */
  settlement: SupplierOrders;
  viva: VivaClient;
  payments: PaymentService;
  log: JsonLog;
  now?: () => number;
  /** Scheduled runs: period (0 = off), first run after min(period, firstDelayMs). */
  intervalMs?: number;
  firstDelayMs?: number;
  /** Identity of this instance in the lease row. */
  holder?: string;
  /** Days per GET /bookings call (split further when the supplier's page seems full). */
  chunkDays?: number;
}

const PAID = "F";
const TX_REFUND = 4;
const DAY_MS = 86_400_000;
/** The sandbox answers 500 bookings at most per call; a full page is split. */
const PAGE_LIMIT = 500;
const LEASE_NAME = "reconcile-full";
const WINDOW = { daysBefore: 2, daysAfter: 400 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dateMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const localDateOf = (b: SupplierBooking | null | undefined) =>
  b?.availability?.localDateTimeStart?.slice(0, 10) ?? null;

/** The scheduled window of a run at `nowMs`: [today − 2 days, today + 400 days], UTC dates. */
export function scheduledWindow(nowMs: number): { from: string; to: string } {
  const today = isoDate(nowMs);
  return { from: addDays(today, -WINDOW.daysBefore), to: addDays(today, WINDOW.daysAfter) };
}

interface Change {
  id: string;
  attemptId: string;
  oldBookingUuid: string;
  newBookingUuid: string;
  orderCode: string | null;
  transactionId: string | null;
  status: string;
  leaseUntil: number;
  locale: string;
}

const changeOf = (r: Row): Change => ({
  id: String(r.id),
  attemptId: String(r.attempt_id),
  oldBookingUuid: String(r.old_booking_uuid),
  newBookingUuid: String(r.new_booking_uuid),
  orderCode: r.order_code == null ? null : String(r.order_code),
  transactionId: r.transaction_id == null ? null : String(r.transaction_id),
  status: String(r.status),
  leaseUntil: Number(r.lease_until ?? 0),
  locale: String(r.locale),
});

function emptyCounters(): ReconciliationCounters {
  const findings = Object.fromEntries(
    FINDING_KINDS.map((k) => [k, { repaired: 0, reported: 0 }]),
  ) as ReconciliationCounters["findings"];
  return { findings, runs: { ran: 0, skipped: 0, failed: 0 } };
}

/** Provider money of some orders: captures (paid, possibly refunded since) and refunds. */
interface Money {
  captured: number;
  refunded: number;
}

export class Reconciliation {
  readonly counters: ReconciliationCounters = emptyCounters();
  readonly lease: JobLease;
  private readonly now: () => number;
  private readonly schedule: LeasedSchedule<ReconciliationReport>;

  constructor(private readonly o: ReconciliationOptions) {
    this.now = o.now ?? Date.now;
    this.lease = new JobLease(o.db, LEASE_NAME, o.holder ?? instanceHolder(), this.now);
    this.schedule = new LeasedSchedule<ReconciliationReport>({
      lease: this.lease,
      intervalMs: o.intervalMs ?? 0,
      firstDelayMs: o.firstDelayMs,
      run: (period) => this.reconcile(scheduledWindow(this.now()), { keepLease: period }),
      onSkipped: () => void this.counters.runs.skipped++,
      onRan: () => void this.counters.runs.ran++,
      onFailed: (error) => {
        this.counters.runs.failed++;
        this.o.log.error({ event: "reconciliation.failed", err: error }, "reconciliation: run failed");
      },
    });
  }

  // ------------------------------------------------------------------------------------------------ metrics

  /** The counters as Prometheus counters (names, help, labels): what the exporter serves. */
  metrics(): Metric[] {
    return [
      {
        name: "reconciliation_findings_total",
        help: "Mismatches found by the full reconciliation, by kind and outcome (repaired | reported).",
        type: "counter",
        samples: FINDING_KINDS.flatMap((kind) =>
          FINDING_OUTCOMES.map((outcome) => ({
            labels: { kind, outcome },
            value: this.counters.findings[kind][outcome],
          })),
        ),
      },
      {
        name: "reconciliation_runs_total",
        help: "Full reconciliation runs of this instance: ran, skipped (another instance held the lease), failed.",
        type: "counter",
        samples: (["ran", "skipped", "failed"] as const).map((result) => ({
          labels: { result },
          value: this.counters.runs[result],
        })),
      },
    ];
  }

  // ------------------------------------------------------------------------------------------------ schedule

  /** Starts the periodic run (no-op when intervalMs is 0). The first run comes after min(period, firstDelayMs). */
  start(): void {
    this.schedule.start();
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }

  /**
   * One scheduled run over the scheduled window, if this instance claims the period's lease; null when another
   * instance holds it (or this one is already running).
   */
  runScheduled(): Promise<ReconciliationReport | null> {
    return this.schedule.runScheduled();
  }

  // ------------------------------------------------------------------------------------------------ reconcile

  async reconcile(
    range: { from: string; to: string },
    opts: { keepLease?: number } = {},
  ): Promise<ReconciliationReport> {
    const { from, to } = range;
    if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(dateMs(from)) || Number.isNaN(dateMs(to)) || from > to) {
      throw new Error(`reconciliation: bad range ${from}..${to} (YYYY-MM-DD, from <= to)`);
    }
    const startedAt = new Date(this.now()).toISOString();
    const findings: Finding[] = [];
    const errors: string[] = [];
    // Attempts with a finding of their own this run: one finding per record (the money check skips them).
    const touched = new Set<string>();
    const OWN: readonly FindingKind[] = ["PAID_NOT_CONFIRMED", "CONFIRMED_NOT_AT_SUPPLIER", "CANCELLED_BUT_CONFIRMED"];
    const add = (f: Finding) => {
      findings.push(f);
      if (f.refs.attemptId && OWN.includes(f.kind)) touched.add(f.refs.attemptId);
      this.counters.findings[f.kind][f.outcome]++;
      const line = {
        event: "reconciliation.finding",
        kind: f.kind,
        outcome: f.outcome,
        localDate: f.localDate,
        ...f.refs,
        ...(f.amounts ? { amounts: f.amounts } : {}),
      };
      if (f.outcome === "reported") this.o.log.error(line, `reconciliation: ${f.kind} reported: ${f.detail}`);
      else this.o.log.warn(line, `reconciliation: ${f.kind} repaired: ${f.detail}`);
    };
    const failed = (what: string, error: unknown) => {
      const msg = `${what}: ${error instanceof Error ? error.message : String(error)}`;
      errors.push(msg);
      this.o.log.warn({ event: "reconciliation.error", err: error }, `reconciliation: ${msg}`);
    };

    // 1. The supplier's bookings of the range (every status), then the site's records that touch them or the range.
    const bookings = await this.supplierBookings(from, to, errors, opts.keepLease);
    let { attempts, changes } = await this.siteRecords(from, to, bookings);
    const checkedAttempts = attempts.size;
    const checkedChanges = changes.size;

    // 2. Paid but not confirmed: finished through the verify path (as the webhook would), or reported.
    const now = this.now();
    const inFlight = (status: string, leaseUntil: number) =>
      (status === "confirming" || status === "changing" || status === "cancelling" || status === "applying") &&
      leaseUntil >= now;
    for (const a of attempts.values()) {
      if (!(a.status === "pending" || a.status === "abandoned" || (a.status === "confirming" && a.leaseUntil < now)))
        continue;
      try {
        const paid = await this.paidTransaction(a.transactionId, a.orderCode);
        if (!paid) continue;
        // Only a booking the supplier can still confirm goes through verify: a supplier refusal after payment makes
        // the verify path refund the card, and this job issues no refund. The rest is for a human.
        const held = await this.o.settlement.bookingOrNull(a.cartId);
        const confirmable = a.status !== "abandoned" && (held?.status === "ON_HOLD" || held?.status === "CONFIRMED");
        const r = confirmable ? await this.o.payments.verify({ t: paid.transactionId }, "reconcile", a.locale) : null;
        const after = await this.o.payments.attemptById(a.id);
        const base = {
          kind: "PAID_NOT_CONFIRMED" as const,
          localDate: localDateOf(held ?? bookings.get(a.cartId)),
          refs: {
            bookingUuid: a.cartId,
            octoOrderId: a.orderId,
            attemptId: a.id,
            attemptStatus: after?.status ?? a.status,
            orderCodes: [a.orderCode],
            transactionId: paid.transactionId,
          },
          amounts: { paid: paid.amount, expected: a.amount, currency: a.currency },
        };
        if (r?.code === "CONFIRMED")
          add({
            ...base,
            outcome: "repaired",
            detail: `payment ${paid.transactionId} confirmed the booking (it was ${a.status})`,
          });
        else {
          const why = r ? `verify: ${r.code}` : `attempt ${a.status}, supplier booking ${held?.status ?? "not found"}`;
          add({
            ...base,
            refs: { ...base.refs, supplierStatus: held?.status ?? "NOT_FOUND" },
            outcome: "reported",
            detail: `paid at the provider but the booking is not confirmed (${why}): rebook or refund by hand`,
          });
        }
      } catch (error) {
        failed(`attempt ${a.id}: provider`, error);
      }
    }
    for (const ch of changes.values()) {
      if (!(ch.status === "awaiting_payment" || (ch.status === "applying" && ch.leaseUntil < now)) || !ch.orderCode)
        continue;
      try {
        const paid = await this.paidTransaction(ch.transactionId, ch.orderCode);
        if (!paid) continue;
        // As above: only a change that can still be applied goes through verify (a failing one refunds its payment).
        const held = await this.o.settlement.bookingOrNull(ch.newBookingUuid);
        const owner = await this.o.payments.attemptById(ch.attemptId);
        const applicable =
          (held?.status === "ON_HOLD" || held?.status === "CONFIRMED") &&
          owner?.cartId === ch.oldBookingUuid &&
          (owner.status === "confirmed" || (owner.status === "changing" && owner.leaseUntil < now));
        const r = applicable ? await this.o.payments.verify({ t: paid.transactionId }, "reconcile", "en") : null;
        const after = await this.change(ch.id);
        const base = {
          kind: "PAID_NOT_CONFIRMED" as const,
          localDate: localDateOf(bookings.get(ch.newBookingUuid)),
          refs: {
            bookingUuid: ch.newBookingUuid,
            attemptId: ch.attemptId,
            changeId: ch.id,
            changeStatus: after?.status ?? ch.status,
            orderCodes: [ch.orderCode],
            transactionId: paid.transactionId,
          },
          amounts: { paid: paid.amount },
        };
        if (r?.code === "CONFIRMED" && after?.status === "done")
          add({
            ...base,
            outcome: "repaired",
            detail: `paid difference ${paid.transactionId} applied the change of date`,
          });
        else {
          const why = r
            ? `verify: ${r.code}`
            : `new booking ${held?.status ?? "not found"}, booking ${owner?.status ?? "not found"}`;
          add({
            ...base,
            outcome: "reported",
            detail: `paid difference of a change of date not applied (${after?.status ?? ch.status}, ${why}): refund or apply by hand`,
          });
        }
      } catch (error) {
        failed(`change ${ch.id}: provider`, error);
      }
    }
    const repairedAttempts = new Set(touched);
    if (touched.size > 0) {
      // Repairs moved bookings and rows: read them again.
      for (const id of repairedAttempts) {
        const a = await this.o.payments.attemptById(id);
        if (!a) continue;
        attempts.set(a.id, a);
        const b = await this.o.settlement.bookingOrNull(a.cartId);
        if (b) bookings.set(b.uuid, b);
      }
      ({ attempts, changes } = await this.siteRecords(from, to, bookings));
    }

    // 3. The supplier's side: CONFIRMED bookings the site does not track, holds of closed records.
    const byCart = new Map<string, Attempt>();
    const byOrder = new Map<string, Attempt>();
    for (const a of attempts.values()) {
      byCart.set(a.cartId, a);
      byOrder.set(a.orderId, a);
    }
    const changeByNew = new Map<string, Change>();
    const changeByOld = new Map<string, Change>();
    for (const ch of changes.values()) {
      changeByNew.set(ch.newBookingUuid, ch);
      changeByOld.set(ch.oldBookingUuid, ch);
    }
    for (const b of bookings.values()) {
      try {
        if (b.status === "CONFIRMED")
          await this.checkConfirmed(b, byCart, byOrder, changeByNew, changeByOld, inFlight, add);
        else if (b.status === "ON_HOLD") await this.checkHold(b, byCart, changeByNew, add);
      } catch (error) {
        failed(`supplier booking ${b.uuid}`, error);
      }
    }

    // 4. The site's side: confirmed attempts whose booking is not CONFIRMED; provider money vs what stands.
    const changesOf = new Map<string, Change[]>();
    for (const ch of changes.values()) changesOf.set(ch.attemptId, [...(changesOf.get(ch.attemptId) ?? []), ch]);
    for (const a of attempts.values()) {
      if (touched.has(a.id)) continue;
      try {
        if (a.status === "confirmed") {
          let b = bookings.get(a.cartId) ?? null;
          if (!b) {
            // Confirmed with a start in the range but not listed under its date: read it.
            b = await this.o.settlement.bookingOrNull(a.cartId);
          }
          if (b?.status !== "CONFIRMED") {
            const again = await this.o.payments.attemptById(a.id);
            const bNow = again && again.cartId === a.cartId ? await this.o.settlement.bookingOrNull(a.cartId) : null;
            if (again?.status === "confirmed" && again.cartId === a.cartId && bNow?.status !== "CONFIRMED") {
              add({
                kind: "CONFIRMED_NOT_AT_SUPPLIER",
                outcome: "reported",
                detail: `the site's booking ${a.reference ?? a.cartId} is confirmed but the supplier's is ${bNow?.status ?? "not found"}: the visitor holds tickets the supplier does not honour`,
                localDate: localDateOf(bNow) ?? a.ticket?.start.slice(0, 10) ?? null,
                refs: {
                  bookingUuid: a.cartId,
                  supplierReference: bNow?.supplierReference ?? a.reference,
                  supplierStatus: bNow?.status ?? "NOT_FOUND",
                  octoOrderId: a.orderId,
                  attemptId: a.id,
                  attemptStatus: a.status,
                  orderCodes: [a.orderCode],
                },
                amounts: { paid: a.amount, currency: a.currency },
              });
              continue;
            }
          }
        }
        await this.checkMoney(a, changesOf.get(a.id) ?? [], now, add);
      } catch (error) {
        failed(`attempt ${a.id}`, error);
      }
    }

    const report: ReconciliationReport = {
      from,
      to,
      startedAt,
      finishedAt: new Date(this.now()).toISOString(),
      checked: { supplierBookings: bookings.size, attempts: checkedAttempts, changes: checkedChanges },
      findings,
      errors,
      repaired: findings.filter((f) => f.outcome === "repaired").length,
      reported: findings.filter((f) => f.outcome === "reported").length,
    };
    this.o.log.info(
      {
        event: "reconciliation.run",
        from,
        to,
        checked: report.checked,
        repaired: report.repaired,
        reported: report.reported,
        errors: errors.length,
      },
      "reconciliation: run finished",
    );
    return report;
  }

  // ------------------------------------------------------------------------------------------------ reads

  /** GET /bookings by local date windows; a full page is split in two (down to one day). */
  private async supplierBookings(
    from: string,
    to: string,
    errors: string[],
    keepLease?: number,
  ): Promise<Map<string, SupplierBooking>> {
    const out = new Map<string, SupplierBooking>();
    const chunk = Math.max(1, this.o.chunkDays ?? 7);
    const list = async (start: string, end: string): Promise<void> => {
      if (keepLease) await this.lease.keep(keepLease);
      const page = await this.o.settlement.bookingsOfDates(start, end);
      if (page.length >= PAGE_LIMIT) {
        const days = Math.round((dateMs(end) - dateMs(start)) / DAY_MS);
        if (days >= 1) {
          const mid = addDays(start, Math.floor(days / 2));
          await list(start, mid);
          await list(addDays(mid, 1), end);
          return;
        }
        errors.push(`supplier: ${page.length} bookings on ${start}, the listing may be truncated`);
      }
      for (const b of page) out.set(b.uuid, b);
    };
    for (let start = from; start <= to; start = addDays(start, chunk)) {
      const end = addDays(start, chunk - 1);
      await list(start, end < to ? end : to);
    }
    return out;
  }

  /** `query` over `values` 200 at a time (a statement's parameters stay few on both databases). */
  private async inList<T>(values: readonly string[], query: (part: string[]) => Promise<T[]>): Promise<T[]> {
    const out: T[] = [];
    for (let i = 0; i < values.length; i += 200) {
      const part = values.slice(i, i + 200);
      if (part.length > 0) out.push(...(await query(part)));
    }
    return out;
  }

  private attemptsWhere(column: "cart_id" | "octo_order_id" | "id") {
    return async (part: string[]) =>
      (await this.o.db.kysely.selectFrom("api_payment_attempts").selectAll().where(column, "in", part).execute()).map(
        attemptOf,
      );
  }

  private changesWhere(column: "new_booking_uuid" | "old_booking_uuid" | "attempt_id") {
    return async (part: string[]) =>
      (await this.o.db.kysely.selectFrom("api_date_changes").selectAll().where(column, "in", part).execute()).map(
        changeOf,
      );
  }

  /** Attempts and changes of the range: by tour date, or by a supplier booking (or order) of the range they hold. */
  private async siteRecords(
    from: string,
    to: string,
    bookings: Map<string, SupplierBooking>,
  ): Promise<{ attempts: Map<string, Attempt>; changes: Map<string, Change> }> {
    const uuids = [...bookings.keys()];
    const orders = [...new Set([...bookings.values()].map((b) => b.orderId).filter((x): x is string => !!x))];
    const attempts = new Map<string, Attempt>();
    const rows = await this.o.db.kysely
      .selectFrom("api_payment_attempts")
      .selectAll()
      .where("starts_at", ">=", from)
      .where("starts_at", "<", addDays(to, 1))
      .execute();
    for (const a of rows.map(attemptOf)) attempts.set(a.id, a);
    for (const a of await this.inList(uuids, this.attemptsWhere("cart_id"))) attempts.set(a.id, a);
    for (const a of await this.inList(orders, this.attemptsWhere("octo_order_id"))) attempts.set(a.id, a);
    const changes = new Map<string, Change>();
    for (const column of ["new_booking_uuid", "old_booking_uuid"] as const) {
      for (const ch of await this.inList(uuids, this.changesWhere(column))) changes.set(ch.id, ch);
    }
    for (const ch of await this.inList([...attempts.keys()], this.changesWhere("attempt_id"))) changes.set(ch.id, ch);
    // Attempts of the changes found by their bookings (a change's hold or old booking in the range).
    const missing = [...new Set([...changes.values()].map((c) => c.attemptId))].filter((id) => !attempts.has(id));
    for (const a of await this.inList(missing, this.attemptsWhere("id"))) attempts.set(a.id, a);
    return { attempts, changes };
  }

  private async change(id: string): Promise<Change | null> {
    const r = await this.o.db.kysely.selectFrom("api_date_changes").selectAll().where("id", "=", id).executeTakeFirst();
    return r ? changeOf(r) : null;
  }

  /** The paid capture of an order (by its recorded transaction, else the order's transactions), or null. */
  private async paidTransaction(transactionId: string | null, orderCode: string): Promise<VivaTransaction | null> {
    const txs = await this.o.viva.transactionsOfOrder(orderCode);
    const capture = (t: VivaTransaction) =>
      t.orderCode === orderCode && t.transactionTypeId !== TX_REFUND && t.statusId === PAID;
    return (
      txs.find((t) => capture(t) && (!transactionId || t.transactionId === transactionId)) ?? txs.find(capture) ?? null
    );
  }

  private async money(orderCodes: readonly string[]): Promise<Money> {
    const m: Money = { captured: 0, refunded: 0 };
    for (const code of orderCodes) {
      for (const t of await this.o.viva.transactionsOfOrder(code)) {
        if (t.transactionTypeId === TX_REFUND) {
          if (t.statusId === PAID) m.refunded += t.amount;
        } else if (t.statusId === PAID || t.statusId === "R") m.captured += t.amount; // R: a capture refunded since
      }
    }
    return m;
  }

  // ------------------------------------------------------------------------------------------------ checks

  private async checkConfirmed(
    b: SupplierBooking,
    byCart: Map<string, Attempt>,
    byOrder: Map<string, Attempt>,
    changeByNew: Map<string, Change>,
    changeByOld: Map<string, Change>,
    inFlight: (status: string, leaseUntil: number) => boolean,
    add: (f: Finding) => void,
  ) {
    const a = byCart.get(b.uuid) ?? (b.orderId ? byOrder.get(b.orderId) : undefined);
    const ch = changeByNew.get(b.uuid);
    if (ch && (ch.status === "held" || ch.status === "awaiting_payment" || inFlight(ch.status, ch.leaseUntil))) return; // a change in flight
    if (
      a &&
      (a.status === "confirmed" ||
        a.status === "changing" ||
        a.status === "pending" ||
        a.status === "confirming" ||
        inFlight(a.status, a.leaseUntil))
    )
      return;
    // A candidate: read the site and the supplier again (a change or a cancellation may have finished meanwhile).
    const now = await this.o.settlement.bookingOrNull(b.uuid);
    if (now?.status !== "CONFIRMED") return;
    const current = await this.o.db.kysely
      .selectFrom("api_payment_attempts")
      .selectAll()
      .where((eb) => eb.or([eb("cart_id", "=", b.uuid), eb("octo_order_id", "=", b.orderId ?? "")]))
      .orderBy("updated_ms", "desc")
      .limit(1)
      .executeTakeFirst();
    const cur = current ? attemptOf(current) : null;
    const base = {
      localDate: localDateOf(b),
      refs: {
        bookingUuid: b.uuid,
        supplierReference: b.supplierReference,
        supplierStatus: b.status,
        octoOrderId: b.orderId ?? null,
      },
    };
    if (
      cur &&
      (cur.status === "confirmed" ||
        cur.status === "changing" ||
        cur.status === "pending" ||
        cur.status === "confirming" ||
        cur.status === "cancelling")
    )
      return;
    if (cur) {
      const m = await this.money([cur.orderCode]).catch(() => null);
      add({
        ...base,
        kind: "CANCELLED_BUT_CONFIRMED",
        outcome: "reported",
        detail: `the site's booking ${cur.reference ?? cur.cartId} is ${cur.status} but the supplier's is CONFIRMED: cancel it at the supplier (refunds: check the provider)`,
        refs: { ...base.refs, attemptId: cur.id, attemptStatus: cur.status, orderCodes: [cur.orderCode] },
        amounts: {
          paid: cur.amount,
          refunded: cur.refundedAmount,
          currency: cur.currency,
          ...(m ? { net: m.captured - m.refunded } : {}),
        },
      });
      return;
    }
    const old = changeByOld.get(b.uuid);
    if (old?.status === "done" && !ch) {
      // The booking a finished change of date replaced: the change cancels it at the supplier, but that call can fail
      // (a supplier timeout or 500; found by the soak, ADR 0344) and nothing else would ever cancel it, holding the
      // seats and leaving the visitor two CONFIRMED bookings for one payment. Cancelling it is safe: the visitor's
      // booking is the change's new one, and no money moves.
      const repair = {
        ...base,
        kind: "UNTRACKED_CONFIRMED" as const,
        refs: { ...base.refs, changeId: old.id, changeStatus: old.status, attemptId: old.attemptId },
      };
      const cancellation = await this.o.settlement.cancelBooking(
        b.uuid,
        "reconciliation: booking replaced by a change of date",
      );
      if (cancellation.cancelled) {
        add({
          ...repair,
          outcome: "repaired",
          detail: `supplier booking ${b.supplierReference ?? b.uuid}, replaced by change of date ${old.id}, cancelled at the supplier`,
        });
      } else {
        const { now: after, error } = cancellation;
        if (after && after.status !== "CONFIRMED") {
          add({
            ...repair,
            outcome: "repaired",
            detail: `supplier booking ${b.supplierReference ?? b.uuid}, replaced by change of date ${old.id}, is now ${after.status}`,
          });
        } else {
          add({
            ...repair,
            outcome: "reported",
            detail: `supplier booking ${b.supplierReference ?? b.uuid} is CONFIRMED but the site does not track it: the booking a change of date replaced (change ${old.id}) could not be cancelled: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
      }
      return;
    }
    const why =
      old?.status === "done"
        ? `the booking a change of date replaced (change ${old.id}) is still CONFIRMED`
        : ch
          ? `the new booking of a ${ch.status} change of date (${ch.id}) is CONFIRMED`
          : "no payment of the site holds it";
    add({
      ...base,
      kind: "UNTRACKED_CONFIRMED",
      outcome: "reported",
      detail: `supplier booking ${b.supplierReference ?? b.uuid} is CONFIRMED but the site does not track it: ${why}`,
      refs: {
        ...base.refs,
        ...((old ?? ch)
          ? { changeId: (old ?? ch)!.id, changeStatus: (old ?? ch)!.status, attemptId: (old ?? ch)!.attemptId }
          : {}),
      },
      amounts: { ...(b.pricing ? { expected: b.pricing.retail, currency: b.pricing.currency } : {}) },
    });
  }

  private async checkHold(
    b: SupplierBooking,
    byCart: Map<string, Attempt>,
    changeByNew: Map<string, Change>,
    add: (f: Finding) => void,
  ) {
    const a = byCart.get(b.uuid);
    const ch = changeByNew.get(b.uuid);
    const closedAttempt = a && (a.status === "failed" || a.status === "abandoned" || a.status === "cancelled");
    const closedChange = ch && (ch.status === "failed" || ch.status === "superseded");
    if (!closedAttempt && !closedChange) return; // a cart or a change in progress, or the site's own (reported elsewhere)
    // Read the record again: still closed?
    if (closedAttempt) {
      const again = await this.o.payments.attemptById(a.id);
      if (!again || again.cartId !== b.uuid || !["failed", "abandoned", "cancelled"].includes(again.status)) return;
    } else {
      const again = await this.change(ch!.id);
      if (!again || !["failed", "superseded"].includes(again.status)) return;
    }
    const record = closedAttempt ? `${a.status} payment attempt ${a.id}` : `${ch!.status} change of date ${ch!.id}`;
    const base = {
      kind: "ORPHAN_HOLD" as const,
      localDate: localDateOf(b),
      refs: {
        bookingUuid: b.uuid,
        supplierReference: b.supplierReference,
        supplierStatus: b.status,
        octoOrderId: b.orderId ?? null,
        ...(closedAttempt
          ? { attemptId: a.id, attemptStatus: a.status }
          : { attemptId: ch!.attemptId, changeId: ch!.id, changeStatus: ch!.status }),
      },
    };
    const cancellation = await this.o.settlement.cancelBooking(b.uuid, "reconciliation: hold of a closed record");
    if (cancellation.cancelled) {
      add({ ...base, outcome: "repaired", detail: `hold of the ${record} cancelled` });
    } else {
      const { now, error } = cancellation;
      if (now && now.status !== "ON_HOLD") {
        add({ ...base, outcome: "repaired", detail: `hold of the ${record} released (${now.status})` });
        return;
      }
      add({
        ...base,
        outcome: "reported",
        detail: `hold of the ${record} could not be cancelled: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }

  /** Provider net over the attempt's order and its changes' orders vs the price of what stands (0 when closed). */
  private async checkMoney(a: Attempt, changes: readonly Change[], now: number, add: (f: Finding) => void) {
    if (!["confirmed", "cancelled", "failed", "abandoned"].includes(a.status)) return; // in flight
    if (
      changes.some(
        (c) =>
          c.status === "held" || c.status === "awaiting_payment" || (c.status === "applying" && c.leaseUntil >= now),
      )
    )
      return;
    const codes = [a.orderCode, ...changes.map((c) => c.orderCode).filter((x): x is string => !!x)];
    const m = await this.money(codes);
    const expected = a.status === "confirmed" ? (a.ticket?.total.amount ?? a.amount) : 0;
    const net = m.captured - m.refunded;
    if (net === expected) return;
    // Read again: a cancellation or refund may have finished meanwhile.
    const again = await this.o.payments.attemptById(a.id);
    if (!again || again.status !== a.status || again.cartId !== a.cartId) return;
    const m2 = await this.money(codes);
    const expected2 = again.status === "confirmed" ? (again.ticket?.total.amount ?? again.amount) : 0;
    if (m2.captured - m2.refunded === expected2) return;
    add({
      kind: "AMOUNT_MISMATCH",
      outcome: "reported",
      detail: `${again.status} booking ${again.reference ?? again.cartId}: the provider holds ${m2.captured - m2.refunded} (captured ${m2.captured}, refunded ${m2.refunded}) where ${expected2} is expected: settle it by hand`,
      localDate: again.ticket?.start.slice(0, 10) ?? null,
      refs: {
        bookingUuid: again.cartId,
        supplierReference: again.reference,
        octoOrderId: again.orderId,
        attemptId: again.id,
        attemptStatus: again.status,
        orderCodes: codes,
      },
      amounts: {
        expected: expected2,
        net: m2.captured - m2.refunded,
        captured: m2.captured,
        refunded: m2.refunded,
        currency: again.currency,
      },
    });
  }
}
