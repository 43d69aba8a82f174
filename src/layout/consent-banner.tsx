import React, { useEffect, useId, useRef, useState } from "react";
import { useT } from "../i18n/use-t";
import {
  CONSENT_CHOSEN_CLASS,
  pushConsentUpdate,
  readConsent,
  takeEarlyConsentAction,
  writeConsent,
  CONSENT_EARLY_ATTRIBUTE,
  type Consent,
  type ConsentAction,
} from "../analytics/consent";
import { buildEnv, needsConsent, tagConfig } from "../analytics/tags";
import { loadTags } from "../analytics/load-tags";
import { pushEvent } from "../analytics/data-layer";
import { popupClickEvent, popupDisplayEvent } from "../analytics/events";

/** Fired by the footer's "Cookie settings" button to reopen the banner. */
export const OPEN_CONSENT_EVENT = "consent:open";
/** The build's tag configuration (read when used: the build inlines the variables). */
const tags = () => tagConfig(buildEnv());

const PURPOSE_TEXT = {
  analytics: { label: "consent.analytics", hint: "consent.analyticsHint" },
  marketing: { label: "consent.marketing", hint: "consent.marketingHint" },
} as const;

let appliedThisDocument = false;

/** A banner button's action, for the head script to keep when it is pressed before React runs. */
const early = (action: ConsentAction) => ({ [CONSENT_EARLY_ATTRIBUTE]: action });

function apply(consent: Consent): void {
  pushConsentUpdate(consent);
  loadTags(tags(), consent);
}

/**
 * The consent banner (ADR 0100): accept all, reject all and choose, equally prominent; nothing ticked.
 * Shown only when a tag is configured and no choice is stored, fixed at the bottom (no layout shift); while shown the
 * page gets room below and scroll padding, so that it never hides the focused element.
 *
 * Server-rendered (ADR 0330): the build's HTML carries the banner, so a first visit sees it with the
 * first paint instead of after hydration (it was the checkout's largest paint, at 2.5 s on a phone). The head script
 * marks a visitor who already chose (`html.consent-chosen`, CONSENT_DEFAULT_SCRIPT) and the style sheet hides the
 * server's banner for them before anything paints; after hydration the stored choice decides (`open`).
 */
export function ConsentBanner({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const t = useT();
  const id = useId();
  // null until the stored choice is read (the server's render and hydration): the banner as the build rendered it.
  const [open, setOpen] = useState<boolean | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>({ analytics: false, marketing: false });
  const banner = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const decide = (consent: Consent, action: ConsentAction) => {
    takeEarlyConsentAction(); // pressed on the live banner: nothing left for the next page's banner
    writeConsent(consent);
    // As the head script marks a returning visitor: the next page's server banner stays hidden after a client-side
    // navigation too (the head script does not run again then).
    document.documentElement.classList.add(CONSENT_CHOSEN_CLASS);
    pushEvent(popupClickEvent("consent", action));
    appliedThisDocument = true;
    apply(consent);
    setOpen(false);
    setChoosing(false);
    returnFocus.current?.focus();
  };

  useEffect(() => {
    if (!needsConsent(tags())) return undefined;
    const stored = readConsent();
    if (stored && !appliedThisDocument) {
      appliedThisDocument = true;
      apply(stored);
    }
    // A button of the server's banner pressed before React ran: the head script kept which (no tap is lost).
    const early = takeEarlyConsentAction();
    if (!stored && (early === "accept_all" || early === "reject_all")) {
      pushEvent(popupDisplayEvent("consent"));
      decide({ analytics: early === "accept_all", marketing: early === "accept_all" }, early);
    } else {
      setChoosing(!stored && early === "choose");
      setOpen(!stored);
    }
    const reopen = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChoice(readConsent() ?? { analytics: false, marketing: false });
      setChoosing(true);
      setOpen(true);
      window.requestAnimationFrame(() => heading.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (open === null) return undefined;
    onOpenChange?.(open);
    if (!open) return undefined;
    pushEvent(popupDisplayEvent("consent"));
    const root = document.documentElement;
    root.classList.add("has-consent-banner");
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--consent-banner-height", `${banner.current?.offsetHeight ?? 0}px`),
    );
    if (banner.current) observer.observe(banner.current);
    return () => {
      observer.disconnect();
      root.classList.remove("has-consent-banner");
      root.style.removeProperty("--consent-banner-height");
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- reports each change of `open`, not each new identity of the parent's callback

  const pending = open === null;
  if (pending ? !needsConsent(tags()) : !open) return null;
  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-labelledby={`${id}-title`}
      data-pending={pending ? "" : undefined}
    >
      <h2 id={`${id}-title`} className="consent-banner__title" ref={heading} tabIndex={-1}>
        {t("consent.title")}
      </h2>
      <p className="consent-banner__text">{t("consent.text")}</p>
      {choosing && (
        <fieldset className="consent-banner__choices">
          <legend className="visually-hidden">{t("consent.choose")}</legend>
          {(["analytics", "marketing"] as const).map((purpose) => (
            <div key={purpose} className="consent-banner__choice">
              <input
                id={`${id}-${purpose}`}
                type="checkbox"
                checked={choice[purpose]}
                aria-describedby={`${id}-${purpose}-hint`}
                onChange={(e) => setChoice({ ...choice, [purpose]: e.currentTarget.checked })}
              />
              <label htmlFor={`${id}-${purpose}`}>{t(PURPOSE_TEXT[purpose].label)}</label>
              <p id={`${id}-${purpose}-hint`} className="consent-banner__hint">
                {t(PURPOSE_TEXT[purpose].hint)}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button consent-banner__button"
          {...early("accept_all")}
          onClick={() => decide({ analytics: true, marketing: true }, "accept_all")}
        >
          {t("consent.acceptAll")}
        </button>
        <button
          type="button"
          className="button consent-banner__button"
          {...early("reject_all")}
          onClick={() => decide({ analytics: false, marketing: false }, "reject_all")}
        >
          {t("consent.rejectAll")}
        </button>
        {choosing ? (
          <button type="button" className="button consent-banner__button" onClick={() => decide(choice, "save_choice")}>
            {t("consent.save")}
          </button>
        ) : (
          <button
            type="button"
            className="button consent-banner__button"
            {...early("choose")}
            onClick={() => {
              takeEarlyConsentAction();
              setChoosing(true);
            }}
          >
            {t("consent.choose")}
          </button>
        )}
      </div>
    </section>
  );
}

/** The footer's way back to the choice: a list item, shown only when a tag needs consent (after hydration). */
export function ConsentSettingsButton() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(needsConsent(tags())), []);
  if (!shown) return null;
  return (
    <li>
      <button
        type="button"
        className="footer__link-button"
        onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
      >
        {t("consent.settings")}
      </button>
    </li>
  );
}
