/** The passenger rules live in services/catalogue/passengers.ts, shared with the checkout in the browser. */
export * from "../../../catalogue/passengers.ts";
