import { Link } from "gatsby";
import React, { type ReactNode } from "react";
import type { ResolvedLink } from "./resolve-menu-link";

/** Renders a resolved CMS link: Gatsby <Link> inside the site, a plain anchor outside, text when no link. */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
}) {
  switch (link.kind) {
    case "internal":
      return (
        <Link to={link.to} className={className}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={link.href} className={className} rel="noopener">
          {children}
        </a>
      );
    default:
      return <span className={className}>{children}</span>;
  }
}
