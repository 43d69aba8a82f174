/**
 * The brand (ADR 0230): the CMS global `site-settings` (operator name, e-mail sender, logo), read by the
 * web server for the ticket e-mails, the PDF tickets and the payment orders. Read at start and again when a minute
 * old (one request at a time); while the CMS cannot be asked the last answer stays, and before any answer the
 * environment's values (OPERATOR_NAME, MAIL_FROM) are the brand.
 */
import { BRAND_DEFAULTS, mailbox } from "../../../../domain/brand.ts";
import { cmsReadHeaders } from "../config.ts";

/** The sender when MAIL_FROM is unset (config.ts): any other fallback was set by the operator. */
const DEFAULT_MAIL_FROM = mailbox(BRAND_DEFAULTS.mailFromName, BRAND_DEFAULTS.mailFromAddress);

export interface BrandLogo {
  bytes: Uint8Array;
  mimeType: "image/png" | "image/jpeg";
}

export interface Brand {
  operatorName: string;
  /** `Name <address>`: the From of every e-mail. */
  mailFrom: string;
  /** PNG or JPEG (what the PDF can embed); null without one. */
  logo: BrandLogo | null;
  /** Where it came from: the CMS, or the environment's fallback. */
  source: "cms" | "env";
}

export interface BrandSource {
  /** The brand now (never throws). */
  current(): Promise<Brand>;
}

export interface CmsBrandOptions {
  cmsUrl: string;
  timeoutMs: number;
  /** How long an answer is reused (default one minute). */
  ttlMs?: number;
  /** After a failed read, how long before the CMS is asked again (default 10 s). */
  retryMs?: number;
  fallback: { operatorName: string; mailFrom: string };
  now?: () => number;
  fetch?: typeof fetch;
  /** The CMS read token (header x-cms-read-token); default CMS_READ_TOKEN. */
  readToken?: string | null;
  log?: { warn(obj: object, msg: string): void };
}

export const SITE_SETTINGS_QUERY = `query SiteSettings { SiteSettings { operatorName mailFromName mailFromAddress logo { url mimeType } } }`;

interface SettingsAnswer {
  operatorName?: string | null;
  mailFromName?: string | null;
  mailFromAddress?: string | null;
  logo?: { url?: string | null; mimeType?: string | null } | null;
}

const MAX_LOGO_BYTES = 1_000_000;
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** A fixed brand (tests, or a server without CMS). */
export const fixedBrand = (brand: Omit<Brand, "source"> & { source?: Brand["source"] }): BrandSource => ({
  current: async () => ({ source: "env", ...brand }),
});

export class CmsBrand implements BrandSource {
  private readonly endpoint: string;
  private readonly origin: string;
  private readonly now: () => number;
  private readonly fetchImpl: typeof fetch;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private value: Brand;
  private nextReadMs = 0;
  private reading: Promise<void> | null = null;

  constructor(private readonly o: CmsBrandOptions) {
    this.origin = o.cmsUrl.replace(/\/+$/, "");
    this.endpoint = `${this.origin}/api/graphql`;
    this.now = o.now ?? Date.now;
    this.fetchImpl = o.fetch ?? fetch;
    this.ttlMs = o.ttlMs ?? 60_000;
    this.retryMs = o.retryMs ?? 10_000;
    this.value = { operatorName: o.fallback.operatorName, mailFrom: o.fallback.mailFrom, logo: null, source: "env" };
  }

  async current(): Promise<Brand> {
    if (this.now() >= this.nextReadMs) await this.refresh();
    return this.value;
  }

  /** Reads the CMS now (one read at a time); keeps the last brand when it fails. Never throws. */
  refresh(): Promise<void> {
    this.reading ??= this.read()
      .then((brand) => {
        this.value = brand;
        this.nextReadMs = this.now() + this.ttlMs;
      })
      .catch((error: unknown) => {
        this.nextReadMs = this.now() + this.retryMs;
        this.o.log?.warn(
          { error: error instanceof Error ? error.message : String(error), using: this.value.source },
          "brand: CMS site settings not read",
        );
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }

  private async read(): Promise<Brand> {
    const res = await this.fetchImpl(this.endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...cmsReadHeaders(this.o.readToken === undefined ? process.env.CMS_READ_TOKEN : this.o.readToken),
      },
      body: JSON.stringify({ query: SITE_SETTINGS_QUERY }),
      signal: AbortSignal.timeout(this.o.timeoutMs),
    });
    if (!res.ok) throw new Error(`CMS answered ${res.status}`);
    const body = (await res.json()) as {
      data?: { SiteSettings?: SettingsAnswer | null } | null;
      errors?: { message: string }[];
    };
    if (body.errors?.length) throw new Error(`CMS: ${body.errors.map((e) => e.message).join("; ")}`);
    const s = body.data?.SiteSettings;
    if (!s) throw new Error("CMS: no SiteSettings in the answer");
    const operatorName = s.operatorName?.trim() || this.o.fallback.operatorName;
    const address = s.mailFromAddress?.trim();
    // The CMS's sender unless it is still the field's built-in default (nobody set it) and MAIL_FROM says otherwise:
    // an operator's MAIL_FROM is respected on a CMS whose site settings were never edited (an empty production database).
    const untouched = address === BRAND_DEFAULTS.mailFromAddress && this.o.fallback.mailFrom !== DEFAULT_MAIL_FROM;
    const mailFrom =
      address && ADDRESS.test(address) && !untouched
        ? mailbox(s.mailFromName?.trim() || operatorName, address)
        : this.o.fallback.mailFrom;
    return { operatorName, mailFrom, logo: await this.logoOf(s.logo), source: "cms" };
  }

  /** The logo's bytes when it is a PNG or JPEG of at most 1 MB; null otherwise (the PDF then prints the name only). */
  private async logoOf(logo: SettingsAnswer["logo"]): Promise<BrandLogo | null> {
    const mimeType = logo?.mimeType;
    if (!logo?.url || (mimeType !== "image/png" && mimeType !== "image/jpeg")) return null;
    const url = new URL(logo.url, `${this.origin}/`);
    if (url.origin !== new URL(this.origin).origin) return null; // only the CMS's own media
    const res = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.o.timeoutMs) });
    if (!res.ok) throw new Error(`CMS logo ${url.pathname} answered ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_LOGO_BYTES ? { bytes, mimeType } : null;
  }
}
