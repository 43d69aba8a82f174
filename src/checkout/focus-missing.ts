/**
 * Step 1's Continue with a field missing (ADR 0330): the field's group comes into view at once (its error
 * is shown there), and the field takes the focus as soon as it is on screen. The start times of a day arrive from
 * the booking API and render in a transition, so right after a date is picked they may not be in the page yet: the
 * focus then waits for them, a frame at a time, up to `maxFrames` (about 2 s), instead of being lost.
 */
export function focusMissingField(
  group: HTMLElement | null | undefined,
  find: () => HTMLElement | null | undefined,
  schedule: (next: () => void) => void = (next) => window.requestAnimationFrame(next),
  maxFrames = 120,
): void {
  const attempt = (frame: number) => {
    const field = find();
    if (field) {
      field.focus({ preventScroll: true });
      field.scrollIntoView({ block: "center" });
      return;
    }
    if (frame === 0) group?.scrollIntoView({ block: "center" });
    if (frame < maxFrames) schedule(() => attempt(frame + 1));
  };
  attempt(0);
}
