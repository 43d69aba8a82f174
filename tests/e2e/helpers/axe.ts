import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page passes: WCAG 2.0 and 2.1 A and AA, and 2.2 AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on a page with WCAG_TAGS (add `.include()` to check a part). Legacy frame mode: axe assembles its results in
 * the page itself instead of the blank page @axe-core/playwright opens for each analysis by default, which was most
 * of the e2e step's accessibility time (2.3× faster, the same violations, passes and incomplete results on the
 * site's pages; what legacy mode cannot test, same-origin frames inside cross-origin frames, the site has none).
 * Only violations are collected in full (`resultTypes`): the tests read nothing else.
 */
export const axe = (page: Page): AxeBuilder =>
  new SettledAxeBuilder(page)
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);

/**
 * Analyzes once the page's entrance animations are over: a toast fading in is a mix of its colours and the page's,
 * and axe read it half-faded as a contrast failure (a test failed once in CI this way). Waits at most 2 s for every
 * finite CSS animation or transition to finish, the toasts' 5-second progress bars excepted (they run the whole time
 * a toast is shown).
 */
class SettledAxeBuilder extends AxeBuilder {
  readonly #page: Page;
  constructor(page: Page) {
    super({ page });
    this.#page = page;
  }
  override async analyze(): ReturnType<AxeBuilder["analyze"]> {
    await this.#page
      .waitForFunction(
        () =>
          document.getAnimations().every((animation) => {
            const name = "animationName" in animation ? String(animation.animationName) : "";
            const timing = animation.effect?.getComputedTiming();
            return (
              animation.playState !== "running" || name.includes("trackProgress") || timing?.iterations === Infinity
            );
          }),
        undefined,
        { timeout: 2_000, polling: 50 },
      )
      .catch(() => undefined);
    return super.analyze();
  }
}
