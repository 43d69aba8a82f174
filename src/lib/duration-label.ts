import type { Translate } from "../i18n/use-t";

const DAY = 24 * 60;

/** An offer's duration in minutes as people say it: "1 day", "3 days", "4 h", "1 h 30 min", "45 min". */
export function durationLabel(minutes: number, t: Translate): string {
  if (minutes >= DAY && minutes % DAY === 0) {
    return t("checkout.duration.days", { count: minutes / DAY });
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("checkout.duration.minutes", { minutes: rest });
  return rest === 0
    ? t("checkout.duration.hours", { hours })
    : t("checkout.duration.hoursMinutes", { hours, minutes: rest });
}
