import { Link } from "gatsby";
import React, { type ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import { pathFor, type ParamsOf, type RouteName } from "../../domain/route-table";

/** The route's parameters, by name: required when the route has any, optional (empty) when it has none. */
type ParamsProp<N extends RouteName> = keyof ParamsOf<N> extends never
  ? { params?: ParamsOf<N> }
  : { params: ParamsOf<N> };

type Props<N extends RouteName> = {
  to: N;
  locale: Locale;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
  onClick?: () => void;
  /** Marks a link that changes city (the target city, "" for the city chooser): the held-tour entry asks first. */
  "data-city-switch"?: string;
} & ParamsProp<N>;

/** A link to a screen of the route table: the path is always built by `pathFor`, with that route's parameters. */
export function LocalizedLink<N extends RouteName>({ to, locale, params, children, ...rest }: Props<N>) {
  return (
    <Link to={pathFor(to, locale, (params ?? {}) as ParamsOf<N>)} {...rest}>
      {children}
    </Link>
  );
}
