/**
 * The kernel's time-zone functions (domain/zoned-time.ts) on @date-fns/tz, the web server's copy of the package: the
 * kernel cannot import it itself (docs/adr/0363).
 */
import { TZDate } from "@date-fns/tz";
import { zonedTime } from "../../../domain/zoned-time.ts";

/** On `TZDate`, whose dates ical-generator writes in their zone (the calendar file). */
export const zoned = zonedTime(TZDate);
