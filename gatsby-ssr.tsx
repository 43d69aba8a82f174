import type { GatsbySSR } from "gatsby";
import React from "react";
import { CONSENT_DEFAULT_SCRIPT } from "./src/analytics/consent";
import { HELD_TOUR_HEAD_SCRIPT } from "./src/lib/held-tour";

export { wrapRootElement } from "./src/layout/wrap-root-element";

/**
 * Site-wide head: the icon (static/favicon.svg), so that browsers do not ask for a missing /favicon.ico; and first
 * of all the Consent Mode v2 defaults ('denied'), before any tag can load (ADR 0100; an inline script of
 * the build, so the web server's CSP hashes it).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script
      key="consent-defaults"
      id="consent-defaults"
      dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }}
    />,
    // A held tour: room under the header before the first paint (src/lib/held-tour.ts).
    <script key="held-tour" id="held-tour-mark" dangerouslySetInnerHTML={{ __html: HELD_TOUR_HEAD_SCRIPT }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Without JavaScript the phone header's "Menu" button cannot open its panel: show the panel instead.
    // Nor is a tag ever loaded: the server-rendered consent banner (ADR 0330) has nothing to ask.
    <noscript
      key="no-js-header"
      dangerouslySetInnerHTML={{
        __html:
          "<style>@media (max-width:47.99rem){.header__panel{display:block!important}.header__menu-button{display:none!important}}.consent-banner{display:none!important}</style>",
      }}
    />,
  ]);
};
