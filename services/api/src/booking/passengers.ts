/** The passenger rules live in domain/passengers.ts, shared with the checkout in the browser. */
export * from "../../../../domain/passengers.ts";
