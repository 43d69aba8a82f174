/**
 * What the visitor typed in step 3, kept in sessionStorage for the cart it was typed for: a reload, a rejected
 * payment or the way back from the card page never loses it. The server's copy (setCustomerDetails) is the fallback.
 */
import type { CustomerValues } from "./schema";

export const CUSTOMER_DRAFT_KEY = "checkout.customer.v1";

export function readDraft(cartId: string, storage: Storage = sessionStorage): Partial<CustomerValues> | null {
  try {
    const value = JSON.parse(storage.getItem(CUSTOMER_DRAFT_KEY) ?? "null") as {
      cartId?: unknown;
      values?: unknown;
    } | null;
    if (!value || value.cartId !== cartId || !value.values || typeof value.values !== "object") return null;
    const out: Record<string, string | boolean> = {};
    for (const [k, v] of Object.entries(value.values as Record<string, unknown>))
      if (typeof v === "string" || typeof v === "boolean") out[k] = v;
    return out as Partial<CustomerValues>;
  } catch {
    return null;
  }
}

export function saveDraft(cartId: string, values: CustomerValues, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(CUSTOMER_DRAFT_KEY, JSON.stringify({ cartId, values }));
  } catch {
    // Storage full or refused (private mode): the form still works, only a reload would lose the text.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(CUSTOMER_DRAFT_KEY);
}
