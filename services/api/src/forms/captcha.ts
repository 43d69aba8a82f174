/**
 * The forms' captcha, verified on the server (ADR 0060). By default ALTCHA: an offline proof-of-work
 * that the visitor's browser solves by itself (no puzzle: WCAG 2.2 SC 3.3.8), its challenges signed with
 * FORMS_CAPTCHA_SECRET and each solution accepted once (api_form_captcha_used). When RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET are both set (spec: "Captcha requires a site key (v2 or v3)"), Google reCAPTCHA instead,
 * verified with Google's siteverify API.
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ApiDb } from "../db/database.ts";
import type { FormsConfig } from "../config.ts";

export type CaptchaVerdict = "ok" | "missing" | "invalid";

/** What the site needs to show the widget (GET /api/forms/captcha). */
export type CaptchaPublicConfig = { kind: "altcha"; challengeUrl: string } | { kind: "recaptcha"; siteKey: string };

export interface Captcha {
  readonly kind: "altcha" | "recaptcha";
  publicConfig(): CaptchaPublicConfig;
  /** A new ALTCHA challenge (null for reCAPTCHA). */
  challenge(): Promise<Challenge | null>;
  verify(token: unknown, clientIp: string): Promise<CaptchaVerdict>;
}

/** Proof-of-work settings: about 256 PBKDF2 derivations of 1,000 iterations, well under a second in a browser. */
export const ALTCHA_SETTINGS = { algorithm: "PBKDF2/SHA-256", cost: 1000, keyPrefix: "00", ttlSeconds: 600 } as const;

export class AltchaCaptcha implements Captcha {
  readonly kind = "altcha";
  constructor(
    private readonly secret: string,
    private readonly db: ApiDb,
    private readonly now: () => number = Date.now,
  ) {}

  publicConfig(): CaptchaPublicConfig {
    return { kind: "altcha", challengeUrl: "/api/forms/challenge" };
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALTCHA_SETTINGS.algorithm,
      cost: ALTCHA_SETTINGS.cost,
      keyPrefix: ALTCHA_SETTINGS.keyPrefix,
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: Math.floor(this.now() / 1000) + ALTCHA_SETTINGS.ttlSeconds,
    });
  }

  /** `token`: the widget's payload, base64 of JSON {challenge, solution}. */
  async verify(token: unknown): Promise<CaptchaVerdict> {
    if (typeof token !== "string" || token.trim() === "") return "missing";
    let payload: { challenge?: Challenge | null; solution?: Solution | null };
    try {
      payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as typeof payload;
    } catch {
      return "invalid";
    }
    const { challenge, solution } = payload ?? {};
    if (!challenge?.parameters || !challenge.signature || !solution || typeof solution.counter !== "number")
      return "invalid";
    try {
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: this.secret });
      if (!result.verified) return "invalid";
    } catch {
      return "invalid";
    }
    // One solution, one message: a replayed payload is refused (expired rows are swept).
    const now = this.now();
    await this.db.kysely.deleteFrom("api_form_captcha_used").where("expires_ms", "<", now).execute();
    const expiresMs = (challenge.parameters.expiresAt ?? now / 1000 + ALTCHA_SETTINGS.ttlSeconds) * 1000;
    const inserted = await this.db.kysely
      .insertInto("api_form_captcha_used")
      .values({ signature: challenge.signature, expires_ms: Math.ceil(expiresMs) })
      .onConflict((oc) => oc.column("signature").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? "ok" : "invalid";
  }
}

type Fetch = (
  url: string,
  init: { method: string; body: URLSearchParams; signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** reCAPTCHA v2 (checkbox) or v3 (score): the token is checked with Google's siteverify API. */
export class RecaptchaCaptcha implements Captcha {
  readonly kind = "recaptcha";
  constructor(
    private readonly siteKey: string,
    private readonly secret: string,
    private readonly minScore: number,
    private readonly fetchImpl: Fetch = fetch as unknown as Fetch,
  ) {}

  publicConfig(): CaptchaPublicConfig {
    return { kind: "recaptcha", siteKey: this.siteKey };
  }

  async challenge(): Promise<null> {
    return null;
  }

  async verify(token: unknown, clientIp: string): Promise<CaptchaVerdict> {
    if (typeof token !== "string" || token.trim() === "") return "missing";
    const body = new URLSearchParams({ secret: this.secret, response: token, remoteip: clientIp });
    const res = await this.fetchImpl("https://www.google.com/recaptcha/api/siteverify", {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error("reCAPTCHA verification unavailable");
    const answer = (await res.json()) as { success?: boolean; score?: number };
    if (answer.success !== true) return "invalid";
    return typeof answer.score === "number" && answer.score < this.minScore ? "invalid" : "ok";
  }
}

/** reCAPTCHA when both of its keys are configured, else ALTCHA. */
export function selectCaptcha(
  config: FormsConfig,
  db: ApiDb,
  now: () => number = Date.now,
  fetchImpl?: Fetch,
): Captcha {
  if (config.recaptchaSiteKey && config.recaptchaSecret) {
    return new RecaptchaCaptcha(config.recaptchaSiteKey, config.recaptchaSecret, config.recaptchaMinScore, fetchImpl);
  }
  return new AltchaCaptcha(config.captchaSecret, db, now);
}
