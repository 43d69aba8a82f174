/**
 * The link to step 1 of the checkout: the contract lives in ./checkout-query.ts (link and its reader, see
 * src/checkout/README.md); this module keeps the entry points' import path.
 */
export {
  CHECKOUT_PASSENGER_TYPES, DEFAULT_CHECKOUT_PASSENGERS, checkoutInformationHref,
  type CheckoutPassengerType, type CheckoutPassengers, type CheckoutSelectionQuery,
} from "./checkout-query";
