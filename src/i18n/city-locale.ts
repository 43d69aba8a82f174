/** localeForCity has one definition, shared with the web server (domain/locales.ts). */
export { localeForCity } from "../../domain/locales";
