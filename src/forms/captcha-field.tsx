/**
 * The forms' captcha in the browser: ALTCHA by default (offline proof of work the browser solves by itself: no
 * puzzle, WCAG 2.2 SC 3.3.8), or Google reCAPTCHA v2 when the server is configured with a site key. The server
 * says which (GET /api/forms/captcha) and verifies the token. `getToken()` returns the token, solving first if needed.
 */
// JSX typing of <altcha-widget>.
import type {} from "altcha/types/react";
import React, { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { Locale } from "../i18n/locales";
import { type Translate, useT } from "../i18n/use-t";
import { FORMS_API_URL } from "./submit-form";

export interface CaptchaHandle {
  getToken(): Promise<string>;
  reset(): void;
}

type CaptchaConfig = { kind: "altcha"; challengeUrl: string } | { kind: "recaptcha"; siteKey: string };

interface AltchaElement extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
}

interface Grecaptcha {
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void; hl: string },
  ): number;
  reset(id?: number): void;
  ready(cb: () => void): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * The texts the ALTCHA widget shows, from the site's catalogues (`forms.altcha.*`, ADR 0364) instead of ALTCHA's own:
 * registered in ALTCHA's text store under the page's language. Its footer is hidden (hideFooter), so not translated.
 */
const ALTCHA_TEXTS = [
  "ariaLinkLabel",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "error",
  "expired",
  "getAudioChallenge",
  "label",
  "loading",
  "reload",
  "verify",
  "verificationRequired",
  "verified",
  "verifying",
  "waitAlert",
] as const;

const altchaTexts = (t: Translate): Record<string, string> =>
  Object.fromEntries(ALTCHA_TEXTS.map((key) => [key, t(`forms.altcha.${key}`)]));

function loadRecaptcha(locale: Locale): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    if (window.grecaptcha) return window.grecaptcha.ready(() => resolve(window.grecaptcha!));
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${locale}`;
    script.async = true;
    script.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    script.onerror = reject;
    document.head.appendChild(script);
  });
}

export const CaptchaField = forwardRef<CaptchaHandle, { locale: Locale; id: string }>(function CaptchaField(
  { locale, id },
  ref,
) {
  const t = useT();
  // The widget's texts in the page's language, read by the effect that loads the widget.
  const texts = useRef<Record<string, string>>({});
  texts.current = altchaTexts(t);
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const [ready, setReady] = useState(false);
  const altcha = useRef<AltchaElement | null>(null);
  const recaptchaBox = useRef<HTMLDivElement | null>(null);
  const recaptcha = useRef<{ api: Grecaptcha; widget: number; token: string } | null>(null);

  useEffect(() => {
    let live = true;
    fetch(`${FORMS_API_URL}/captcha`)
      .then((res) => res.json() as Promise<CaptchaConfig>)
      .catch((): CaptchaConfig => ({ kind: "altcha", challengeUrl: `${FORMS_API_URL}/challenge` }))
      .then(async (c) => {
        if (!live) return;
        if (c.kind === "altcha") {
          await import("altcha");
          globalThis.$altcha.i18n.set(locale, texts.current);
        }
        if (live) setConfig(c);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    if (config?.kind === "altcha") setReady(true);
    if (config?.kind !== "recaptcha" || !recaptchaBox.current) return;
    const box = recaptchaBox.current;
    void loadRecaptcha(locale).then((api) => {
      const state = { api, widget: 0, token: "" };
      state.widget = api.render(box, {
        sitekey: config.siteKey,
        hl: locale,
        callback: (token) => (state.token = token),
        "expired-callback": () => (state.token = ""),
      });
      recaptcha.current = state;
      setReady(true);
    });
  }, [config, locale]);

  // The widget's payload, kept from its events (it may still be solving when the visitor submits).
  const payload = useRef<{ value: string; waiters: ((value: string) => void)[] }>({ value: "", waiters: [] });
  useEffect(() => {
    const widget = altcha.current;
    if (config?.kind !== "altcha" || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      const value = detail.state === undefined || detail.state === "verified" ? (detail.payload ?? "") : "";
      payload.current.value = value;
      if (value) payload.current.waiters.splice(0).forEach((resolve) => resolve(value));
    };
    widget.addEventListener("statechange", onState);
    widget.addEventListener("verified", onState);
    return () => {
      widget.removeEventListener("statechange", onState);
      widget.removeEventListener("verified", onState);
    };
  }, [config]);

  useImperativeHandle(ref, () => ({
    async getToken() {
      if (recaptcha.current) return recaptcha.current.token;
      const widget = altcha.current;
      if (!widget) return "";
      if (payload.current.value) return payload.current.value;
      const solved = new Promise<string>((resolve) => payload.current.waiters.push(resolve));
      const state = (widget as unknown as { getState?: () => string }).getState?.();
      if (state !== "verifying")
        void widget.verify().then((r) => r?.payload && payload.current.waiters.splice(0).forEach((w) => w(r.payload)));
      // An unsolved captcha after 30 s: send without it, the server answers with its clear refusal.
      return Promise.race([solved, new Promise<string>((resolve) => window.setTimeout(() => resolve(""), 30_000))]);
    },
    reset() {
      if (recaptcha.current) {
        recaptcha.current.api.reset(recaptcha.current.widget);
        recaptcha.current.token = "";
      } else {
        payload.current.value = "";
        altcha.current?.reset();
      }
    },
  }));

  return (
    <div className="form-field captcha-field" id={id} role="group" aria-label={t("forms.captcha")} aria-busy={!ready}>
      {!config && <p className="meta">{t("forms.captchaLoading")}</p>}
      {config?.kind === "altcha" && (
        <altcha-widget
          ref={altcha as React.Ref<HTMLElement>}
          challenge={config.challengeUrl}
          name="captcha"
          auto="onfocus"
          language={locale}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
      {config?.kind === "recaptcha" && <div ref={recaptchaBox} />}
    </div>
  );
});
