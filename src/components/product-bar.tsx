import React, { useEffect, useId, useState, type ReactNode } from "react";

/**
 * The spec's product bar (section 4: "Product bar holds sticky, submit flags and a price"): the state the checkout
 * keeps in its store (checkout/state/city-atoms.ts `productBarAtom`) and a product page sets for itself.
 */
export interface ProductBarState {
  /** The bar sticks to the bottom of a phone screen (a product or a priced selection is on screen). */
  sticky: boolean;
  /** The price it shows, minor units (0: none yet). */
  price: number;
  /** The selection can be sent: the action is the page's primary one. */
  submit: boolean;
}

export const INITIAL_PRODUCT_BAR: Readonly<ProductBarState> = { sticky: false, price: 0, submit: false };

type Action =
  | { kind: "link"; label: string; href: string; onClick?: () => void }
  | { kind: "button"; label: string; onClick: () => void; busy?: boolean; describedBy?: string };

/**
 * The one phone bar of price and action, on product pages ("Book now", the price from) and at checkout step 1
 * (Continue, the selection's total), driven by its state: shown while `sticky` (hidden on desktop, where the
 * booking box or the summary beside the content holds both), the price while there is one, the action primary
 * while `submit`. A button is disabled only while it sends: pressing it early says what is missing.
 */
export function ProductBar({
  state,
  price,
  fallback,
  note,
  action,
  testId,
  details,
}: {
  state: ProductBarState;
  /** How the price reads (a "from" label, a total); shown while `state.price` > 0. */
  price: ReactNode;
  /** Shown instead of the price while there is none. */
  fallback?: ReactNode;
  note?: ReactNode;
  action: Action;
  testId: string;
  /**
   * What the selection is, behind a toggle at the start of the row (collapsed at first, so that the bar stays one
   * row within the phone chrome's budget, ADR 0352): step 1 shows the date, the party and the breakdown there.
   */
  details?: { label: string; content: ReactNode };
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  if (!state.sticky) return null;
  const className = `button ${state.submit ? "button--primary" : "button--secondary"} book-bar__action`;
  return (
    <div className="book-bar" data-fixed-cta="" data-testid="product-bar" data-submit={state.submit ? "true" : "false"}>
      {details && (
        <>
          {open && (
            <section id={panelId} className="book-bar__details summary" aria-label={details.label}>
              {details.content}
            </section>
          )}
          <button
            type="button"
            className="book-bar__toggle details-toggle"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((o) => !o)}
            data-testid="product-bar-details"
          >
            <span className="visually-hidden">{details.label}</span>
          </button>
        </>
      )}
      <div className="book-bar__price">
        {state.price > 0 ? price : fallback}
        {note && <p className="book-bar__note">{note}</p>}
      </div>
      {action.kind === "link" ? (
        <a className={className} href={action.href} data-testid={testId} onClick={action.onClick}>
          {action.label}
        </a>
      ) : (
        <button
          type="button"
          className={className}
          data-testid={testId}
          onClick={action.onClick}
          disabled={action.busy}
          aria-describedby={action.describedBy}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
