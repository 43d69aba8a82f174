/**
 * The held tour as every page's header shows it, read from localStorage without jotai or a
 * GraphQL client: the cart the checkout stores (CART_STORAGE_KEY: id, city, product title, date, hold's end) and
 * the URL of the last checkout step the visitor saw with that cart (HELD_STEP_KEY, written by the checkout).
 */
import { CART_STORAGE_KEY } from "./cart-storage-key";

/** Where the checkout remembers the last step's URL for the cart it holds. */
export const HELD_STEP_KEY = "checkout.lastStep.v1";

export interface HeldTour {
  cartId: string;
  city: string;
  /** The product's title in the language the cart was made in ("" if the stored cart predates the field). */
  title: string;
  /** YYYY-MM-DD, local to the city. */
  date: string;
  expiresAt: string;
  /** The step to go back to (a site path), null when the checkout has not recorded one for this cart. */
  href: string | null;
}

interface StepRecord {
  cartId: string;
  href: string;
}

const parse = (raw: string | null): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** A site path only (one leading slash): a hand-edited storage must not make the header link elsewhere. */
const isSitePath = (href: string): boolean => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");

/** The stored cart and its last step, whether or not the hold still runs; null when none or unreadable. */
export function readHeldTour(storage: Pick<Storage, "getItem"> = localStorage): HeldTour | null {
  const cart = parse(storage.getItem(CART_STORAGE_KEY)) as Record<string, unknown> | null;
  if (!cart || typeof cart !== "object") return null;
  const cartId = str(cart.id);
  const city = str(cart.city);
  const date = str(cart.date);
  const expiresAt = str(cart.expiresAt);
  if (!cartId || !city || !date || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return null;
  const step = parse(storage.getItem(HELD_STEP_KEY)) as Partial<StepRecord> | null;
  const href =
    step && step.cartId === cartId && typeof step.href === "string" && isSitePath(step.href) ? step.href : null;
  return { cartId, city, title: str(cart.productTitle) ?? "", date, expiresAt, href };
}

/** Milliseconds left on the hold at `nowMs` (0 once expired). */
export const heldMsLeft = (held: HeldTour, nowMs: number): number => Math.max(0, Date.parse(held.expiresAt) - nowMs);

/** Whole minutes shown: rounded up, as the checkout's countdown ("1 min" until the very end). */
export const heldMinutesLeft = (held: HeldTour, nowMs: number): number => Math.ceil(heldMsLeft(held, nowMs) / 60_000);

/**
 * The class on <html> while a stored cart's hold runs: the page keeps room under the header for the held tour
 * (global.css), so that the tab covers nothing and moves nothing. Set before the first paint by
 * HELD_TOUR_HEAD_SCRIPT, and kept in step by the header's slot after client-side navigation.
 */
export const HELD_TOUR_CLASS = "held-tour-live";

/**
 * The inline head script (gatsby-ssr, hashed by the web server's CSP): hasLiveHeldTour's test on the stored cart
 * (id, city, date and a hold that still runs), before the body paints.
 */
export const HELD_TOUR_HEAD_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||"null");` +
  `if(c&&typeof c.id=="string"&&c.id&&typeof c.city=="string"&&c.city&&typeof c.date=="string"&&c.date&&Date.parse(c.expiresAt)>Date.now())` +
  `document.documentElement.classList.add(${JSON.stringify(HELD_TOUR_CLASS)})}catch(e){}`;

/** True while a stored cart's hold runs (the header loads its entry only then). */
export function hasLiveHeldTour(nowMs: number, storage: Pick<Storage, "getItem"> = localStorage): boolean {
  try {
    const held = readHeldTour(storage);
    return !!held && heldMsLeft(held, nowMs) > 0;
  } catch {
    return false;
  }
}

/** Records the step the visitor is on for the cart `cartId` (the checkout calls it on steps 1 to 3). */
export function rememberStep(cartId: string, href: string, storage: Pick<Storage, "setItem"> = localStorage): void {
  if (!isSitePath(href)) return;
  try {
    storage.setItem(HELD_STEP_KEY, JSON.stringify({ cartId, href } satisfies StepRecord));
  } catch {
    // Private mode or a full storage: the header then links to step 1 of the tour.
  }
}

/** Forgets the cart and its step (the header's "change city" after the hold was dropped). */
export function forgetHeldTour(storage: Pick<Storage, "removeItem"> = localStorage): void {
  try {
    storage.removeItem(CART_STORAGE_KEY);
    storage.removeItem(HELD_STEP_KEY);
  } catch {
    // nothing stored to forget
  }
}
