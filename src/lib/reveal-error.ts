import { useEffect, type RefObject } from "react";

/** Sticky bars a revealed error must stay clear of (a page passes its own: the checkout's countdown and total bar). */
export interface StickyBars {
  top?: string;
  bottom?: string;
}

const GAP = 8;

/**
 * How far to scroll so that `target` is clear of the sticky bars (negative: up), 0 when it already is. A target
 * taller than the room between the bars shows its top (an error summary starts with its first message).
 */
export function revealScroll(
  target: { top: number; bottom: number },
  topBarBottom: number,
  bottomBarTop: number,
): number {
  const room = bottomBarTop - topBarBottom - 2 * GAP;
  if (target.top < topBarBottom + GAP || target.bottom - target.top > room) return target.top - (topBarBottom + GAP);
  if (target.bottom > bottomBarTop - GAP) return target.bottom - (bottomBarTop - GAP);
  return 0;
}

/** The inner edge of the bars of `selector` that are stuck to the top (or bottom) of the viewport now, or null. */
export function stuckEdge(selector: string | undefined, edge: "top" | "bottom"): number | null {
  if (!selector) return null;
  let result: number | null = null;
  for (const bar of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const position = getComputedStyle(bar).position;
    if (position !== "sticky" && position !== "fixed") continue;
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0) continue;
    if (edge === "top" && rect.top <= 1) result = Math.max(result ?? 0, rect.bottom);
    if (edge === "bottom" && rect.bottom >= window.innerHeight - 1)
      result = Math.min(result ?? window.innerHeight, rect.top);
  }
  return result;
}

/**
 * An error shown after a press (docs/adr/0352): it comes into view, clear of the sticky bars, and takes the focus
 * (so a screen reader reads it and the next Tab starts there). Without this, an error rendered below the fold left
 * "Continue" looking dead (step 1's refusal at y 1364 on an 800 px screen).
 */
export function revealError(target: HTMLElement | null | undefined, bars: StickyBars = {}): void {
  if (!target || !target.isConnected) return;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  const rect = target.getBoundingClientRect();
  const delta = revealScroll(
    rect,
    stuckEdge(bars.top, "top") ?? 0,
    stuckEdge(bars.bottom, "bottom") ?? window.innerHeight,
  );
  if (delta !== 0) window.scrollBy({ top: delta, behavior: "instant" });
}

/**
 * Reveals `ref`'s element after each press that ended in an error: `signal` is a counter the page bumps when it
 * shows the error (0: nothing yet). The effect runs after React has put the message in the page.
 */
export function useRevealError(ref: RefObject<HTMLElement | null>, signal: number, bars?: StickyBars): void {
  useEffect(() => {
    if (signal > 0) revealError(ref.current, bars);
  }, [signal]); // eslint-disable-line react-hooks/exhaustive-deps -- each new press (signal), not each render's bars object
}
