/** The site's price formatter is the shared one (services/catalogue/money.ts): page, ticket and e-mail agree. */
export { formatMoney as formatPrice, type CurrencyDisplay as Currency } from "../../services/catalogue/money";
