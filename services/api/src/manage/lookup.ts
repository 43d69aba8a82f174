/** Manage my booking's one lookup: a paid booking from the site's own records, by reference and e-mail. */
import type { ApiDb } from "../db/database.ts";
import { emailKey } from "../../../../domain/email.ts";
import { attemptOf, type Attempt } from "../payments/service.ts";

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
