/** `npm start`: the payment sandbox on 127.0.0.1:${PAYMENT_SANDBOX_PORT:-4020}. */
import { createPaymentSandbox, optionsFromEnv } from "./server.ts";
import { refusal, startProblems } from "./check-config.ts";

// A test double: with NODE_ENV=production it starts only when explicitly allowed (a staging stack), never by mistake;
// a variable that does not parse stops the start with one line, not a stack trace (src/check-config.ts).
const problems = startProblems(process.env);
if (problems.length) {
  console.error(refusal(problems, process.env.NODE_ENV === "production"));
  process.exit(1);
}

const options = optionsFromEnv();
const sandbox = await createPaymentSandbox({ ...options, log: (line) => console.log(`payment-sandbox ${line}`) });
console.log(
  `payment-sandbox (Viva Smart Checkout compatible) listening on ${sandbox.url}\n` +
    `  database ${options.databaseUrl}\n  clients ${Object.keys(options.clients ?? {}).join(", ")}\n` +
    `  success ${options.successUrl}\n  failure ${options.failureUrl}\n` +
    `  webhooks ${options.webhookUrls?.length ? options.webhookUrls.join(", ") : "none"}` +
    (options.faults
      ? `\n  FAULTS ON (PAYMENT_SANDBOX_FAULTS=${process.env.PAYMENT_SANDBOX_FAULTS}): webhooks late, repeated or dropped; returns lost`
      : ""),
);

// Graceful stop: no new connections, requests in flight finish (Fastify's close), then exit 0; 1 after 10 s.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
