import { useRef, useState } from "react";
import { toast } from "../../../components/toast-area";
import { useT } from "../../../i18n/use-t";
import { serverMessage } from "../../../lib/booking-errors";
import { useRevealError } from "../../../lib/reveal-error";
import { CHECKOUT_BARS } from "../../focus-clear";
import type { StepCart } from "./step-cart";

/** What is in flight on step 2: an upsell's add or remove, or the upgrade. */
export type Press = { productId: string; added: boolean } | "upgrade";

/**
 * Step 2's presses (an upsell added or removed, the upgrade applied on Continue): the one in flight (`pending`), and
 * the last one's error, which comes into view and takes the focus (ADR 0352) and is also a toast (`failed`).
 */
export function usePress() {
  const t = useT();
  const [pending, setPending] = useState<Press | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped when a press ends in an error: the message comes into view and takes the focus (ADR 0352).
  const errorRef = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(0);
  useRevealError(errorRef, revealed, CHECKOUT_BARS);

  const failed = (e: unknown) => {
    const text = serverMessage(e) ?? t("errors.booking");
    setError(text);
    setRevealed((n) => n + 1);
    toast.error(text);
  };

  return { pending, setPending, error, setError, errorRef, failed };
}

export type Presses = ReturnType<typeof usePress>;

/**
 * Whether step 2 is busy. Apollo puts the mutation's cart in the cache a render before the mutation's promise
 * settles: once the cart shows an upsell's add or remove, the press is over (a quick second press on the flipped
 * button is not lost); the upgrade is over when its promise settles.
 */
export function isBusy(pending: Press | null, cart: StepCart | null): boolean {
  return (
    pending !== null &&
    !(
      pending !== "upgrade" && cart?.upsells.some((u) => u.productId === pending.productId && u.added === pending.added)
    )
  );
}
