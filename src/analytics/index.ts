/** The analytics module: builders, the data layer, consent and tags. docs/analytics.md lists the events. */
export * from "./data-layer";
export * from "./ecommerce";
export * from "./events";
