/**
 * The step-3 customer form's schema, built with the site's zod from the module the booking API validates with too
 * (domain/customer-details.ts), and each rule's message in the site's catalogue. Only the checkout
 * chunk imports this file.
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/use-t";
import {
  customerProblems,
  customerSchema,
  type CustomerField,
  type CustomerRule,
} from "../../../domain/customer-details";

export { COUNTRY_CODES } from "../../../domain/forms";
export type { CustomerField } from "../../../domain/customer-details";

// No JIT under the site's CSP (see src/forms/schema.ts).
z.config({ jitless: true });

export const CUSTOMER_SCHEMA = customerSchema(z);

/** What the form holds (strings and booleans as typed; the schema trims and checks them). */
export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  postalCode: string;
  notes: string;
  allowMarketing: boolean;
  termsAccepted: boolean;
}

export const EMPTY_CUSTOMER: CustomerValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  country: "",
  postalCode: "",
  notes: "",
  allowMarketing: false,
  termsAccepted: false,
};

/**
 * The spec's default 'This field is not valid.' unless a rule has a more helpful message; a name too short says
 * what the server says (the browser said 'This field is not valid.' and the server 'First name must
 * have at least 2 characters').
 */
const RULE_MESSAGES: Record<Exclude<CustomerRule, "tooShort">, MessageKey> = {
  invalid: "errors.fieldInvalid",
  tooLong: "forms.error.tooLong",
  characters: "checkout.error.nameCharacters",
  email: "forms.error.email",
  phone: "forms.error.phone",
  country: "forms.error.country",
  postalCode: "checkout.error.postalCode",
  terms: "errors.acceptTerms",
};

/** Each invalid field's message key, in the form's order. */
export function customerErrors(values: CustomerValues): { field: CustomerField; key: MessageKey }[] {
  return customerProblems(CUSTOMER_SCHEMA, values).map(({ field, rule }) => ({ field, key: messageOf(field, rule) }));
}

function messageOf(field: CustomerField, rule: CustomerRule): MessageKey {
  if (rule !== "tooShort") return RULE_MESSAGES[rule];
  return field === "lastName" ? "checkout.error.lastNameTooShort" : "checkout.error.firstNameTooShort";
}

/** The fields in the order the form shows them: Spanish puts the last name first (spec section 5). */
export function customerFieldOrder(locale: string): readonly CustomerField[] {
  const names: CustomerField[] = locale === "es" ? ["lastName", "firstName"] : ["firstName", "lastName"];
  return [...names, "email", "phone", "country", "postalCode", "notes", "allowMarketing", "termsAccepted"];
}
