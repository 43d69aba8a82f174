import type { Translate } from "../i18n/use-t";
import { durationLabel } from "./duration-label";

const DAY = 24 * 60;

/**
 * What an option gives, as step 1 and the product page say it (docs/adr/0357): its validity for day tickets (tickets
 * are dated: "valid on the chosen day and the following day"), else its duration.
 */
export function optionValidity(o: { durationMinutes?: number | null }, t: Translate): string | null {
  const minutes = o.durationMinutes;
  if (minutes == null || minutes <= 0) return null;
  if (minutes % DAY === 0) {
    const days = minutes / DAY;
    return days === 1 ? t("checkout.optionValidDay") : t("checkout.optionValidDays", { count: days - 1 });
  }
  return t("checkout.combinations.duration", { duration: durationLabel(minutes, t) });
}
