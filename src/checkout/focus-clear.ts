import { useEffect } from "react";
import { stuckEdge, type StickyBars } from "../lib/reveal-error";

/**
 * The bars that stay on screen on phones: the countdown (top) and the total bar (bottom, see checkout.css), or the
 * product bar that replaces it at step 1 once priced (fixed, components/product-bar.tsx).
 */
const TOP_BARS = ".countdown";
const BOTTOM_BARS = ".checkout-step__aside, .book-bar";
/** The same bars, for errors revealed after a press (src/lib/reveal-error.ts). */
export const CHECKOUT_BARS: StickyBars = { top: TOP_BARS, bottom: BOTTOM_BARS };
const GAP = 8;

/**
 * How far to scroll so that `target` is clear of the sticky bars (negative: up), 0 when it already is. Pure, from
 * the rectangles; a bar only counts while it is actually stuck over the content (its top/bottom at the edge).
 */
export function scrollNeeded(
  target: { top: number; bottom: number },
  topBarBottom: number,
  bottomBarTop: number,
): number {
  if (target.bottom > bottomBarTop - GAP) return target.bottom - (bottomBarTop - GAP);
  if (target.top < topBarBottom + GAP) return target.top - (topBarBottom + GAP);
  return 0;
}

/** :focus-visible is the browser's own "focus from the keyboard" (false for a mouse or touch press). */
function isKeyboardFocus(target: HTMLElement): boolean {
  try {
    return target.matches(":focus-visible");
  } catch {
    return true; // an engine without :focus-visible: keep the focus clear of the bars as before
  }
}

/**
 * Keeps the focused control in view above and below the checkout's sticky bars (WCAG 2.2 2.4.11 Focus Not
 * Obscured): the browser scrolls a focused element into the viewport, but not out from under a sticky bar.
 */
export function useFocusClearOfStickyBars(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest(`${TOP_BARS}, ${BOTTOM_BARS}`)) return;
      // Keyboard focus only. A pointer's focus lands where the pointer is (a pill's label, or <main tabindex=-1>
      // when the press is on text): scrolling then would move the page under the finger between press and release,
      // so the click or tap is lost and the page jumps.
      if (!isKeyboardFocus(target)) return;
      const rect = target.getBoundingClientRect();
      const delta = scrollNeeded(
        rect,
        stuckEdge(TOP_BARS, "top") ?? 0,
        stuckEdge(BOTTOM_BARS, "bottom") ?? window.innerHeight,
      );
      if (delta !== 0) window.scrollBy({ top: delta, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}
