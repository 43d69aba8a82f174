/**
 * The paid booking's transitions that manage booking drives (`api_payment_attempts`, DDL in schema.ts): the
 * cancellation's `cancelling` claim and the change of date's `changing` claim, their release, and the writes that
 * end them; the lookups manage needs. Payments own the table and its state machine (docs/adr/0368): the purchase's
 * transitions are in service.ts, these beside them; manage decides when, the conditions here say from which status.
 */
import { emailKey } from "../../../../domain/email.ts";
import type { ApiDb, Stmt } from "../db/database.ts";
import { attemptOf, type Attempt } from "./service.ts";

/**
 * A paid booking by reference (its current one, or the one it had before a change of date) and e-mail; `email` null:
 * by reference alone, for a signed manage link whose signature was checked (security/manage-link.ts, ADR 0360).
 */
export async function findManaged(db: ApiDb, reference: string, email: string | null): Promise<Attempt | null> {
  // References are case-insensitive (a phone capitalises or not; an e-mail client may lower-case a link).
  const ref = reference.trim().toUpperCase();
  const mail = email === null ? null : emailKey(email);
  if (!ref || (mail !== null && !mail)) return null;
  const r = await db.get(
    `SELECT * FROM api_payment_attempts
     WHERE (UPPER(reference) = ? OR id IN (SELECT attempt_id FROM api_date_changes WHERE UPPER(old_reference) = ? AND status = 'done'))
       ${mail === null ? "" : "AND email_key = ?"} AND status IN ('confirmed', 'changing', 'cancelling', 'cancelled')
     ORDER BY confirmed_ms DESC LIMIT 1`,
    mail === null ? [ref, ref] : [ref, ref, mail],
  );
  return r ? attemptOf(r) : null;
}

export async function attemptById(db: ApiDb, id: string): Promise<Attempt | null> {
  const r = await db.get("SELECT * FROM api_payment_attempts WHERE id = ?", [id]);
  return r ? attemptOf(r) : null;
}

/** The booking's ticket data as stored (JSON), null when it has none: what the outbox renders a ticket mail from. */
export async function ticketJsonOf(db: ApiDb, id: string): Promise<string | null> {
  const r = await db.get("SELECT ticket_json FROM api_payment_attempts WHERE id = ?", [id]);
  return r?.ticket_json ? String(r.ticket_json) : null;
}

// ------------------------------------------------------------------------------------------------ cancellation

/** Claims a confirmed booking to cancel it (or takes over a cancellation whose lease ran out); true when claimed. */
export async function claimCancellation(db: ApiDb, id: string, now: number, leaseMs: number): Promise<boolean> {
  const claimed = await db.run(
    `UPDATE api_payment_attempts SET status = 'cancelling', lease_until = ?, updated_ms = ?
     WHERE id = ? AND (status = 'confirmed' OR (status = 'cancelling' AND lease_until < ?))`,
    [now + leaseMs, now, id, now],
  );
  return claimed === 1;
}

/** The supplier refused the cancellation: the booking stays confirmed. */
export async function cancellationReleased(db: ApiDb, id: string): Promise<void> {
  await db.run(
    "UPDATE api_payment_attempts SET status = 'confirmed', lease_until = 0 WHERE id = ? AND status = 'cancelling'",
    [id],
  );
}

/** The booking cancelled, with its refund (to run in one batch with its e-mail). */
export const cancelledStmt = (
  id: string,
  refund: { transactionId: string | null; amount: number },
  now: number,
): Stmt => ({
  sql: `UPDATE api_payment_attempts SET status = 'cancelled', lease_until = 0, refund_transaction_id = ?, refunded_amount = ?, cancelled_ms = ?, updated_ms = ?
        WHERE id = ? AND status = 'cancelling'`,
  args: [refund.transactionId, refund.amount, now, now, id],
});

// ------------------------------------------------------------------------------------------------ change of date

/** Claims a confirmed booking for a change of date (or takes over one whose lease ran out); true when claimed. */
export async function claimChange(db: ApiDb, id: string, now: number, leaseMs: number): Promise<boolean> {
  const claimed = await db.run(
    `UPDATE api_payment_attempts SET status = 'changing', lease_until = ?, updated_ms = ?
     WHERE id = ? AND (status = 'confirmed' OR (status = 'changing' AND lease_until < ?))`,
    [now + leaseMs, now, id, now],
  );
  return claimed === 1;
}

/** The change did not happen (or will be tried again): the booking is confirmed as it was. */
export async function changeReleased(db: ApiDb, id: string, now: number): Promise<void> {
  await db.run(
    "UPDATE api_payment_attempts SET status = 'confirmed', lease_until = 0, updated_ms = ? WHERE id = ? AND status = 'changing'",
    [now, id],
  );
}

/** The booking moved to its new date (to run in one batch with the change's `appliedStmt` and the e-mail). */
export const changedStmt = (
  id: string,
  moved: {
    cartId: string;
    orderId: string;
    reference: string;
    ticketJson: string;
    startsAt: string;
    refunded: number;
    refundId: string | null;
  },
  now: number,
): Stmt => ({
  sql: `UPDATE api_payment_attempts SET status = 'confirmed', lease_until = 0, cart_id = ?, octo_order_id = ?, reference = ?, ticket_json = ?,
          starts_at = ?, refunded_amount = refunded_amount + ?, refund_transaction_id = COALESCE(?, refund_transaction_id), updated_ms = ?
        WHERE id = ? AND status = 'changing'`,
  args: [
    moved.cartId,
    moved.orderId,
    moved.reference,
    moved.ticketJson,
    moved.startsAt,
    moved.refunded,
    moved.refundId,
    now,
    id,
  ],
});
