/**
 * The reminder the day before the tour. A scheduled job (every REMINDER_INTERVAL_MINUTES, one instance
 * per period: the lease `api_job_leases(name = 'reminders')`, as the full reconciliation) looks, for each city where
 * it is now REMINDER_FROM_HOUR or later, for the confirmed bookings whose tour is on the city's tomorrow, and puts one
 * `reminder` mail per booking into the outbox. Once per booking: the outbox row's dedupe key is the booking
 * (`reminder:{attempt}:{supplier booking uuid}`), so two instances, two runs or the command never enqueue it twice;
 * a booking moved to another date has a new supplier booking, hence its own reminder for its new date.
 *
 * The mail is rendered when sent, from the booking as it is then: cancelled or moved since it was enqueued (its
 * supplier booking is no longer the one the row names), or its tour already begun, the row ends 'skipped' and nothing
 * is sent; a booking being cancelled or changed right now is retried later. The meeting point, the first departure and
 * the service alerts of that date come from the CMS (fulfilment/tour-facts.ts); a CMS that cannot be read makes the
 * outbox try again later (with its backoff), so the reminder never goes out without the alerts.
 */
import { CITIES } from "../../../../domain/cities.ts";
import { addDays } from "../../../../domain/format.ts";
import { localDate } from "../../../../domain/zoned-time.ts";
import { manageBookingHref } from "../../../../domain/manage-booking-href.ts";
import type { ApiDb } from "../db/database.ts";
import { instanceHolder, JobLease } from "../db/job-lease.ts";
import { LeasedSchedule } from "../db/leased-schedule.ts";
import { isLocale, type Locale } from "../locale.ts";
import { zoned } from "../zoned-time.ts";
import type { Outbox } from "../fulfilment/outbox.ts";
import { reminderMail } from "../fulfilment/reminder-mail.ts";
import type { TicketData } from "../fulfilment/tickets.ts";
import type { TourFactsSource } from "../fulfilment/tour-facts.ts";

export const REMINDER_MAIL = "reminder";

/** Migration 0010: the reminders job finds the confirmed bookings of one tour date through this index. */
export const REMINDER_SCAN_INDEX: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_status_start ON api_payment_attempts (status, starts_at)`,
];
const LEASE_NAME = "reminders";

export interface RemindersOptions {
  db: ApiDb;
  outbox: Outbox;
  facts: TourFactsSource;
  supportEmail: string;
  /** Public origin of the site (ticket and manage-booking links). */
  siteUrl: string;
  /** The booking's manage link (absolute, signed: security/manage-link.ts, ADR 0360); unset = the reference-filled page. */
  manageUrl?: (locale: Locale, ticket: TicketData) => string;
  /** The booking's ticket download token (PaymentService.ticketToken). */
  ticketToken: (attemptId: string) => Promise<string>;
  now?: () => number;
  /** Period of the scheduled run in ms (0 = off). */
  intervalMs: number;
  /** Local hour (0-23, city time) from which the day's reminders go out. */
  fromHour: number;
  /** Delay of the first scheduled run (default min(period, 60 s)). */
  firstDelayMs?: number;
  holder?: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface ReminderRun {
  /** The tour date reminded, per city (cities where it is not yet fromHour are absent). */
  dates: Record<string, string>;
  /** Confirmed bookings found on those dates. */
  bookings: number;
  /** Reminders put into the outbox by this run (the others were already there). */
  enqueued: number;
}

export class Reminders {
  readonly lease: JobLease;
  readonly counters = { ran: 0, skipped: 0, failed: 0, enqueued: 0 };
  private readonly now: () => number;
  private readonly schedule: LeasedSchedule<ReminderRun>;

  constructor(private readonly o: RemindersOptions) {
    this.now = o.now ?? Date.now;
    this.lease = new JobLease(o.db, LEASE_NAME, o.holder ?? instanceHolder(), this.now);
    this.schedule = new LeasedSchedule<ReminderRun>({
      lease: this.lease,
      intervalMs: o.intervalMs,
      firstDelayMs: o.firstDelayMs,
      run: () => this.enqueueDue(),
      onSkipped: () => void this.counters.skipped++,
      onRan: (r) => {
        this.counters.ran++;
        if (r.enqueued > 0) this.o.log.info({ event: "reminders.enqueued", ...r }, "reminders: enqueued");
      },
      onFailed: (error) => {
        this.counters.failed++;
        this.o.log.warn({ event: "reminders.failed", err: error }, "reminders: run failed");
      },
    });
    o.outbox.register(REMINDER_MAIL, (row) => this.render(row));
  }

  // ------------------------------------------------------------------------------------------------ schedule

  start(): void {
    this.schedule.start();
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }

  /** One scheduled run if this instance claims the period's lease; null when another instance holds it. */
  runScheduled(): Promise<ReminderRun | null> {
    return this.schedule.runScheduled();
  }

  // ------------------------------------------------------------------------------------------------ enqueue

  /** The reminders due at `nowMs`: per city where it is fromHour or later, the tours of the city's tomorrow. */
  async enqueueDue(nowMs = this.now()): Promise<ReminderRun> {
    const byDate = new Map<string, string[]>();
    const dates: Record<string, string> = {};
    for (const city of CITIES) {
      if (zoned.localHour(nowMs, city.timezone) < this.o.fromHour) continue;
      const date = addDays(localDate(nowMs, city.timezone), 1);
      dates[city.id] = date;
      byDate.set(date, [...(byDate.get(date) ?? []), city.id]);
    }
    let bookings = 0;
    let enqueued = 0;
    for (const [date, cities] of byDate) {
      const r = await this.remind(date, cities);
      bookings += r.bookings;
      enqueued += r.enqueued;
    }
    return { dates, bookings, enqueued };
  }

  /** Enqueues the reminder of every confirmed booking touring on `date` (local date) in these cities (all: every city). */
  async remind(date: string, cities?: readonly string[]): Promise<{ bookings: number; enqueued: number }> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: ${date}`);
    if (cities?.length === 0) return { bookings: 0, enqueued: 0 }; // no city asked: nothing to remind
    let query = this.o.db.kysely
      .selectFrom("api_payment_attempts")
      .select(["id", "cart_id", "email", "locale"])
      .where("status", "=", "confirmed")
      .where("starts_at", ">=", date)
      .where("starts_at", "<", addDays(date, 1))
      .where("email", "is not", null);
    if (cities) query = query.where("city", "in", [...cities]);
    const rows = await query.execute();
    let enqueued = 0;
    for (const r of rows) {
      const id = String(r.id);
      const booking = String(r.cart_id);
      const locale: Locale = isLocale(r.locale) ? r.locale : "en";
      const added = await this.o.outbox.enqueue({
        kind: REMINDER_MAIL,
        attemptId: `${id}:${booking}`,
        to: String(r.email),
        locale,
        dedupeKey: `reminder:${id}:${booking}`,
      });
      if (added) enqueued++;
    }
    this.counters.enqueued += enqueued;
    return { bookings: rows.length, enqueued };
  }

  // ------------------------------------------------------------------------------------------------ render

  private async render(row: Parameters<Parameters<Outbox["register"]>[1]>[0]) {
    const cut = row.sourceId.lastIndexOf(":");
    const attemptId = row.sourceId.slice(0, cut);
    const booking = row.sourceId.slice(cut + 1);
    const a = await this.o.db.kysely
      .selectFrom("api_payment_attempts")
      .select(["status", "cart_id", "ticket_json"])
      .where("id", "=", attemptId)
      .executeTakeFirst();
    // Being cancelled or moved right now: decided on a later try.
    if (a && (a.status === "cancelling" || a.status === "changing") && String(a.cart_id) === booking)
      throw new Error("reminder: booking being changed; later");
    if (!a || a.status !== "confirmed" || String(a.cart_id) !== booking || !a.ticket_json) return null;
    const ticket: TicketData = { ...(JSON.parse(String(a.ticket_json)) as TicketData), operator: row.operator };
    const start = Date.parse(ticket.start);
    if (Number.isNaN(start) || start <= this.now()) return null;
    const facts = await this.o.facts.factsFor({
      city: ticket.city,
      productId: ticket.productId ?? null,
      date: ticket.start.slice(0, 10),
      timezone: ticket.timezone,
      locale: row.locale,
    });
    const site = this.o.siteUrl.replace(/\/+$/, "");
    return reminderMail(ticket, facts, {
      to: row.to,
      locale: row.locale,
      supportEmail: this.o.supportEmail,
      messageId: row.messageId,
      logo: row.logo,
      ticketsUrl: `${site}/api/tickets/${await this.o.ticketToken(attemptId)}.pdf`,
      manageUrl: this.o.manageUrl?.(row.locale, ticket) ?? `${site}${manageBookingHref(row.locale, ticket.reference)}`,
    });
  }
}
