export { OffersBlock } from "./offers-block";
