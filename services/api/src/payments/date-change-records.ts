/**
 * The changes of date's records (`api_date_changes`, DDL in schema.ts): every statement of the table but the
 * reconciliation's reads (reconciliation.ts, same module). Payments own the table (docs/adr/0368); manage's change
 * of date (manage/date-change.ts) decides and calls these. Each transition is one conditional statement: the
 * condition says from which statuses it may happen, and the rows affected say whether this call did it.
 */
import type { Compilable, Insertable, Selectable } from "kysely";
import { num, str, type ApiDb, type Row } from "../db/database.ts";
import type { DateChangesTable } from "../db/tables.ts";
import type { Locale } from "../locale.ts";

/** superseded: an unpaid dearer change replaced by a newer one (its hold released; a late payment is refunded). */
export type ChangeStatus = "held" | "awaiting_payment" | "applying" | "done" | "failed" | "superseded";

/** The statuses of an open change: at most one row of an attempt is in one of them (unique partial index). */
const OPEN_CHANGE_STATUSES: readonly ChangeStatus[] = ["held", "awaiting_payment", "applying"];

export interface Change {
  id: string;
  attemptId: string;
  oldBookingUuid: string;
  oldOrderId: string;
  oldReference: string;
  newBookingUuid: string;
  newOrderId: string;
  newStart: string;
  /** Where the booking was before this change (null on changes made before migration 0005). */
  oldStart: string | null;
  oldAmount: number;
  newAmount: number;
  currency: string;
  locale: Locale;
  orderCode: string | null;
  transactionId: string | null;
  refundedAmount: number;
  status: ChangeStatus;
  leaseUntil: number;
  updatedMs: number;
}

export function changeOf(r: Row | Selectable<DateChangesTable>): Change {
  return {
    id: String(r.id),
    attemptId: String(r.attempt_id),
    oldBookingUuid: String(r.old_booking_uuid),
    oldOrderId: String(r.old_order_id),
    oldReference: String(r.old_reference),
    newBookingUuid: String(r.new_booking_uuid),
    newOrderId: String(r.new_order_id),
    newStart: String(r.new_start),
    oldStart: str(r.old_start),
    oldAmount: num(r.old_amount),
    newAmount: num(r.new_amount),
    currency: String(r.currency),
    locale: String(r.locale) as Locale,
    orderCode: str(r.order_code),
    transactionId: str(r.transaction_id),
    refundedAmount: num(r.refunded_amount),
    status: String(r.status) as ChangeStatus,
    leaseUntil: num(r.lease_until),
    updatedMs: num(r.updated_ms),
  };
}

const one = (r: Selectable<DateChangesTable> | undefined): Change | null => (r ? changeOf(r) : null);
const affected = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows);
const changes = (db: ApiDb) => db.kysely.selectFrom("api_date_changes").selectAll();
const update = (db: ApiDb) => db.kysely.updateTable("api_date_changes");

export const changeById = async (db: ApiDb, id: string): Promise<Change | null> =>
  one(await changes(db).where("id", "=", id).executeTakeFirst());

export const changeByOrderCode = async (db: ApiDb, orderCode: string): Promise<Change | null> =>
  one(await changes(db).where("order_code", "=", orderCode).executeTakeFirst());

/** The booking's open change (held, awaiting its payment or being applied), if any. */
export const openChangeOf = async (db: ApiDb, attemptId: string): Promise<Change | null> =>
  one(
    await changes(db)
      .where("attempt_id", "=", attemptId)
      .where("status", "in", [...OPEN_CHANGE_STATUSES])
      .executeTakeFirst(),
  );

/** The reference a booking had before the change that moved it away (its next change, done), if any. */
export async function referenceBeforeChange(db: ApiDb, bookingUuid: string): Promise<string | null> {
  const r = await db.kysely
    .selectFrom("api_date_changes")
    .select("old_reference")
    .where("old_booking_uuid", "=", bookingUuid)
    .where("status", "=", "done")
    .executeTakeFirst();
  return str(r?.old_reference);
}

/** Ids of the bookings whose earlier reference (before a change of date, done) is `reference` (upper case). */
export const attemptsOnceReferenced = (db: ApiDb, reference: string) =>
  db.kysely
    .selectFrom("api_date_changes")
    .select("attempt_id")
    .where((eb) => eb(eb.fn("upper", ["old_reference"]), "=", reference))
    .where("status", "=", "done");

/** What opening a change records: the booking it moves (old) and the hold it moves to (new). */
export type NewChange = Omit<
  Insertable<DateChangesTable>,
  "status" | "created_ms" | "updated_ms" | "lease_until" | "refunded_amount" | "order_code" | "transaction_id"
>;

/**
 * Opens a change, held. Throws the unique violation when the booking has an open change already (the caller
 * settles it, docs/adr/0363).
 */
export async function openChange(db: ApiDb, change: NewChange, now: number): Promise<void> {
  await db.kysely
    .insertInto("api_date_changes")
    .values({ ...change, status: "held", created_ms: now, updated_ms: now })
    .execute();
}

/** The payment order of a held change could not be made: the change failed. */
export async function orderFailed(db: ApiDb, id: string, error: string, now: number): Promise<void> {
  await update(db).set({ status: "failed", last_error: error, updated_ms: now }).where("id", "=", id).execute();
}

/** A held change waits for its payment (order code); false when it was closed meanwhile. */
export async function awaitPayment(db: ApiDb, id: string, orderCode: string, now: number): Promise<boolean> {
  const r = await update(db)
    .set({ order_code: orderCode, status: "awaiting_payment", updated_ms: now })
    .where("id", "=", id)
    .where("status", "=", "held")
    .executeTakeFirst();
  return affected(r) === 1;
}

/** Moves a change from one of `from` to a closed status (conditional); true when this call did it. */
export async function closeChange(
  db: ApiDb,
  id: string,
  from: readonly ChangeStatus[],
  to: "failed" | "superseded",
  error: string,
  now: number,
): Promise<boolean> {
  const r = await update(db)
    .set({ status: to, lease_until: 0, last_error: error.slice(0, 500), updated_ms: now })
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return affected(r) === 1;
}

/**
 * Claims the refund of a payment made for a change that will not happen (failed or superseded), once: true when
 * this call holds the claim (`refund_transaction_id` 'refunding').
 */
export async function claimUnusedRefund(db: ApiDb, id: string, transactionId: string, now: number): Promise<boolean> {
  const r = await update(db)
    .set((eb) => ({
      transaction_id: eb.fn.coalesce("transaction_id", eb.val(transactionId)),
      refund_transaction_id: "refunding",
      updated_ms: now,
    }))
    .where("id", "=", id)
    .where("status", "in", ["failed", "superseded"])
    .where("refund_transaction_id", "is", null)
    .where((eb) => eb.or([eb("transaction_id", "is", null), eb("transaction_id", "=", transactionId)]))
    .executeTakeFirst();
  return affected(r) === 1;
}

/** The claimed refund was made. */
export async function unusedRefunded(db: ApiDb, id: string, refundId: string, amount: number, now: number) {
  await update(db)
    .set({ refund_transaction_id: refundId, refunded_amount: amount, updated_ms: now })
    .where("id", "=", id)
    .execute();
}

/** The claimed refund was refused: the claim is dropped (a later return, webhook or reconciler tries again). */
export async function unusedRefundDropped(db: ApiDb, id: string): Promise<void> {
  await update(db)
    .set({ refund_transaction_id: null })
    .where("id", "=", id)
    .where("refund_transaction_id", "=", "refunding")
    .execute();
}

/**
 * Claims a change to apply it (lease until now + leaseMs): a held or paid one, or one whose applier's lease ran
 * out; with the payment's transaction when there is one (another transaction's claim fails).
 */
export async function claimApply(
  db: ApiDb,
  id: string,
  transactionId: string | null,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const r = await update(db)
    .set((eb) => ({
      status: "applying",
      lease_until: now + leaseMs,
      transaction_id: eb.fn.coalesce("transaction_id", eb.val(transactionId)),
      updated_ms: now,
    }))
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("status", "in", ["held", "awaiting_payment"]),
        eb.and([eb("status", "=", "applying"), eb("lease_until", "<", now)]),
      ]),
    )
    .where((eb) => eb.or([eb("transaction_id", "is", null), eb("transaction_id", "=", transactionId ?? "")]))
    .executeTakeFirst();
  return affected(r) === 1;
}

/** The change applied (to run in one batch with the booking's `changedStmt` and the e-mail). */
export const appliedStmt = (
  db: ApiDb,
  id: string,
  refunded: number,
  refundId: string | null,
  now: number,
): Compilable =>
  update(db)
    .set({
      status: "done",
      lease_until: 0,
      refunded_amount: refunded,
      refund_transaction_id: refundId,
      done_ms: now,
      updated_ms: now,
    })
    .where("id", "=", id)
    .where("status", "=", "applying");

/** The supplier could not be reached: the change goes back to held or awaiting its payment, to be tried again. */
export async function applyReleased(db: ApiDb, id: string, error: string, now: number): Promise<void> {
  await update(db)
    .set((eb) => ({
      status: eb.case().when("order_code", "is", null).then(eb.val("held")).else(eb.val("awaiting_payment")).end(),
      lease_until: 0,
      last_error: error.slice(0, 500),
      updated_ms: now,
    }))
    .where("id", "=", id)
    .where("status", "=", "applying")
    .execute();
}

/** The change being applied cannot happen. */
export async function applyFailed(db: ApiDb, id: string, error: string, now: number): Promise<void> {
  await update(db)
    .set({ status: "failed", lease_until: 0, last_error: error.slice(0, 500), updated_ms: now })
    .where("id", "=", id)
    .where("status", "=", "applying")
    .execute();
}

/** A booking's applied changes whose paid difference was not refunded (its cancellation refunds them). */
export async function unrefundedPaidChanges(db: ApiDb, attemptId: string): Promise<Change[]> {
  const rows = await changes(db)
    .where("attempt_id", "=", attemptId)
    .where("status", "=", "done")
    .where("transaction_id", "is not", null)
    .where("refund_transaction_id", "is", null)
    .execute();
  return rows.map(changeOf);
}

/** The difference paid for a change was refunded (the booking was cancelled). */
export async function differenceRefunded(db: ApiDb, id: string, refundId: string, amount: number): Promise<void> {
  await update(db).set({ refund_transaction_id: refundId, refunded_amount: amount }).where("id", "=", id).execute();
}

/**
 * What a booking's applied changes gave back and took (minor units): `given_back`, the cheaper dates' refunds to the
 * booking's card; `differences`, the dearer dates' paid differences (PaymentService.refundPlan).
 */
export async function refundsOfChanges(
  db: ApiDb,
  attemptId: string,
): Promise<{ given_back: number; differences: number } | undefined> {
  return db.kysely
    .selectFrom("api_date_changes")
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when("transaction_id", "is", null).then(eb.ref("refunded_amount")).else(eb.lit(0)).end(),
          ),
          eb.lit(0),
        )
        .as("given_back"),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when(eb.and([eb("transaction_id", "is not", null), eb("new_amount", ">", eb.ref("old_amount"))]))
              .then(eb("new_amount", "-", eb.ref("old_amount")))
              .else(eb.lit(0))
              .end(),
          ),
          eb.lit(0),
        )
        .as("differences"),
    ])
    .where("attempt_id", "=", attemptId)
    .where("status", "=", "done")
    .executeTakeFirst();
}
