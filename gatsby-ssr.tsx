import type { GatsbySSR } from "gatsby";
import React from "react";

export { wrapRootElement } from "./src/layout/wrap-root-element";

/** Site-wide head: the icon (static/favicon.svg), so that browsers do not ask for a missing /favicon.ico. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
