/**
 * The paid booking's transitions that manage booking drives (`api_payment_attempts`, DDL in schema.ts): the
 * cancellation's `cancelling` claim and the change of date's `changing` claim, their release, and the writes that
 * end them; the lookups manage needs. Payments own the table and its state machine (docs/adr/0368): the purchase's
 * transitions are in service.ts, these beside them; manage decides when, the conditions here say from which status.
 */
import type { Compilable } from "kysely";
import { emailKey } from "../../../../domain/email.ts";
import type { ApiDb } from "../db/database.ts";
import { attemptsOnceReferenced } from "./date-change-records.ts";
import { attemptOf, type Attempt } from "./service.ts";

const attempts = (db: ApiDb) => db.kysely.selectFrom("api_payment_attempts");
const update = (db: ApiDb) => db.kysely.updateTable("api_payment_attempts");
const affected = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows);

/**
 * A paid booking by reference (its current one, or the one it had before a change of date) and e-mail; `email` null:
 * by reference alone, for a signed manage link whose signature was checked (security/manage-link.ts, ADR 0360).
 */
export async function findManaged(db: ApiDb, reference: string, email: string | null): Promise<Attempt | null> {
  // References are case-insensitive (a phone capitalises or not; an e-mail client may lower-case a link).
  const ref = reference.trim().toUpperCase();
  const mail = email === null ? null : emailKey(email);
  if (!ref || (mail !== null && !mail)) return null;
  let query = attempts(db)
    .selectAll()
    .where((eb) =>
      eb.or([eb(eb.fn("upper", ["reference"]), "=", ref), eb("id", "in", attemptsOnceReferenced(db, ref))]),
    )
    .where("status", "in", ["confirmed", "changing", "cancelling", "cancelled"]);
  if (mail !== null) query = query.where("email_key", "=", mail);
  const r = await query.orderBy("confirmed_ms", "desc").limit(1).executeTakeFirst();
  return r ? attemptOf(r) : null;
}

export async function attemptById(db: ApiDb, id: string): Promise<Attempt | null> {
  const r = await attempts(db).selectAll().where("id", "=", id).executeTakeFirst();
  return r ? attemptOf(r) : null;
}

/** The booking's ticket data as stored (JSON), null when it has none: what the outbox renders a ticket mail from. */
export async function ticketJsonOf(db: ApiDb, id: string): Promise<string | null> {
  const r = await attempts(db).select("ticket_json").where("id", "=", id).executeTakeFirst();
  return r?.ticket_json ?? null;
}

// ------------------------------------------------------------------------------------------------ cancellation

/** Claims a confirmed booking to cancel it (or takes over a cancellation whose lease ran out); true when claimed. */
export async function claimCancellation(db: ApiDb, id: string, now: number, leaseMs: number): Promise<boolean> {
  return claim(db, id, "cancelling", now, leaseMs);
}

/** The supplier refused the cancellation: the booking stays confirmed. */
export async function cancellationReleased(db: ApiDb, id: string): Promise<void> {
  await update(db)
    .set({ status: "confirmed", lease_until: 0 })
    .where("id", "=", id)
    .where("status", "=", "cancelling")
    .execute();
}

/** The booking cancelled, with its refund (to run in one batch with its e-mail). */
export const cancelledStmt = (
  db: ApiDb,
  id: string,
  refund: { transactionId: string | null; amount: number },
  now: number,
): Compilable =>
  update(db)
    .set({
      status: "cancelled",
      lease_until: 0,
      refund_transaction_id: refund.transactionId,
      refunded_amount: refund.amount,
      cancelled_ms: now,
      updated_ms: now,
    })
    .where("id", "=", id)
    .where("status", "=", "cancelling");

// ------------------------------------------------------------------------------------------------ change of date

/** Claims a confirmed booking for a change of date (or takes over one whose lease ran out); true when claimed. */
export async function claimChange(db: ApiDb, id: string, now: number, leaseMs: number): Promise<boolean> {
  return claim(db, id, "changing", now, leaseMs);
}

/** The change did not happen (or will be tried again): the booking is confirmed as it was. */
export async function changeReleased(db: ApiDb, id: string, now: number): Promise<void> {
  await update(db)
    .set({ status: "confirmed", lease_until: 0, updated_ms: now })
    .where("id", "=", id)
    .where("status", "=", "changing")
    .execute();
}

/** The booking moved to its new date (to run in one batch with the change's `appliedStmt` and the e-mail). */
export const changedStmt = (
  db: ApiDb,
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
): Compilable =>
  update(db)
    .set((eb) => ({
      status: "confirmed",
      lease_until: 0,
      cart_id: moved.cartId,
      octo_order_id: moved.orderId,
      reference: moved.reference,
      ticket_json: moved.ticketJson,
      starts_at: moved.startsAt,
      refunded_amount: eb("refunded_amount", "+", moved.refunded),
      refund_transaction_id: eb.fn.coalesce(eb.val(moved.refundId), "refund_transaction_id"),
      updated_ms: now,
    }))
    .where("id", "=", id)
    .where("status", "=", "changing");

/** A confirmed booking taken by a cancellation or a change of date (`lease` ahead), or one whose holder's lease ran out. */
async function claim(
  db: ApiDb,
  id: string,
  status: "cancelling" | "changing",
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const r = await update(db)
    .set({ status, lease_until: now + leaseMs, updated_ms: now })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([eb("status", "=", "confirmed"), eb.and([eb("status", "=", status), eb("lease_until", "<", now)])]),
    )
    .executeTakeFirst();
  return affected(r) === 1;
}
