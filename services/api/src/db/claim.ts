/**
 * Claim a row, or wait for its holder (docs/adr/0363): the loop of the payment's confirmation, the cancellation, the
 * change of date and the cart's lock. `claim` is one atomic statement (a conditional UPDATE or upsert whose
 * condition admits a free row or an expired lease); when another holds the row, `settle` reads it and either answers
 * (it was done, it failed, it is not worth waiting for) or says WAIT; the claim is tried again every `everyMs` until
 * `waitMs` from the start have passed, then `timedOut` answers. `waitMs` 0: one try, no wait.
 */
import { setTimeout as sleep } from "node:timers/promises";

export const WAIT: unique symbol = Symbol("wait");

export interface ClaimOrWait<C, A> {
  /** The claim: what the caller now holds, or false when another holder has it. */
  claim(): Promise<C | false>;
  /** Read when the claim failed: an answer that ends the wait, or WAIT. */
  settle(): Promise<A | typeof WAIT> | A | typeof WAIT;
  /** The answer when the holder has not finished within `waitMs`. */
  timedOut(): A | Promise<A>;
  waitMs: number;
  /** Between two tries; 150 ms unless given. */
  everyMs?: number;
  now: () => number;
}

/** `{ claimed }` with what the claim gave, or `{ answer }` from `settle` or `timedOut`. */
export async function claimOrWait<C, A>(o: ClaimOrWait<C, A>): Promise<{ claimed: C } | { answer: A }> {
  const deadline = o.now() + o.waitMs;
  for (;;) {
    const claimed = await o.claim();
    if (claimed !== false) return { claimed };
    const answer = await o.settle();
    if (answer !== WAIT) return { answer };
    if (o.now() >= deadline) return { answer: await o.timedOut() };
    await sleep(o.everyMs ?? 150);
  }
}
