import { act, render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { ShellToasts, toast } from "./toast-area";

// The checkout's steps are screens of one client-only page (ADR 0341): the app, and its toast area, stay mounted
// across a step change. A toast shown on step 1 ("Your tickets are held.") lives on while step 2 renders, once.
test("a toast lives on across a re-render of its app (a step change) and is shown once", async () => {
  function App({ step }: { step: number }) {
    return (
      <>
        <p>Step {step}</p>
        <ShellToasts />
      </>
    );
  }
  const view = render(<App step={1} />);
  toast.success("Your tickets are held.");
  expect(await screen.findByText("Your tickets are held.", {}, { timeout: 5000 })).toBeTruthy();
  const node = screen.getByText("Your tickets are held.");
  view.rerender(<App step={2} />);
  await act(async () => undefined);
  expect(screen.getByText("Step 2")).toBeTruthy();
  expect(screen.getAllByText("Your tickets are held.")).toHaveLength(1);
  expect(screen.getByText("Your tickets are held.")).toBe(node);
  view.unmount();
});

test("a toast asked for while no container is mounted waits for the next one, unless its time is over", async () => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  try {
    toast.info("Removed from your cart.");
    jest.setSystemTime(Date.now() + 6000); // past the shell's 5000 ms
    toast.info("Promo code applied.");
    const view = render(<ShellToasts />);
    await waitFor(() => expect(screen.getByText("Promo code applied.")).toBeTruthy());
    expect(screen.queryByText("Removed from your cart.")).toBeNull();
    view.unmount();
  } finally {
    jest.useRealTimers();
  }
});
