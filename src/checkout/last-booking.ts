/**
 * The booking just paid in this browser (reference, e-mail, city), kept in localStorage for the confirmation route
 * (step 4), which asks the server for it again (myBooking): a reload shows the same booking and its tickets.
 */
export const LAST_BOOKING_KEY = "checkout.lastBooking.v1";

export interface LastBooking {
  reference: string;
  email: string;
  city: string;
}

export function rememberLastBooking(booking: LastBooking, storage: Storage = localStorage): void {
  storage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
}

export function readLastBooking(storage: Storage = localStorage): LastBooking | null {
  try {
    const v = JSON.parse(storage.getItem(LAST_BOOKING_KEY) ?? "null") as Record<string, unknown> | null;
    if (!v || typeof v.reference !== "string" || typeof v.email !== "string" || typeof v.city !== "string") return null;
    return { reference: v.reference, email: v.email, city: v.city };
  } catch {
    return null;
  }
}
