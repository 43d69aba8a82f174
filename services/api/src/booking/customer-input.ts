/**
 * setCustomerDetails validates with the step-3 form's own schema (domain/customer-details.ts, built
 * with the server's zod) and answers each field's problem with the booking API's localized message.
 */
import { z } from "zod";
import {
  CUSTOMER_LIMITS,
  customerSchema,
  type CustomerField,
  type CustomerRule,
} from "../../../../domain/customer-details.ts";
import type { FieldError } from "./errors.ts";

export const CUSTOMER_SCHEMA = customerSchema(z);

const MAX: Partial<Record<CustomerField, number>> = {
  firstName: CUSTOMER_LIMITS.name,
  lastName: CUSTOMER_LIMITS.name,
  email: CUSTOMER_LIMITS.email,
  phone: CUSTOMER_LIMITS.phone,
  postalCode: CUSTOMER_LIMITS.postalCode,
  notes: CUSTOMER_LIMITS.notes,
};

export function customerFieldError(field: CustomerField, rule: CustomerRule): FieldError {
  switch (rule) {
    case "tooShort":
      return { field, key: field === "lastName" ? "LAST_NAME_TOO_SHORT" : "FIRST_NAME_TOO_SHORT" };
    case "tooLong":
      return { field, key: "FIELD_TOO_LONG", params: { max: MAX[field] ?? CUSTOMER_LIMITS.notes } };
    case "characters":
      return { field, key: "NAME_CHARACTERS" };
    case "email":
      return { field, key: "EMAIL_INVALID" };
    case "phone":
      return { field, key: "PHONE_INVALID" };
    case "country":
      return { field, key: "COUNTRY_INVALID" };
    case "postalCode":
      return { field, key: "POSTAL_CODE_INVALID" };
    case "terms":
      return { field, key: "TERMS_NOT_ACCEPTED" };
    default:
      return { field, key: "FIELD_INVALID" };
  }
}
