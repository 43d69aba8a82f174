import { Link } from "gatsby";
import React, { type ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import { pathFor, type RouteName, type RouteParams } from "../routes/route-table";

interface Props {
  to: RouteName;
  locale: Locale;
  params?: RouteParams;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
}

/** A link to a screen of the route table: the path is always built by `pathFor`. */
export function LocalizedLink({ to, locale, params = {}, children, ...rest }: Props) {
  return (
    <Link to={pathFor(to, locale, params)} {...rest}>
      {children}
    </Link>
  );
}
