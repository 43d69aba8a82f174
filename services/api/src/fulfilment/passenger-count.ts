/**
 * A count of passengers as the e-mails, the PDF, the calendar file and the price breakdown write it: "1 × adulte",
 * "2 × adultes", "1 × Adult" (the multiplication sign, the singular for one, lower case where the language writes
 * common nouns so), the site's `checkout.count.*` words (src/i18n/messages). A type the table does not know keeps the
 * supplier's label.
 */
import type { Locale } from "../locale.ts";
import { UNIT_TYPES, type UnitType } from "../booking/passengers.ts";
import { t as translated, type PluralOf } from "../i18n.ts";

// Every unit type of the kernel's list (domain/passengers.ts, ADR 0358) has its "count.<TYPE>_one" and "_other"
// words in the "mail" catalogue (services/api/messages, ADR 0364): a new type without them fails to compile here.
const unitKey = (type: UnitType): PluralOf<"mail"> => `count.${type}`;

/** "2 × adultes" (a no-break space between the count and the sign). */
export function countText(count: number, type: string, label: string | null | undefined, locale: Locale): string {
  const unit = type.toUpperCase();
  const noun = (UNIT_TYPES as readonly string[]).includes(unit)
    ? translated("mail", unitKey(unit as UnitType), locale, { count })
    : (label ?? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase());
  return `${count}\u00a0× ${noun}`;
}

/** A list of passenger counts: "2 × adultes, 1 × enfant". */
export const countsText = (
  passengers: readonly { type: string; label?: string | null; count: number }[],
  locale: Locale,
): string => passengers.map((p) => countText(p.count, p.type, p.label, locale)).join(", ");
