/** Today's date (YYYY-MM-DD) in a time zone: the calendar's first bookable day in the city (domain/zoned-time.ts). */
export { todayIn } from "../../domain/zoned-time";

/** The last day of a month, YYYY-MM-DD. */
export function endOfMonth(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(last).padStart(2, "0")}`;
}
