/**
 * The kernel's time-zone functions (domain/zoned-time.ts) on @date-fns/tz, the web server's copy of the package: the
 * kernel cannot import it itself (docs/adr/0363).
 */
import { TZDateMini } from "@date-fns/tz";
import { zonedTime } from "../../../domain/zoned-time.ts";

export const zoned = zonedTime(TZDateMini);
