/**
 * The customer details of checkout step 3 (spec section 5): ONE schema for the site's form
 * (formik + zod) and the booking API's setCustomerDetails (services/api/src/booking/cart.ts), like the help-centre
 * forms (./forms.ts, ADR 0060). No dependencies: each side passes its own zod (same major).
 *
 * Issue messages are rules (`CustomerRule`), not texts: the site turns them into its catalogue's messages, the
 * server into its own localized keys; neither ever echoes the input.
 */
import type * as Zod from "zod";
import { isEmailAddress } from "./email";
import { COUNTRY_CODES } from "./forms";

type ZodNamespace = typeof Zod.z;

export type CustomerField =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "country"
  | "postalCode"
  | "notes"
  | "allowMarketing"
  | "termsAccepted";
export type CustomerRule =
  "tooShort" | "tooLong" | "characters" | "email" | "phone" | "country" | "postalCode" | "terms" | "invalid";

/** Longest accepted value of each free-text field, in characters (Unicode code points). */
export const CUSTOMER_LIMITS = { name: 100, email: 254, phone: 24, postalCode: 12, notes: 500 } as const;
/** First and last name: at least this many characters (spec section 9). */
export const NAME_MIN_LENGTH = 2;

/** The e-mail rule and comparable form are the kernel's one (email.ts). */
export { emailKey } from "./email";
/** A phone number with its country code: +, then 6 to 15 digits, spaces, dots, dashes or brackets between them. */
export const CUSTOMER_PHONE_RE = /^\+\d[\d ().-]{5,22}\d$/;
/** Letters, digits, spaces and dashes, starting with a letter or digit (UK "SW1A 1AA", NL "1012 AB", FR "75001"). */
export const POSTAL_CODE_RE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

/**
 * Characters a name may not hold: control characters (CR/LF, tab, NUL...), format characters (zero-width
 * space and joiners U+200B-U+200D, direction marks and overrides U+200E-U+200F, U+202A-U+202E, isolates
 * U+2066-U+2069, U+061C, BOM U+FEFF...), line and paragraph separators and lone surrogates. They forge headers and
 * PDF lines, reverse what a ticket or an e-mail shows, or make two names look the same.
 */
export const NAME_FORBIDDEN_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

const length = (value: string) => [...value].length;

/** The step-3 form's values as the browser sends them (every text trimmed by the schema). */
export function customerSchema(z: ZodNamespace) {
  const text = z.string({ error: "invalid" }).trim();
  const bounded = (max: number) => text.refine((v) => length(v) <= max, { error: "tooLong" });
  const name = text
    .refine((v) => !NAME_FORBIDDEN_RE.test(v), { error: "characters", abort: true })
    .refine((v) => length(v) >= NAME_MIN_LENGTH, { error: "tooShort", abort: true })
    .refine((v) => length(v) <= CUSTOMER_LIMITS.name, { error: "tooLong" });
  const optional = (max: number, rule: CustomerRule, re: RegExp) =>
    text
      .default("")
      .refine((v) => length(v) <= max, { error: "tooLong", abort: true })
      .refine((v) => v === "" || re.test(v), { error: rule });
  return z.object({
    firstName: name,
    lastName: name,
    email: text.refine((v) => length(v) <= CUSTOMER_LIMITS.email && isEmailAddress(v), { error: "email" }),
    phone: optional(CUSTOMER_LIMITS.phone, "phone", CUSTOMER_PHONE_RE),
    country: text
      .default("")
      .transform((v) => v.toUpperCase())
      .refine((v) => v === "" || COUNTRY_CODES.includes(v), { error: "country" }),
    postalCode: optional(CUSTOMER_LIMITS.postalCode, "postalCode", POSTAL_CODE_RE),
    notes: bounded(CUSTOMER_LIMITS.notes).default(""),
    allowMarketing: z.boolean({ error: "invalid" }).default(false),
    termsAccepted: z.literal(true, { error: "terms" }),
  });
}

export type CustomerSchema = ReturnType<typeof customerSchema>;
export type CustomerDetails = Zod.output<CustomerSchema>;

/** The first problem of each field, in the form's order: what the site shows and the server answers. */
export function customerProblems(
  schema: CustomerSchema,
  values: unknown,
): { field: CustomerField; rule: CustomerRule }[] {
  const parsed = schema.safeParse(values);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const problems: { field: CustomerField; rule: CustomerRule }[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as CustomerField;
    if (seen.has(field)) continue;
    seen.add(field);
    const rule =
      (["tooShort", "tooLong", "characters", "email", "phone", "country", "postalCode", "terms"] as const).find(
        (r) => r === issue.message,
      ) ?? "invalid";
    problems.push({ field, rule });
  }
  const order: readonly CustomerField[] = [
    "firstName",
    "lastName",
    "email",
    "phone",
    "country",
    "postalCode",
    "notes",
    "allowMarketing",
    "termsAccepted",
  ];
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
