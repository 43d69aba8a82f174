import { focusMissingField } from "./focus-missing";

const element = () => {
  const el = document.createElement("input");
  document.body.appendChild(el);
  el.scrollIntoView = jest.fn();
  return el;
};

test("a field already there takes the focus and comes into view; the group is not scrolled", () => {
  const group = element();
  const field = element();
  focusMissingField(
    group,
    () => field,
    () => undefined,
  );
  expect(document.activeElement).toBe(field);
  expect(field.scrollIntoView).toHaveBeenCalledWith({ block: "center" });
  expect(group.scrollIntoView).not.toHaveBeenCalled();
});

test("a field not rendered yet: the group comes into view at once, the field takes the focus when it appears", () => {
  const group = element();
  let field: HTMLInputElement | null = null;
  const frames: (() => void)[] = [];
  focusMissingField(
    group,
    () => field,
    (next) => frames.push(next),
  );
  expect(group.scrollIntoView).toHaveBeenCalledWith({ block: "center" });
  frames.shift()!(); // still not there: waits another frame
  expect(frames).toHaveLength(1);
  field = element();
  frames.shift()!();
  expect(document.activeElement).toBe(field);
  expect(field.scrollIntoView).toHaveBeenCalledWith({ block: "center" });
  expect(frames).toHaveLength(0);
});

test("a field that never comes: it stops waiting after maxFrames", () => {
  const frames: (() => void)[] = [];
  focusMissingField(
    element(),
    () => null,
    (next) => frames.push(next),
    3,
  );
  let run = 0;
  while (frames.length) {
    frames.shift()!();
    run++;
  }
  expect(run).toBe(3);
});
