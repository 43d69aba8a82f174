/** `npm start`: the payment sandbox on 127.0.0.1:${PAYMENT_SANDBOX_PORT:-4020}. */
import { createPaymentSandbox, optionsFromEnv } from "./server.ts";

const options = optionsFromEnv();
const sandbox = await createPaymentSandbox({ ...options, log: (line) => console.log(`payment-sandbox ${line}`) });
console.log(
  `payment-sandbox (Viva Smart Checkout compatible) listening on ${sandbox.url}\n` +
  `  database ${options.databaseUrl}\n  clients ${Object.keys(options.clients ?? {}).join(", ")}\n` +
  `  success ${options.successUrl}\n  failure ${options.failureUrl}\n` +
  `  webhooks ${options.webhookUrls?.length ? options.webhookUrls.join(", ") : "none"}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    sandbox.close().finally(() => process.exit(0));
  });
}
