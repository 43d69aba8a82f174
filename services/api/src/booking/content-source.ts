/**
 * What the booking API reads from the CMS, behind one interface. The default implementation queries Payload's
 * GraphQL endpoint (collections cities and partners, global app-rating; see services/cms).
 */
import { cmsReadHeaders } from "../config.ts";
import type { Locale } from "../locale.ts";

export interface CmsCity {
  city: string;
  name: string;
  gid: string | null;
}

export interface CmsPartner {
  slug: string;
  referrer: string;
  partnerCentral: string | null;
}

export interface CmsAppRating {
  rankingAppIos: number | null;
  rankingAppAndroid: number | null;
}

/** A partner's promo code and whether it adds to the web offer (docs/adr/0353). */
export interface CmsPromoCode {
  promoCode: string;
  promoCombinesWithOffers: boolean | null;
}

export interface ContentSource {
  cities(locale: Locale): Promise<CmsCity[]>;
  /** The partner entry naming this code (upper case), or null. */
  promoCode(code: string): Promise<CmsPromoCode | null>;
  partnerByReferrer(referrer: string): Promise<CmsPartner | null>;
  appRating(): Promise<CmsAppRating>;
}

/** A CMS failure with the `{status message}` the spec's error texts print. */
export class ContentSourceError extends Error {
  constructor(readonly detail: string) {
    super(`CMS: ${detail}`);
    this.name = "ContentSourceError";
  }
}

export const CMS_QUERIES = {
  cities: (locale: Locale) =>
    `query Cities { Cities(limit: 0, locale: ${locale}, fallbackLocale: en, sort: "cityId") { docs { cityId name gid } } }`,
  partner: `query Partner($referrer: String!) { Partners(where: { referrer: { equals: $referrer } }, limit: 1) { docs { slug referrer partnerCentral } } }`,
  promoCode: `query PromoCode($code: String!) { Partners(where: { promoCode: { equals: $code } }, limit: 1) { docs { promoCode promoCombinesWithOffers } } }`,
  appRating: `query AppRating { AppRating { rankingAppIos rankingAppAndroid } }`,
} as const;

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string }[];
}

export class GraphQLContentSource implements ContentSource {
  private readonly endpoint: string;
  constructor(
    cmsUrl: string,
    private readonly timeoutMs = 5000,
    /** CMS_READ_TOKEN: `cities` reads the whole collection (limit: 0), refused to anonymous clients. */
    private readonly readToken: string | null = null,
  ) {
    this.endpoint = `${cmsUrl.replace(/\/+$/, "")}/api/graphql`;
  }

  async cities(locale: Locale): Promise<CmsCity[]> {
    const data = await this.query<{ Cities: { docs: { cityId: string; name: string; gid: string | null }[] } | null }>(
      CMS_QUERIES.cities(locale),
    );
    if (!data.Cities) throw new ContentSourceError("200 Cities missing from the response");
    return data.Cities.docs.map((d) => ({ city: d.cityId, name: d.name, gid: d.gid ?? null }));
  }

  async partnerByReferrer(referrer: string): Promise<CmsPartner | null> {
    const data = await this.query<{ Partners: { docs: CmsPartner[] } | null }>(CMS_QUERIES.partner, { referrer });
    return data.Partners?.docs[0] ?? null;
  }

  async promoCode(code: string): Promise<CmsPromoCode | null> {
    const data = await this.query<{ Partners: { docs: CmsPromoCode[] } | null }>(CMS_QUERIES.promoCode, { code });
    return data.Partners?.docs[0] ?? null;
  }

  async appRating(): Promise<CmsAppRating> {
    const data = await this.query<{ AppRating: CmsAppRating | null }>(CMS_QUERIES.appRating);
    return data.AppRating ?? { rankingAppIos: null, rankingAppAndroid: null };
  }

  private async query<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...cmsReadHeaders(this.readToken) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError")
        throw new ContentSourceError(`timeout after ${this.timeoutMs} ms`);
      const cause =
        error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
      throw new ContentSourceError(`network error ${cause?.code ?? cause?.message ?? String(error)}`);
    }
    let body: GraphQLResponse<T> | undefined;
    try {
      body = (await response.json()) as GraphQLResponse<T>;
    } catch {
      body = undefined;
    }
    if (!response.ok && !body?.errors) throw new ContentSourceError(`${response.status} ${response.statusText}`);
    if (body?.errors?.length) {
      throw new ContentSourceError(`${response.status} ${body.errors.map((e) => e.message).join("; ")}`);
    }
    if (!body?.data) throw new ContentSourceError(`${response.status} empty GraphQL response`);
    return body.data;
  }
}
