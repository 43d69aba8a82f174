import React, { type ReactNode } from "react";

/**
 * Root wrapper shared by gatsby-browser and gatsby-ssr. Page chrome lives in <Layout> inside each template,
 * below gatsby-plugin-react-i18next's provider, so it can translate.
 */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return <React.StrictMode>{element}</React.StrictMode>;
}
