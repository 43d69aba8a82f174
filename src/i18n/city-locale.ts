/** localeForCity has one definition, shared with the web server (services/catalogue/locales.ts). */
export { localeForCity } from "../../services/catalogue/locales";
