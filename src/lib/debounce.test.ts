import { debounce } from "./debounce";
import * as constants from "./ui-constants";
import { FORM_INPUT_DELAY_MS, SHELL_TOASTS } from "./ui-constants";

test("the specification's interface constants (section 9)", () => {
  expect(SHELL_TOASTS).toEqual({ position: "top-right", autoCloseMs: 5000, widthPx: 350 });
  expect(FORM_INPUT_DELAY_MS).toBe(20);
});

test("no dead constant: the kit's toast default and the resize refresh are not named (ADR 0350)", () => {
  expect(
    Object.keys(constants)
      .filter((k) => k !== "__esModule")
      .sort(),
  ).toEqual(["FORM_INPUT_DELAY_MS", "SHELL_TOASTS"]);
});

test("debounce calls once, the delay after the last call, with its arguments; cancel drops it", () => {
  jest.useFakeTimers();
  try {
    const fn = jest.fn();
    const d = debounce(fn, FORM_INPUT_DELAY_MS);
    d(1);
    jest.advanceTimersByTime(FORM_INPUT_DELAY_MS - 1);
    d(2);
    jest.advanceTimersByTime(FORM_INPUT_DELAY_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
    d(3);
    d.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
