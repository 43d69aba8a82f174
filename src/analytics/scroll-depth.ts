/** Scroll depth (spec section 9): 0, 10, 25, 50, 75 and 100 %, each once per page, reset on path change. */
import { pushEvent } from "./data-layer";
import { scrollEvent } from "./events";

export const SCROLL_THRESHOLDS = [0, 10, 25, 50, 75, 100] as const;

/** How far down the page the bottom of the viewport is, in percent (a page that fits the viewport is 100). */
export function scrolledPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 100;
  return Math.min(100, Math.max(0, (scrollY / (pageHeight - viewportHeight)) * 100));
}

/** The thresholds reached and not reported yet. */
export function newThresholds(percent: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_THRESHOLDS.filter((t) => percent >= t && !reported.has(t));
}

/** Reports the thresholds of the current page as the visitor scrolls; returns the stop function (path change). */
export function trackScrollDepth(): () => void {
  const reported = new Set<number>();
  let frame = 0;
  const check = () => {
    frame = 0;
    const root = document.documentElement;
    const percent = scrolledPercent(window.scrollY, window.innerHeight, root.scrollHeight);
    for (const threshold of newThresholds(percent, reported)) {
      reported.add(threshold);
      pushEvent(scrollEvent(threshold));
    }
  };
  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(check);
  };
  check();
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    if (frame) window.cancelAnimationFrame(frame);
  };
}
