import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from "react";

export interface Disclosure {
  open: boolean;
  toggle: () => void;
  /** The button that shows and hides the content: focus returns to it when Escape closes. */
  buttonRef: RefObject<HTMLButtonElement>;
  /** On the element holding the button and the content: Escape closes and returns focus to the button. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A disclosure (WAI-ARIA APG): a button with aria-expanded that shows or hides content. Escape, pressed anywhere in
 * it, closes it and puts focus back on the button. No focus trap: the page stays reachable around it.
 */
export function useDisclosure(initial = false): Disclosure {
  const [open, setOpen] = useState(initial);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );
  return { open, toggle, buttonRef, onKeyDown };
}
