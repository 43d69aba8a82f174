import pkg from "../../package.json";

/**
 * The site's version (analytics `siteVersion`, Gatsby's siteMetadata): the root package.json's `version`, the one
 * place it is written. The web server (services/api) reads the same field.
 */
export const SITE_VERSION: string = pkg.version;
