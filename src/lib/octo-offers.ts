/** Build-time reading of the OCTO supplier (gatsby-node): home offer ids per city and "price from" per product. */

export interface PriceFrom {
  /** Minor units (cents), retail price of the adult unit of the default option. */
  amount: number;
  /** Minor units before the supplier's discount, when higher. */
  original: number | null;
  currency: string;
  optionId: string;
  /** Hours before the start until which the default option cancels free of charge (OCTO cancellationCutoff); absent: not cancellable. */
  freeCancellationHours?: number;
}

export interface OctoData {
  /** City id → product ids of its `sight-base-offer` category, in order. */
  homeProductIds: Record<string, string[]>;
  prices: Record<string, PriceFrom>;
  /** Why the prices are missing (the products call failed): the build warns and goes on without them. */
  pricesProblem?: string;
}

interface OctoCategory {
  title?: string;
  productIds?: string[];
}
interface OctoDestination {
  id?: string;
  city?: string;
  categories?: OctoCategory[];
}
interface OctoPricing {
  retail?: number;
  original?: number;
  currency?: string;
}
interface OctoUnit {
  type?: string;
  pricingFrom?: OctoPricing[];
}
interface OctoOption {
  id?: string;
  default?: boolean;
  cancellationCutoffAmount?: number;
  cancellationCutoffUnit?: string;
  units?: OctoUnit[];
}
interface OctoProduct {
  id?: string;
  options?: OctoOption[];
}

export const HOME_CATEGORY = "sight-base-offer";

export function toHomeProductIds(destinations: unknown): Record<string, string[]> {
  const list: OctoDestination[] = Array.isArray(destinations)
    ? destinations
    : ((destinations as { destinations?: OctoDestination[] } | null)?.destinations ?? []);
  const result: Record<string, string[]> = {};
  for (const d of list) {
    const city = d.city ?? d.id;
    const category = d.categories?.find((c) => c.title === HOME_CATEGORY);
    if (city && category?.productIds) result[city] = [...category.productIds];
  }
  return result;
}

const HOURS_PER_UNIT: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24 };

/** The option's cancellation cutoff in hours, when the supplier states one (the option can be cancelled). */
function freeCancellation(option: OctoOption): { freeCancellationHours?: number } {
  const amount = option.cancellationCutoffAmount;
  const perUnit = HOURS_PER_UNIT[option.cancellationCutoffUnit ?? ""];
  return typeof amount === "number" && amount >= 0 && perUnit ? { freeCancellationHours: Math.ceil(amount * perUnit) } : {};
}

export function toPricesFrom(products: unknown): Record<string, PriceFrom> {
  const result: Record<string, PriceFrom> = {};
  for (const p of Array.isArray(products) ? (products as OctoProduct[]) : []) {
    const option = p.options?.find((o) => o.default) ?? p.options?.[0];
    const units = option?.units ?? [];
    const unit = units.find((u) => u.type === "ADULT") ?? units[0];
    const pricing = unit?.pricingFrom?.[0];
    if (!p.id || !option?.id || typeof pricing?.retail !== "number") continue;
    result[p.id] = {
      amount: pricing.retail,
      original: typeof pricing.original === "number" && pricing.original > pricing.retail ? pricing.original : null,
      currency: pricing.currency ?? "EUR",
      optionId: option.id,
      ...freeCancellation(option),
    };
  }
  return result;
}

type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Reads the supplier once per build. A failed destinations call throws a BuildAbort with the spec's message (the
 * build stops); a failed products call leaves the prices empty and says why in `pricesProblem` (the build warns).
 */
export async function fetchOctoData(env: Record<string, string | undefined>, fetchImpl: Fetch): Promise<OctoData> {
  const base = (env.OCTO_BASE_URL ?? "http://localhost:4010").replace(/\/$/, "");
  const key = env.OCTO_API_KEY ?? "octo-sandbox-dev-key";
  const get = async (path: string, capabilities: string) => {
    const res = await fetchImpl(`${base}${path}`, {
      headers: { Authorization: `Bearer ${key}`, "Octo-Capabilities": capabilities, Accept: "application/json" },
    });
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
    return res.json();
  };
  // Destinations are the `ventrata/content` field of GET /supplier (Ventrata's API has no /destinations path).
  const [destinations, products] = await Promise.allSettled([
    get("/supplier", "octo/content, ventrata/content"),
    get("/products", "octo/pricing"),
  ]);
  if (destinations.status === "rejected") throw new BuildAbort(destinationsFailure(`${base}/supplier`, destinations.reason));
  if (products.status === "rejected") {
    return { homeProductIds: toHomeProductIds(destinations.value), prices: {}, pricesProblem: String(products.reason) };
  }
  return { homeProductIds: toHomeProductIds(destinations.value), prices: toPricesFrom(products.value) };
}

/** A reason the spec gives for startup to abort (section 8): the build stops with this message, it does not warn. */
export class BuildAbort extends Error {
  override name = "BuildAbort";
}

/** Spec section 8, "Destinations call fails": 'Unable to fetch destination ... with err {status message}'. */
export const destinationsFailure = (url: string, error: unknown): string =>
  `Unable to fetch destination ${url} with err ${error instanceof Error ? error.message : String(error)}`;

/** Spec section 8, "No sight-base-offer category". */
export const BASE_OFFER_MISSING = "Unable to find esight base offer from CMS please provide the category with name sight-base-offer";

/**
 * What stops the build in the supplier's answer (issue 28 item 3): a city of the CMS without its `sight-base-offer`
 * category in the destinations (spec: "aborts startup"). One line per city; empty when the build may go on.
 */
export function buildAbortReasons(octo: OctoData, cityIds: readonly string[]): string[] {
  return cityIds.filter((city) => !octo.homeProductIds[city]).map((city) => `${BASE_OFFER_MISSING} (city ${city})`);
}
