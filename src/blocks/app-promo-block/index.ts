export { AppPromoBlock } from "./app-promo-block";
