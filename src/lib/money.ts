/** The site's price formatter is the shared one (domain/money.ts): page, ticket and e-mail agree. */
export { currencySymbol, formatMoney as formatPrice, type CurrencyDisplay as Currency } from "../../domain/money";
