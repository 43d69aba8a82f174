/**
 * The reference and e-mail of the booking being managed, for this tab only (sessionStorage): they survive the round
 * trip to the card page when a dearer date is paid, so that the page can show the booking again on return.
 */
const KEY = "manage-booking";

export interface ManagedKey {
  reference: string;
  email: string;
}

export function saveManagedKey(key: ManagedKey): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(key));
  } catch {
    // Storage refused (private mode): the visitor types the e-mail again on return.
  }
}

export function loadManagedKey(): ManagedKey | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<ManagedKey>) : null;
    return v && typeof v.reference === "string" && typeof v.email === "string"
      ? { reference: v.reference, email: v.email }
      : null;
  } catch {
    return null;
  }
}
