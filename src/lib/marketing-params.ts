/**
 * The marketing link's query parameters (spec section 5: "Query parameters must be saved"): `referrer` (an
 * affiliate), `code` (a promo code) and `partnerCentral`. Saved for the visit (sessionStorage, one tab) from ANY
 * landing page, so that a `?code=` on a product page is still there at "Book now".
 * Pure helpers here; the layout saves them on every page (layout/marketing-params.ts), the checkout reads them.
 */

export interface SavedParams {
  referrer: string | null;
  code: string | null;
  partnerCentral: string | null;
}

export const EMPTY_PARAMS: Readonly<SavedParams> = { referrer: null, code: null, partnerCentral: null };
/** The sessionStorage key (also the checkout's jotai atom's: checkout/state/query-params.ts). */
export const PARAMS_STORAGE_KEY = "checkout.params.v1";
/** The webreferrer answer for the saved referrer: `{referrer, state, partnerCentral}`. */
export const REFERRER_CHECK_STORAGE_KEY = "checkout.referrer-check.v1";

export const cleanParam = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v && v.length <= 100 ? v : null;
};

/**
 * The saved parameters updated with those of a URL's query (absent ones keep their saved value). The partner's pair
 * travels together and the LAST link wins (ADR 0343): a link with a `referrer` or a `partnerCentral` replaces both,
 * so one partner's referrer is never sent with another's partnerCentral; a link with neither keeps the saved pair.
 */
export function mergeParams(saved: SavedParams, search: string): SavedParams {
  const query = new URLSearchParams(search);
  const referrer = cleanParam(query.get("referrer"));
  const partnerCentral = cleanParam(query.get("partnerCentral"));
  const partnerLink = referrer !== null || partnerCentral !== null;
  return {
    referrer: partnerLink ? referrer : saved.referrer,
    code: cleanParam(query.get("code")) ?? saved.code,
    partnerCentral: partnerLink ? partnerCentral : saved.partnerCentral,
  };
}

const text = (value: unknown): string | null => (typeof value === "string" ? cleanParam(value) : null);

/** What sessionStorage holds under PARAMS_STORAGE_KEY, checked (anything else reads as nothing saved). */
export function parseSavedParams(raw: string | null): SavedParams {
  try {
    const value = JSON.parse(raw ?? "null") as Record<string, unknown> | null;
    if (!value || typeof value !== "object") return { ...EMPTY_PARAMS };
    return { referrer: text(value.referrer), code: text(value.code), partnerCentral: text(value.partnerCentral) };
  } catch {
    return { ...EMPTY_PARAMS };
  }
}

/** Outcome of GET /api/ventrata/webreferrer for the saved referrer: unchecked, accepted (partner_central) or refused. */
export type ReferrerCheck = { state: "none" } | { state: "ok"; partnerCentral: string | null } | { state: "refused" };

/** A stored check, only when it is the check of this referrer. */
export function parseReferrerCheck(raw: string | null, referrer: string | null): ReferrerCheck | null {
  if (!referrer) return null;
  try {
    const value = JSON.parse(raw ?? "null") as { referrer?: unknown; state?: unknown; partnerCentral?: unknown } | null;
    if (!value || value.referrer !== referrer) return null;
    if (value.state === "refused") return { state: "refused" };
    if (value.state === "ok") return { state: "ok", partnerCentral: text(value.partnerCentral) };
    return null;
  } catch {
    return null;
  }
}

export const serializeReferrerCheck = (referrer: string, check: ReferrerCheck): string =>
  JSON.stringify({ referrer, ...check });

/** Who is credited for the visit's booking: an accepted referrer and its partner, else the link's partnerCentral. */
export interface Attribution {
  referrer: string | null;
  partnerCentral: string | null;
}

/**
 * The attribution the booking and the analytics carry: the referrer only when webreferrer accepted it, with the
 * partner_central it answered, else the link's own `partnerCentral` (the same rule as the server's reseller
 * reference, services/api/src/booking/reseller-reference.ts).
 */
export function attributionOf(saved: SavedParams, check: ReferrerCheck | null): Attribution {
  if (saved.referrer && check?.state === "ok") {
    return { referrer: saved.referrer, partnerCentral: check.partnerCentral ?? saved.partnerCentral };
  }
  return { referrer: null, partnerCentral: saved.partnerCentral };
}

/** The event fields of an attribution (none when nobody is credited, so events without a partner do not change). */
export function attributionFields(attribution: Attribution | null | undefined): Partial<Attribution> {
  if (!attribution) return {};
  return {
    ...(attribution.referrer ? { referrer: attribution.referrer } : {}),
    ...(attribution.partnerCentral ? { partnerCentral: attribution.partnerCentral } : {}),
  };
}
