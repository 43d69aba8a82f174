/**
 * The visitor's consent (ADR 0100): two purposes, kept 6 months in a first-party cookie, and Google
 * Consent Mode v2 signals. Until a choice exists everything is 'denied' (the head script pushes the defaults before
 * any tag) and no tag or tracking cookie is set.
 */
import { dataLayer } from "./data-layer";
import { readCookie, writeCookie } from "../lib/browser-cookie";

export interface Consent {
  /** Measurement: tag manager analytics, A/B testing, monitoring. */
  analytics: boolean;
  /** Advertising and affiliation: ad signals, affiliate tracking. */
  marketing: boolean;
}

export const CONSENT_COOKIE = "consent";
/** 6 months. */
export const CONSENT_MAX_AGE_SECONDS = 183 * 24 * 60 * 60;

/** Stores the visitor's choice (CONSENT_PATTERN reads it back). */
export function writeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, `a${consent.analytics ? 1 : 0}m${consent.marketing ? 1 : 0}`, CONSENT_MAX_AGE_SECONDS);
}

/** The stored choice in a Cookie header: the head script's test, and readConsent's of the cookie's value. */
const CONSENT_PATTERN = /(?:^|;\s*)consent=a([01])m([01])(?:;|$)/;

/** The stored choice, or null when the visitor has not chosen (or the cookie is not ours). */
export function readConsent(): Consent | null {
  const match = CONSENT_PATTERN.exec(`${CONSENT_COOKIE}=${readCookie(CONSENT_COOKIE) ?? ""}`);
  return match ? { analytics: match[1] === "1", marketing: match[2] === "1" } : null;
}

type ConsentSignal = "granted" | "denied";
const signal = (on: boolean): ConsentSignal => (on ? "granted" : "denied");

/** Consent Mode v2 parameters of a choice. */
export function consentModeParams(consent: Consent): Record<string, ConsentSignal> {
  return {
    ad_storage: signal(consent.marketing),
    ad_user_data: signal(consent.marketing),
    ad_personalization: signal(consent.marketing),
    analytics_storage: signal(consent.analytics),
  };
}

/** The defaults, as the inline head script pushes them before anything else (gatsby-ssr). */
export const CONSENT_DEFAULTS = { ...consentModeParams({ analytics: false, marketing: false }), wait_for_update: 500 };

/** The class the head script puts on <html> when a choice is stored: the server-rendered banner stays hidden. */
export const CONSENT_CHOSEN_CLASS = "consent-chosen";

/** The banner's buttons name their action in this attribute, for a press before React runs (the head script). */
export const CONSENT_EARLY_ATTRIBUTE = "data-consent-early";
/** The banner's actions, as its popup_click events name them. */
export type ConsentAction = "accept_all" | "reject_all" | "choose" | "save_choice";

declare global {
  interface Window {
    /** The banner button pressed before hydration (CONSENT_DEFAULT_SCRIPT), read once by the banner. */
    __consentEarly?: string;
  }
}

/** The action of a banner button pressed before the banner's code ran, once (then forgotten). */
export function takeEarlyConsentAction(): ConsentAction | null {
  const action = window.__consentEarly;
  window.__consentEarly = undefined;
  return action === "accept_all" || action === "reject_all" || action === "choose" ? action : null;
}

/**
 * The inline script of the page head: creates the data layer and pushes the Consent Mode defaults with gtag's
 * `arguments` convention; marks a visitor who already chose (CONSENT_CHOSEN_CLASS, read as readConsent reads the
 * cookie) before the body paints; and keeps which button of the server-rendered banner a visitor presses before
 * React runs (CONSENT_EARLY_ATTRIBUTE), so the banner carries it out when it starts. Inline and in the build, so
 * the web server's CSP hashes it (ADR 0070).
 */
export const CONSENT_DEFAULT_SCRIPT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  `gtag("consent","default",${JSON.stringify(CONSENT_DEFAULTS)});` +
  `if(/${CONSENT_PATTERN.source}/.test(document.cookie))document.documentElement.classList.add("${CONSENT_CHOSEN_CLASS}");` +
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${CONSENT_EARLY_ATTRIBUTE}]");` +
  `if(b)window.__consentEarly=b.getAttribute("${CONSENT_EARLY_ATTRIBUTE}")},true);`;

/** gtag("consent", "update", …): the tag manager reads gtag commands as `arguments` objects. */
export function pushConsentUpdate(consent: Consent): void {
  const args = (function asArguments(..._values: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag's queue expects a real `arguments` object, not an array
    return arguments;
  })("consent", "update", consentModeParams(consent));
  dataLayer().push(args as unknown as Record<string, unknown>);
}
