import { isLocale, type Locale } from "../i18n/locales";

export interface LayoutCity {
  id: string;
  name: string;
  locales: Locale[];
  supportEmail: string | null;
  colors: { primary: string; secondary: string; textColor: string };
  socials: { network: "facebook" | "instagram" | "youtube" | "tiktok"; url: string }[];
}

const NETWORKS = ["facebook", "instagram", "youtube", "tiktok"] as const;

/** Reshapes the CMS city documents for the header and footer; drops incomplete ones. */
export function toLayoutCities(data: Queries.LayoutDataFragment): LayoutCity[] {
  const docs = data.cms?.Cities?.docs ?? [];
  return docs.flatMap((doc) => {
    if (!doc?.cityId || !doc.name) return [];
    const socials = NETWORKS.flatMap((network) => {
      const url = doc.socials?.[network];
      return url ? [{ network, url }] : [];
    });
    return [
      {
        id: doc.cityId,
        name: doc.name,
        locales: (doc.locales ?? []).filter((l): l is Locale => typeof l === "string" && isLocale(l)),
        supportEmail: doc.supportEmail ?? null,
        colors: {
          primary: doc.colors?.primary ?? "#c8102e",
          secondary: doc.colors?.secondary ?? "#ffd100",
          textColor: doc.colors?.textColor ?? "#ffffff",
        },
        socials,
      },
    ];
  });
}

/** The display name of a city from the layout data ("" when the page has no city). */
export function cityNameOf(data: Queries.LayoutDataFragment, cityId: string): string {
  return toLayoutCities(data).find((c) => c.id === cityId)?.name ?? "";
}
