export {
  createPaymentSandbox,
  optionsFromEnv,
  parseClients,
  DEFAULT_PORT,
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_MERCHANT_ID,
  DEV_API_KEY,
  DEV_WEBHOOK_KEY,
  DEFAULT_SUCCESS_URL,
  DEFAULT_FAILURE_URL,
} from "./server.ts";
export type { PaymentSandbox, PaymentSandboxOptions } from "./server.ts";
export { SUCCESS_CARD, DECLINE_CARD, DECLINE_EVENT_ID } from "./core.ts";
