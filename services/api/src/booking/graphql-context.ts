/** The context of every /api/graphql resolver (the codegen's `contextType`). */
import type { FastifyRequest } from "fastify";
import type { Locale } from "../locale.ts";
import type { RequestGuard } from "./guard.ts";
import type { PartnerLookup } from "./reseller-reference.ts";
import type { BookingService } from "./service.ts";

export interface Context {
  locale: Locale;
  service: BookingService;
  log: FastifyRequest["log"];
  /** Per-client limits of this request (absent in tests that build the API without them). */
  guard?: RequestGuard;
  /** Carts created by this request: a later mutation's failure releases them. */
  createdCarts?: string[];
  /** The CMS partner of a marketing link's referrer (absent in tests that build the API without a CMS). */
  partnerByReferrer?: PartnerLookup;
  /** `x-test-hold-seconds` (1..3600), honoured by the service only on the test stack (BOOKING_HOLD_TEST_HEADER=1). */
  testHoldSeconds?: number | undefined;
}

/** Reads `x-test-hold-seconds`: a whole number of seconds from 1 to 3600, else undefined. */
export function testHoldSeconds(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 1 && value <= 3600 ? value : undefined;
}
