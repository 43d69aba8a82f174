import { toMenuLinkType, type MenuItem } from "../links/resolve-menu-link";

export interface Menus {
  header: MenuItem[];
  footer: MenuItem[];
}

/** The CMS menus of a page: the city's header and footer, the global footer after the city's. */
export function toMenus(data: Queries.LayoutDataFragment, cityId: string): Menus {
  const docs = data.cms?.Menus?.docs ?? [];
  const items = (location: string, city: string | null) =>
    docs
      .filter((d) => d?.location === location && (d.city ?? null) === city)
      .flatMap((d) => d?.items ?? [])
      .flatMap((i): MenuItem[] =>
        i?.label
          ? [
              {
                label: i.label,
                linkType: toMenuLinkType(i.linkType),
                productId: i.productId,
                inspirationSlug: i.inspirationSlug,
                uri: i.uri,
              },
            ]
          : [],
      );
  return {
    header: cityId ? items("header", cityId) : [],
    footer: [...(cityId ? items("footer", cityId) : []), ...items("footer", null)],
  };
}
