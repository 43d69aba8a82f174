import { BRAND_DEFAULTS } from "../../domain/brand";
import { mediaSrc } from "../lib/media";

/** The operator's brand (CMS global "site-settings"): title suffix, header, footer, descriptions. */
export interface Brand {
  name: string;
  /** The logo (static copy of the CMS media); its text alternative is the brand's name. */
  logo: { src: string; width: number; height: number } | null;
}

type SiteSettings = NonNullable<Queries.LayoutDataFragment["cms"]>["SiteSettings"];

/** The CMS settings, else the site's default brand (a CMS without the global, or an empty name). */
export function toBrand(settings: SiteSettings | null | undefined): Brand {
  const name = settings?.operatorName?.trim() || BRAND_DEFAULTS.operatorName;
  const src = mediaSrc(settings?.logo?.url);
  return {
    name,
    logo: src ? { src, width: settings?.logo?.width ?? 256, height: settings?.logo?.height ?? 256 } : null,
  };
}

/** The brand of a page query that spread LayoutData. */
export const brandOf = (data: Queries.LayoutDataFragment): Brand => toBrand(data.cms?.SiteSettings);
