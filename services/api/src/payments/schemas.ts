/** Request validation of the payments REST routes (zod). */
import { z } from "zod";

const text = z.string().nullish();

/**
 * POST /api/payments/verify: the callback page posts the return URL's query: strings (eventId may come as a
 * number), nothing else; any other shape is a 400.
 */
export const VerifyBody = z.object({
  t: text,
  s: text,
  lang: text,
  city: text,
  eventId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? v : String(v))),
});

/** One query value: a repeated key (an array) or anything but a string is ignored, never a crash. */
const one = z.string().optional().catch(undefined);

/** GET /api/payments/return/:kind: what Viva appends to the success / failure URL. */
export const ReturnQuery = z.object({ t: one, s: one, lang: one, eventId: one, eci: one, city: one });
