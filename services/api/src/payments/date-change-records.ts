/**
 * The changes of date's records (`api_date_changes`, DDL in schema.ts): every statement of the table but the
 * reconciliation's reads (reconciliation.ts, same module). Payments own the table (docs/adr/0368); manage's change
 * of date (manage/date-change.ts) decides and calls these. Each transition is one conditional statement: the
 * condition says from which statuses it may happen, and the rows affected say whether this call did it.
 */
import { num, str, type ApiDb, type Param, type Row, type Stmt } from "../db/database.ts";
import type { Locale } from "../locale.ts";

/** superseded: an unpaid dearer change replaced by a newer one (its hold released; a late payment is refunded). */
export type ChangeStatus = "held" | "awaiting_payment" | "applying" | "done" | "failed" | "superseded";

/** The statuses of an open change: at most one row of an attempt is in one of them (unique partial index). */
const OPEN_CHANGE_STATUSES = "('held', 'awaiting_payment', 'applying')";

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

export function changeOf(r: Row): Change {
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

const one = (r: Row | undefined): Change | null => (r ? changeOf(r) : null);

export const changeById = async (db: ApiDb, id: string): Promise<Change | null> =>
  one(await db.get("SELECT * FROM api_date_changes WHERE id = ?", [id]));

export const changeByOrderCode = async (db: ApiDb, orderCode: string): Promise<Change | null> =>
  one(await db.get("SELECT * FROM api_date_changes WHERE order_code = ?", [orderCode]));

/** The booking's open change (held, awaiting its payment or being applied), if any. */
export const openChangeOf = async (db: ApiDb, attemptId: string): Promise<Change | null> =>
  one(
    await db.get(`SELECT * FROM api_date_changes WHERE attempt_id = ? AND status IN ${OPEN_CHANGE_STATUSES}`, [
      attemptId,
    ]),
  );

/** The reference a booking had before the change that moved it away (its next change, done), if any. */
export async function referenceBeforeChange(db: ApiDb, bookingUuid: string): Promise<string | null> {
  const r = await db.get("SELECT old_reference FROM api_date_changes WHERE old_booking_uuid = ? AND status = 'done'", [
    bookingUuid,
  ]);
  return str(r?.old_reference);
}

/**
 * Opens a change, held: `row` is (id, attempt_id, old_booking_uuid, old_order_id, old_reference, new_booking_uuid,
 * new_order_id, new_start, old_amount, new_amount, currency, locale, old_start). Throws the unique violation when
 * the booking has an open change already (the caller settles it, docs/adr/0363).
 */
export async function openChange(db: ApiDb, row: readonly Param[], now: number): Promise<void> {
  await db.run(
    `INSERT INTO api_date_changes (id, attempt_id, old_booking_uuid, old_order_id, old_reference, new_booking_uuid, new_order_id, new_start,
       old_amount, new_amount, currency, locale, old_start, status, created_ms, updated_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'held', ?, ?)`,
    [...row, now, now],
  );
}

/** The payment order of a held change could not be made: the change failed. */
export async function orderFailed(db: ApiDb, id: string, error: string, now: number): Promise<void> {
  await db.run("UPDATE api_date_changes SET status = 'failed', last_error = ?, updated_ms = ? WHERE id = ?", [
    error,
    now,
    id,
  ]);
}

/** A held change waits for its payment (order code); false when it was closed meanwhile. */
export async function awaitPayment(db: ApiDb, id: string, orderCode: string, now: number): Promise<boolean> {
  const n = await db.run(
    "UPDATE api_date_changes SET order_code = ?, status = 'awaiting_payment', updated_ms = ? WHERE id = ? AND status = 'held'",
    [orderCode, now, id],
  );
  return n === 1;
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
  const changed = await db.run(
    `UPDATE api_date_changes SET status = ?, lease_until = 0, last_error = ?, updated_ms = ? WHERE id = ? AND status IN (${from.map(() => "?").join(", ")})`,
    [to, error.slice(0, 500), now, id, ...from],
  );
  return changed === 1;
}

/**
 * Claims the refund of a payment made for a change that will not happen (failed or superseded), once: true when
 * this call holds the claim (`refund_transaction_id` 'refunding').
 */
export async function claimUnusedRefund(db: ApiDb, id: string, transactionId: string, now: number): Promise<boolean> {
  const claimed = await db.run(
    `UPDATE api_date_changes SET transaction_id = COALESCE(transaction_id, ?), refund_transaction_id = 'refunding', updated_ms = ?
     WHERE id = ? AND status IN ('failed', 'superseded') AND refund_transaction_id IS NULL AND (transaction_id IS NULL OR transaction_id = ?)`,
    [transactionId, now, id, transactionId],
  );
  return claimed === 1;
}

/** The claimed refund was made. */
export async function unusedRefunded(db: ApiDb, id: string, refundId: string, amount: number, now: number) {
  await db.run(
    "UPDATE api_date_changes SET refund_transaction_id = ?, refunded_amount = ?, updated_ms = ? WHERE id = ?",
    [refundId, amount, now, id],
  );
}

/** The claimed refund was refused: the claim is dropped (a later return, webhook or reconciler tries again). */
export async function unusedRefundDropped(db: ApiDb, id: string): Promise<void> {
  await db.run(
    "UPDATE api_date_changes SET refund_transaction_id = NULL WHERE id = ? AND refund_transaction_id = 'refunding'",
    [id],
  );
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
  const claimed = await db.run(
    `UPDATE api_date_changes SET status = 'applying', lease_until = ?, transaction_id = COALESCE(transaction_id, ?), updated_ms = ?
     WHERE id = ? AND (status IN ('held', 'awaiting_payment') OR (status = 'applying' AND lease_until < ?))
       AND (transaction_id IS NULL OR transaction_id = ?)`,
    [now + leaseMs, transactionId, now, id, now, transactionId ?? ""],
  );
  return claimed === 1;
}

/** The change applied (to run in one batch with the booking's `changedStmt` and the e-mail). */
export const appliedStmt = (id: string, refunded: number, refundId: string | null, now: number): Stmt => ({
  sql: `UPDATE api_date_changes SET status = 'done', lease_until = 0, refunded_amount = ?, refund_transaction_id = ?, done_ms = ?, updated_ms = ?
        WHERE id = ? AND status = 'applying'`,
  args: [refunded, refundId, now, now, id],
});

/** The supplier could not be reached: the change goes back to held or awaiting its payment, to be tried again. */
export async function applyReleased(db: ApiDb, id: string, error: string, now: number): Promise<void> {
  await db.run(
    "UPDATE api_date_changes SET status = CASE WHEN order_code IS NULL THEN 'held' ELSE 'awaiting_payment' END, lease_until = 0, last_error = ?, updated_ms = ? WHERE id = ? AND status = 'applying'",
    [error.slice(0, 500), now, id],
  );
}

/** The change being applied cannot happen. */
export async function applyFailed(db: ApiDb, id: string, error: string, now: number): Promise<void> {
  await db.run(
    "UPDATE api_date_changes SET status = 'failed', lease_until = 0, last_error = ?, updated_ms = ? WHERE id = ? AND status = 'applying'",
    [error.slice(0, 500), now, id],
  );
}

/** A booking's applied changes whose paid difference was not refunded (its cancellation refunds them). */
export async function unrefundedPaidChanges(db: ApiDb, attemptId: string): Promise<Change[]> {
  const rows = await db.all(
    "SELECT * FROM api_date_changes WHERE attempt_id = ? AND status = 'done' AND transaction_id IS NOT NULL AND refund_transaction_id IS NULL",
    [attemptId],
  );
  return rows.map(changeOf);
}

/** The difference paid for a change was refunded (the booking was cancelled). */
export async function differenceRefunded(db: ApiDb, id: string, refundId: string, amount: number): Promise<void> {
  await db.run("UPDATE api_date_changes SET refund_transaction_id = ?, refunded_amount = ? WHERE id = ?", [
    refundId,
    amount,
    id,
  ]);
}
