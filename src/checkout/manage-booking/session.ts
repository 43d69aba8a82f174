/**
 * The reference and e-mail of the booking being managed, for this tab only (sessionStorage): they survive the round
 * trip to the card page when a dearer date is paid, a reload, and Back or Forward to the page after an action, so
 * that the page shows the booking again (as it is now) instead of an empty form. "Another booking" forgets them.
 */
const KEY = "manage-booking";

export interface ManagedKey {
  reference: string;
  email: string;
  /** The references the booking had before its changes of date (a link or an address may still name them). */
  previous?: string[];
}

export function saveManagedKey(key: ManagedKey): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(key));
  } catch {
    // Storage refused (private mode): the visitor types the e-mail again on return.
  }
}

/** The key after a change of date: the new reference, the old one remembered. */
export function movedKey(key: ManagedKey, reference: string): ManagedKey {
  if (reference.toUpperCase() === key.reference.toUpperCase()) return key;
  return { ...key, reference, previous: [...(key.previous ?? []), key.reference] };
}

export function loadManagedKey(): ManagedKey | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<ManagedKey>) : null;
    if (!v || typeof v.reference !== "string" || typeof v.email !== "string") return null;
    const previous = Array.isArray(v.previous) ? v.previous.filter((r): r is string => typeof r === "string") : [];
    return { reference: v.reference, email: v.email, previous };
  } catch {
    return null;
  }
}

export function forgetManagedKey(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** Whether the kept key is the booking an address's `?reference=` names (none: any), in any letter case. */
export function keyMatches(key: ManagedKey, reference: string | null): boolean {
  const asked = reference?.trim().toUpperCase();
  if (!asked) return true;
  return [key.reference, ...(key.previous ?? [])].some((r) => r.toUpperCase() === asked);
}

/**
 * The history entry that showed a booking is marked with its reference (history.state, beside the router's own key):
 * a reload of that entry, or Back or Forward to it, shows the booking again; a new visit to the page (a link, a typed
 * address) is a new entry without the mark and shows the form.
 */
const ENTRY_MARK = "manageBooking";

export function markEntry(reference: string | null): void {
  try {
    const state = { ...((window.history.state as Record<string, unknown> | null) ?? {}) };
    if (reference) state[ENTRY_MARK] = reference;
    else delete state[ENTRY_MARK];
    window.history.replaceState(state, "");
  } catch {
    // No history API: a reload shows the form.
  }
}

export function markedEntry(): string | null {
  const state = window.history.state as Record<string, unknown> | null;
  const mark = state?.[ENTRY_MARK];
  return typeof mark === "string" ? mark : null;
}
