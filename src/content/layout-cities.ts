import { isLocale, type Locale } from "../i18n/locales";
import { builtLocalesOf } from "../i18n/site-languages";
import { toMediaImage, type MediaImage } from "../lib/media";
import type { Currency } from "../lib/money";

export interface LayoutCity {
  id: string;
  name: string;
  locales: Locale[];
  supportEmail: string | null;
  colors: { primary: string; secondary: string; textColor: string };
  socials: { network: "facebook" | "instagram" | "youtube" | "tiktok"; url: string }[];
  tagline: string | null;
  chatUrl: string | null;
  currency: Currency;
  logos: { name: string; alt: string; to: string | null; width: number; height: number }[];
  image: MediaImage | null;
}

const NETWORKS = ["facebook", "instagram", "youtube", "tiktok"] as const;

/**
 * Reshapes the CMS city documents for the header and footer; drops incomplete ones, and the cities this build has
 * no pages for (not a `Destination` of the data layer: not configured, or not sold by the supplier; ADR 0342).
 * Each city's languages are those it has and the site is built in.
 */
export function toLayoutCities(data: Queries.LayoutDataFragment): LayoutCity[] {
  const docs = data.cms?.Cities?.docs ?? [];
  const built = data.allDestination ? new Set(data.allDestination.nodes.map((d) => d.city)) : null;
  return docs.flatMap((doc) => {
    if (!doc?.cityId || !doc.name) return [];
    if (built && !built.has(doc.cityId)) return [];
    const socials = NETWORKS.flatMap((network) => {
      const url = doc.socials?.[network];
      return url ? [{ network, url }] : [];
    });
    return [
      {
        id: doc.cityId,
        name: doc.name,
        locales: builtLocalesOf((doc.locales ?? []).flatMap((l): Locale[] => (isLocale(l) ? [l] : []))),
        supportEmail: doc.supportEmail ?? null,
        colors: {
          primary: doc.colors?.primary ?? "#c8102e",
          secondary: doc.colors?.secondary ?? "#ffd100",
          textColor: doc.colors?.textColor ?? "#ffffff",
        },
        socials,
        tagline: doc.tagline ?? null,
        chatUrl: doc.chatUrl ?? null,
        currency: {
          value: doc.currency?.value ?? "EUR",
          label: doc.currency?.label ?? null,
          prefix: doc.currency?.prefix ?? null,
        },
        logos: (doc.logos ?? []).flatMap((l) =>
          l?.name
            ? [{ name: l.name, alt: l.alt ?? "", to: l.to ?? null, width: l.width ?? 120, height: l.height ?? 40 }]
            : [],
        ),
        image: toMediaImage(doc.placeholderImage),
      },
    ];
  });
}

/** The display name of a city from the layout data ("" when the page has no city). */
export function cityNameOf(data: Queries.LayoutDataFragment, cityId: string): string {
  return toLayoutCities(data).find((c) => c.id === cityId)?.name ?? "";
}

/** The city of a path, if its second segment is a known city (`/fr/paris/...`; spec: error page buttons). */
export function cityOfPath(path: string, cities: readonly LayoutCity[]): LayoutCity | undefined {
  const segment = path.split("/").filter(Boolean)[1];
  return cities.find((c) => c.id === segment);
}
