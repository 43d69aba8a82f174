/**
 * Saves the marketing link's parameters of every page the visitor lands on and checks its
 * referrer with GET /api/ventrata/webreferrer wherever one arrives, except on partner pages (spec: "called when the
 * URL carries a referrer unless the route has a slug and is a partner page"). Browser only; the checkout reads the
 * same sessionStorage (checkout/state/query-params.ts) and the same check (one request a referrer and visit).
 */
import { useEffect } from "react";
import type { PageContext } from "../routes/page-context";
import {
  attributionOf,
  mergeParams,
  parseReferrerCheck,
  parseSavedParams,
  PARAMS_STORAGE_KEY,
  REFERRER_CHECK_STORAGE_KEY,
  serializeReferrerCheck,
  type Attribution,
  type ReferrerCheck,
  type SavedParams,
} from "../lib/marketing-params";

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the parameters last only while the query has them
  }
}

function write(key: string, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // quota or privacy mode: nothing to keep
  }
}

/** The parameters saved for this visit. */
export const readSavedParams = (): SavedParams => parseSavedParams(session()?.getItem(PARAMS_STORAGE_KEY) ?? null);

/** Merges the query's referrer, code and partnerCentral into the saved ones; returns the result. */
export function saveParamsOf(search: string): SavedParams {
  const saved = readSavedParams();
  const merged = mergeParams(saved, search);
  if (JSON.stringify(merged) !== JSON.stringify(saved)) write(PARAMS_STORAGE_KEY, JSON.stringify(merged));
  return merged;
}

/** The stored webreferrer answer for this referrer, if it was asked this visit. */
export const storedReferrerCheck = (referrer: string | null): ReferrerCheck | null =>
  parseReferrerCheck(session()?.getItem(REFERRER_CHECK_STORAGE_KEY) ?? null, referrer);

const inFlight = new Map<string, Promise<ReferrerCheck>>();

/**
 * webreferrer's answer for a referrer: 404 refused, 200 accepted with its partner_central; stored for the visit.
 * A failure (network, CMS 502) answers "none" and is not stored, so that a later page asks again.
 */
export function checkReferrer(referrer: string): Promise<ReferrerCheck> {
  const stored = storedReferrerCheck(referrer);
  if (stored) return Promise.resolve(stored);
  const pending = inFlight.get(referrer);
  if (pending) return pending;
  const request = fetch(`/api/ventrata/webreferrer?referrer=${encodeURIComponent(referrer)}`)
    .then(async (response): Promise<ReferrerCheck> => {
      let check: ReferrerCheck = { state: "none" };
      if (response.status === 404) check = { state: "refused" };
      else if (response.ok) {
        const body = (await response.json()) as { partner_central?: string | null };
        check = { state: "ok", partnerCentral: body.partner_central ?? null };
      }
      if (check.state !== "none") write(REFERRER_CHECK_STORAGE_KEY, serializeReferrerCheck(referrer, check));
      return check;
    })
    .catch((): ReferrerCheck => ({ state: "none" }))
    .finally(() => inFlight.delete(referrer));
  inFlight.set(referrer, request);
  return request;
}

/** Who this visit's booking credits (see attributionOf), from what is stored. */
export function currentAttribution(): Attribution {
  const saved = readSavedParams();
  return attributionOf(saved, storedReferrerCheck(saved.referrer));
}

const isPartnerPage = (pageContext: Pick<PageContext, "pageType">) =>
  pageContext.pageType === "partner" || pageContext.pageType === "partner_local";

/** On every page: save the query's marketing parameters; check a referrer the URL carries (not on partner pages). */
export function useMarketingParams(pageContext: Pick<PageContext, "pageType">): void {
  useEffect(() => {
    const { search } = window.location;
    saveParamsOf(search);
    const referrer = new URLSearchParams(search).get("referrer")?.trim();
    if (referrer && !isPartnerPage(pageContext)) void checkReferrer(referrer);
  }, [pageContext]);
}
