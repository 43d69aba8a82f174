import type { Locale } from "../i18n/locales";
import { resolveMenuLink, type MenuItem, type ResolvedLink } from "./resolve-menu-link";

export interface MenuEntry {
  label: string;
  link: Exclude<ResolvedLink, { kind: "none" }>;
}

/** The address a resolved link opens, compared without a trailing slash, a query or a fragment. */
export function linkTarget(link: ResolvedLink): string | null {
  const raw = link.kind === "internal" ? link.to : link.kind === "external" ? link.href : null;
  if (raw === null) return null;
  return raw
    .split(/[?#]/, 1)[0]!
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
}

/**
 * The CMS menu items a visitor can use: an item that leads nowhere (type none, an unusable URI) is
 * not shown (a label in a list of links reads as a dead link), and neither is one that leads where the page already
 * links in the same place (`taken`: the header's city navigation, the footer's legal links, logos and socials) or
 * where an earlier item leads.
 */
export function menuEntries(
  items: readonly MenuItem[],
  locale: Locale,
  city: string,
  taken: readonly string[] = [],
): MenuEntry[] {
  const seen = new Set(
    taken.map((t) => linkTarget(t.startsWith("/") ? { kind: "internal", to: t } : { kind: "external", href: t })),
  );
  const entries: MenuEntry[] = [];
  for (const item of items) {
    const link = resolveMenuLink(item, locale, city);
    const target = linkTarget(link);
    if (link.kind === "none" || target === null || seen.has(target)) continue;
    seen.add(target);
    entries.push({ label: item.label, link });
  }
  return entries;
}
