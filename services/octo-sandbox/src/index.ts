export {
  createSandbox,
  databaseUrlFromEnv,
  apiKeysFromEnv,
  publicUrlFromEnv,
  profileFromEnv,
  todayFor,
  DEV_API_KEY,
  DEFAULT_PORT,
} from "./server.ts";
export type { Sandbox, SandboxOptions } from "./server.ts";
export { EmbeddedGateway, HttpVivaGateway } from "./payments.ts";
export type { PaymentGateway, PaymentTransaction, PaymentOrderRequest } from "./payments.ts";
export { SECRET_OFFERS } from "./catalogue.ts";
export { dayKind, maxUnitsOf, PROFILES } from "./availability.ts";
export type { Profile } from "./availability.ts";
export { findProduct } from "./catalogue.ts";
export { faultsFromEnv, parseOctoFaults } from "./faults.ts";
export type { OctoFaults } from "./faults.ts";
