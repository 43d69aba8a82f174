/** `npm start`: the payment sandbox on 127.0.0.1:${PAYMENT_SANDBOX_PORT:-4020}. */
import { createPaymentSandbox, optionsFromEnv } from "./server.ts";

// A test double: with NODE_ENV=production it starts only when explicitly allowed (a staging stack), never by mistake.
if (process.env.NODE_ENV === "production" && process.env.SANDBOX_ALLOW_PRODUCTION !== "1") {
  console.error("payment-sandbox: refusing to start with NODE_ENV=production: this is a test double; set SANDBOX_ALLOW_PRODUCTION=1 to run it in a staging stack");
  process.exit(1);
}

const options = optionsFromEnv();
const sandbox = await createPaymentSandbox({ ...options, log: (line) => console.log(`payment-sandbox ${line}`) });
console.log(
  `payment-sandbox (Viva Smart Checkout compatible) listening on ${sandbox.url}\n` +
  `  database ${options.databaseUrl}\n  clients ${Object.keys(options.clients ?? {}).join(", ")}\n` +
  `  success ${options.successUrl}\n  failure ${options.failureUrl}\n` +
  `  webhooks ${options.webhookUrls?.length ? options.webhookUrls.join(", ") : "none"}` +
  (options.faults ? `\n  FAULTS ON (PAYMENT_SANDBOX_FAULTS=${process.env.PAYMENT_SANDBOX_FAULTS}): webhooks late, repeated or dropped; returns lost` : ""),
);

// Graceful stop: no new connections, requests in flight finish (Fastify's close), then exit 0; 1 after 10 s.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    sandbox.close().then(() => process.exit(0), () => process.exit(1));
  });
}
