import type { Locale } from "../i18n/locales";
import { assertNever } from "../lib/assert-never";
import { safeHref } from "../../domain/safe-href";
import { pathFor } from "../../domain/route-table";

/** The CMS link types (`menus.items.linkType`; GraphQL enum names). */
export type MenuLinkType = "product" | "inspiration_page" | "inspiration_list" | "external" | "none";

export interface MenuItem {
  label: string;
  linkType: MenuLinkType | null;
  productId?: string | null;
  inspirationSlug?: string | null;
  uri?: string | null;
}

/** Where a menu item goes: a screen of the site, an external URL, or nowhere (plain text). */
export type ResolvedLink = { kind: "internal"; to: string } | { kind: "external"; href: string } | { kind: "none" };

const NONE: ResolvedLink = { kind: "none" };

/** A relative link is valid only with a single leading slash; absolute links must be http(s). */
export const isRelativeUri = (uri: string): boolean => /^\/(?!\/)/.test(uri);
export const isAbsoluteUri = (uri: string): boolean => /^https?:\/\/[^/\s]/i.test(uri);

function fromUri(uri: string | null | undefined): ResolvedLink {
  const value = safeHref(uri);
  if (!value) return NONE;
  if (isRelativeUri(value)) return { kind: "internal", to: value };
  if (isAbsoluteUri(value)) return { kind: "external", href: value };
  return NONE;
}

/**
 * Menu link resolution (spec section 2): product → product route; inspiration_page → article route with the slug
 * minus its leading character; inspiration_list → inspiration list; no type (or `external`) with a uri → that
 * link; anything else → no link.
 */
export function resolveMenuLink(item: MenuItem, locale: Locale, city: string): ResolvedLink {
  const type = item.linkType;
  if (type === null) return fromUri(item.uri);
  switch (type) {
    case "product":
      return item.productId && city
        ? { kind: "internal", to: pathFor("city-product-id", locale, { city, id: item.productId }) }
        : NONE;
    case "inspiration_page": {
      const slug = (item.inspirationSlug ?? "").slice(1);
      return slug && city ? { kind: "internal", to: pathFor("city-inspiration-id", locale, { city, id: slug }) } : NONE;
    }
    case "inspiration_list":
      return city ? { kind: "internal", to: pathFor("city-inspiration", locale, { city }) } : NONE;
    case "external":
      return fromUri(item.uri);
    case "none":
      return NONE;
    default:
      return assertNever(type);
  }
}

const LINK_TYPES: readonly MenuLinkType[] = ["product", "inspiration_page", "inspiration_list", "external", "none"];
/** The CMS value as a link type; unknown values behave like no link. */
export const toMenuLinkType = (v: string | null | undefined): MenuLinkType | null =>
  v == null ? null : (LINK_TYPES as readonly string[]).includes(v) ? (v as MenuLinkType) : "none";
