/**
 * The free-cancellation deadline, one truth for every surface (docs/adr/0354): the supplier's cancellation cutoff of
 * the option (OCTO `cancellationCutoffAmount` + `cancellationCutoffUnit`) before the start of the booked slot, written
 * as an unambiguous local time in the tour's city: "Wed 6 Jan, 23:59", never "Thu 7 Jan, 00:00" (a deadline at
 * midnight is the last minute of the day before). No dependencies beyond the kernel (ADR 0290).
 */
import { dateTimeFormat, type DateInput } from "./format";
import { languageTag, type Locale } from "./locales";

/** The spec's rule (free cancellation 24 hours before), used only where the supplier says nothing. */
export const DEFAULT_CUTOFF_MINUTES = 24 * 60;

const MINUTES_PER_UNIT: Readonly<Record<string, number>> = { minute: 1, hour: 60, day: 24 * 60 };

/** The supplier's cutoff in minutes; null when the option gives none (or one that cannot be read). */
export function cutoffMinutesOf(
  option: { cancellationCutoffAmount?: number | null; cancellationCutoffUnit?: string | null } | null | undefined,
): number | null {
  const amount = option?.cancellationCutoffAmount;
  const perUnit = MINUTES_PER_UNIT[(option?.cancellationCutoffUnit ?? "").toLowerCase().replace(/s$/, "")];
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0 || perUnit === undefined) return null;
  return amount * perUnit;
}

/** The last instant of free cancellation: the slot's start (ISO with its offset, or epoch ms) less the cutoff. */
export function freeCancellationUntil(start: string | number, cutoffMinutes: number | null | undefined): number {
  const startMs = typeof start === "number" ? start : Date.parse(start);
  return startMs - (cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES) * 60_000;
}

/**
 * The deadline as people read it, in the city's time zone: "Wed 6 Jan, 23:59" (en), "mer. 6 janv., 23:59" (fr),
 * "mié 6 ene, 23:59" (es), "wo 6 jan, 23:59" (nl). A deadline at 00:00 is shown as 23:59 of the day before, so that
 * "until" never names a day on which nothing is left.
 */
export function formatDeadline(value: DateInput, locale: Locale, timeZone: string): string {
  let ms = typeof value === "number" ? value : typeof value === "string" ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return String(value);
  const tag = languageTag(locale);
  const time = dateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  if (time.format(ms) === "00:00") ms -= 60_000;
  const day = dateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone })
    .formatToParts(ms)
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");
  return `${day}, ${time.format(ms)}`;
}
