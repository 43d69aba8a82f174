/**
 * The help-centre forms: the contact form and the private-tour request (spec section 3: name, e-mail,
 * company, phone with country code, country that must be chosen, event description). ONE schema for the site's
 * form (formik + zod) and the web server's endpoints (POST /api/forms/*).
 *
 * No dependencies (ADR 0002, ADR 0060): the site and services/api each pass their own zod (same major) to
 * `formSchemas(z)`; `import type` is erased, so nothing here resolves a package at run time. Error messages are
 * catalogue keys (`forms.error.*`), translated by the site's catalogue and by the server's messages.
 */
import type * as Zod from "zod";
import type { CityId } from "./cities";
import { CITIES } from "./cities";
import { LOCALES } from "./locales";
import { isEmailAddress } from "./email";

/** The zod namespace (`import { z } from "zod"`) of the caller's own dependency tree. */
export type ZodNamespace = typeof Zod.z;

export type FormKind = "contact" | "private-tour";
export const FORM_KINDS: readonly FormKind[] = ["contact", "private-tour"];

/** Keys of the field error messages; the same keys exist in the site's catalogues and the server's messages. */
export type FormErrorKey =
  | "forms.error.required"
  | "forms.error.invalid"
  | "forms.error.email"
  | "forms.error.phone"
  | "forms.error.country"
  | "forms.error.tooLong"
  | "forms.error.tooShort";

export const FORM_LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  phone: 24,
  subject: 150,
  message: 5000,
  captcha: 8000,
  groupSize: 999,
} as const;

/** A day as the date field sends it (YYYY-MM-DD). */
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** ISO 3166-1 alpha-2 codes (249); the site shows them with Intl.DisplayNames in the page's language. */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA " +
  "CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB " +
  "GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG " +
  "KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV " +
  "MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB " +
  "SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US " +
  "UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/** A phone number with its country code: "+" then 7 to 15 digits (E.164), spaces, dots, dashes and brackets allowed. */
export const PHONE_PATTERN = /^\+[1-9][\d\s().-]{6,22}$/;
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

const CITY_IDS = CITIES.map((c) => c.id) as [CityId, ...CityId[]];
const LOCALE_VALUES = [...LOCALES] as [(typeof LOCALES)[number], ...(typeof LOCALES)[number][]];

/** The two forms' schemas built with the caller's zod. Every field is trimmed; optional fields may be empty. */
export function formSchemas(z: ZodNamespace) {
  const required = (max: number, min = 1) =>
    z
      .string({ error: "forms.error.required" })
      .trim()
      .min(1, { error: "forms.error.required" })
      .min(min, { error: "forms.error.tooShort" })
      .max(max, { error: "forms.error.tooLong" });
  const optional = (max: number) =>
    z.string({ error: "forms.error.invalid" }).trim().max(max, { error: "forms.error.tooLong" }).default("");
  const email = required(FORM_LIMITS.email).refine(isEmailAddress, { error: "forms.error.email" });
  const phone = (needed: boolean) =>
    (needed ? required(FORM_LIMITS.phone) : optional(FORM_LIMITS.phone)).refine(
      (v) => v === "" || (PHONE_PATTERN.test(v) && phoneDigits(v).length >= 7 && phoneDigits(v).length <= 15),
      { error: "forms.error.phone" },
    );
  const common = {
    city: z.enum(CITY_IDS, { error: "forms.error.invalid" }),
    locale: z.enum(LOCALE_VALUES, { error: "forms.error.invalid" }),
    name: required(FORM_LIMITS.name, 2),
    email,
  };
  const contact = z.object({
    ...common,
    phone: phone(false),
    subject: required(FORM_LIMITS.subject),
    message: required(FORM_LIMITS.message, 10),
  });
  const privateTour = z.object({
    ...common,
    company: optional(FORM_LIMITS.company),
    phone: phone(true),
    country: z
      .string({ error: "forms.error.country" })
      .refine((v) => COUNTRY_CODES.includes(v), { error: "forms.error.country" }),
    // The day and the group's size the team quotes for (optional: an organiser may not know them yet).
    tourDate: optional(10).refine((v) => v === "" || ISO_DATE.test(v), { error: "forms.error.invalid" }),
    groupSize: optional(8).refine(
      (v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= FORM_LIMITS.groupSize),
      { error: "forms.error.invalid" },
    ),
    eventDescription: required(FORM_LIMITS.message, 10),
  });
  return { contact, "private-tour": privateTour } as const;
}

export type FormSchemas = ReturnType<typeof formSchemas>;
export type ContactFormValues = Zod.infer<FormSchemas["contact"]>;
export type PrivateTourFormValues = Zod.infer<FormSchemas["private-tour"]>;
export type FormValues<K extends FormKind> = Zod.infer<FormSchemas[K]>;

/** The fields a visitor fills in, in display order (city and locale come from the page). */
export const FORM_FIELDS = {
  contact: ["name", "email", "phone", "subject", "message"],
  "private-tour": ["name", "email", "company", "phone", "country", "tourDate", "groupSize", "eventDescription"],
} as const satisfies Record<FormKind, readonly string[]>;

export const REQUIRED_FIELDS: Readonly<Record<FormKind, readonly string[]>> = {
  contact: ["name", "email", "subject", "message"],
  "private-tour": ["name", "email", "phone", "country", "eventDescription"],
};
