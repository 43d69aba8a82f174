/** The context of every /api/graphql resolver (the codegen's `contextType`). */
import type { FastifyRequest } from "fastify";
import type { Locale } from "../locale.ts";
import type { RequestGuard } from "./guard.ts";
import type { BookingService } from "./service.ts";

export interface Context {
  locale: Locale;
  service: BookingService;
  log: FastifyRequest["log"];
  /** Per-client limits of this request (absent in tests that build the API without them). */
  guard?: RequestGuard;
}
