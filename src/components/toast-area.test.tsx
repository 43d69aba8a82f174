import { render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { ShellToasts, toast } from "./toast-area";

// Each checkout step is its own page: the toast area is mounted again on a step change. A toast still showing then
// (step 1's "Your tickets are held." as step 2 opens) must be on the next step too, not lost with the old container.
test("a toast on screen when its container goes is shown by the next container", async () => {
  const first = render(<ShellToasts />);
  toast.success("Your tickets are held.");
  expect(await screen.findByText("Your tickets are held.", {}, { timeout: 5000 })).toBeTruthy();

  first.unmount(); // the step changes: the old page and its container go
  expect(screen.queryByText("Your tickets are held.")).toBeNull();
  render(<ShellToasts />);
  expect(await screen.findByText("Your tickets are held.", {}, { timeout: 5000 })).toBeTruthy();
});

test("a toast whose time is over is not shown again by a later container", async () => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  try {
    const first = render(<ShellToasts />);
    toast.info("Removed from your cart.");
    await waitFor(() => expect(screen.getByText("Removed from your cart.")).toBeTruthy());
    jest.setSystemTime(Date.now() + 6000); // past the shell's 5000 ms
    first.unmount();
    render(<ShellToasts />);
    await Promise.resolve();
    expect(screen.queryByText("Removed from your cart.")).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
