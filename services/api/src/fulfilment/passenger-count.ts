/**
 * A count of passengers as the e-mails, the PDF, the calendar file and the price breakdown write it: "1 × adulte",
 * "2 × adultes", "1 × Adult" (the multiplication sign, the singular for one, lower case where the language writes
 * common nouns so), the site's `checkout.count.*` words (src/i18n/messages). A type the table does not know keeps the
 * supplier's label.
 */
import type { Locale } from "../locale.ts";
import type { UnitType } from "../booking/passengers.ts";

type Forms = { one: string; other: string };
const f = (one: string, other: string): Forms => ({ one, other });

// Every unit type of the kernel's list (domain/passengers.ts, ADR 0358) in every language: a new type fails to compile here.
const UNITS: Record<Locale, Record<UnitType, Forms>> = {
  en: {
    ADULT: f("Adult", "Adults"),
    CHILD: f("Child", "Children"),
    INFANT: f("Infant", "Infants"),
    SENIOR: f("Senior", "Seniors"),
    STUDENT: f("Student", "Students"),
    FAMILY: f("Family pass", "Family passes"),
  },
  fr: {
    ADULT: f("adulte", "adultes"),
    CHILD: f("enfant", "enfants"),
    INFANT: f("bébé", "bébés"),
    SENIOR: f("senior", "seniors"),
    STUDENT: f("étudiant", "étudiants"),
    FAMILY: f("pass famille", "pass famille"),
  },
  es: {
    ADULT: f("adulto", "adultos"),
    CHILD: f("niño", "niños"),
    INFANT: f("bebé", "bebés"),
    SENIOR: f("mayor", "mayores"),
    STUDENT: f("estudiante", "estudiantes"),
    FAMILY: f("pase familiar", "pases familiares"),
  },
  nl: {
    ADULT: f("volwassene", "volwassenen"),
    CHILD: f("kind", "kinderen"),
    INFANT: f("baby", "baby's"),
    SENIOR: f("senior", "senioren"),
    STUDENT: f("student", "studenten"),
    FAMILY: f("gezinspas", "gezinspassen"),
  },
};

const plurals = new Map<Locale, Intl.PluralRules>();
const pluralOf = (locale: Locale, count: number) => {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

/** "2 × adultes" (a no-break space between the count and the sign). */
export function countText(count: number, type: string, label: string | null | undefined, locale: Locale): string {
  const forms = (UNITS[locale] as Record<string, Forms> | undefined)?.[type.toUpperCase()];
  const noun = forms
    ? pluralOf(locale, count) === "one"
      ? forms.one
      : forms.other
    : (label ?? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase());
  return `${count}\u00a0× ${noun}`;
}

/** A list of passenger counts: "2 × adultes, 1 × enfant". */
export const countsText = (
  passengers: readonly { type: string; label?: string | null; count: number }[],
  locale: Locale,
): string => passengers.map((p) => countText(p.count, p.type, p.label, locale)).join(", ");
