import { render } from "@testing-library/react";
import React, { useRef, useState } from "react";
import { act } from "react";
import { revealError, revealScroll, useRevealError } from "./reveal-error";

describe("revealScroll (an error after a press, clear of the sticky bars)", () => {
  it("scrolls an error below the fold up above the bottom bar (step 1's refusal at y 1364 on 800 px)", () => {
    expect(revealScroll({ top: 1364, bottom: 1420 }, 0, 800)).toBe(1420 - 792);
  });
  it("scrolls an error hidden under the top bar down below it", () => {
    expect(revealScroll({ top: 10, bottom: 60 }, 48, 780)).toBe(10 - 56);
  });
  it("shows the top of an error taller than the room between the bars", () => {
    expect(revealScroll({ top: 900, bottom: 1700 }, 48, 780)).toBe(900 - 56);
  });
  it("leaves an error already in view", () => {
    expect(revealScroll({ top: 300, bottom: 360 }, 48, 780)).toBe(0);
  });
});

describe("revealError", () => {
  it("focuses the error (made focusable) and scrolls it into view", () => {
    const scrollBy = jest.fn();
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    const error = document.createElement("div");
    error.textContent = "Sold out";
    document.body.append(error);
    error.getBoundingClientRect = () => ({
      top: 1364,
      bottom: 1420,
      left: 0,
      right: 100,
      width: 100,
      height: 56,
      x: 0,
      y: 1364,
      toJSON: () => ({}),
    });
    revealError(error);
    expect(document.activeElement).toBe(error);
    expect(error.getAttribute("tabindex")).toBe("-1");
    expect(scrollBy).toHaveBeenCalledWith({ top: 1420 - (window.innerHeight - 8), behavior: "instant" });
    error.remove();
  });
  it("does nothing without an element", () => {
    expect(() => revealError(null)).not.toThrow();
  });
});

function Step() {
  const ref = useRef<HTMLParagraphElement>(null);
  const [error, setError] = useState("");
  const [revealed, setRevealed] = useState(0);
  useRevealError(ref, revealed);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError("Refused");
          setRevealed((n) => n + 1);
        }}
      >
        Continue
      </button>
      <p ref={ref} tabIndex={-1}>
        {error}
      </p>
    </>
  );
}

describe("useRevealError", () => {
  it("moves the focus to the error after the press that shows it, not before", () => {
    window.scrollBy = jest.fn() as unknown as typeof window.scrollBy;
    const { getByRole, getByText } = render(<Step />);
    const button = getByRole("button");
    button.focus();
    expect(document.activeElement).toBe(button);
    act(() => button.click());
    expect(document.activeElement).toBe(getByText("Refused"));
  });
});
