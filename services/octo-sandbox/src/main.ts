/** `npm start`: the sandbox on 127.0.0.1:${OCTO_SANDBOX_PORT:-4010}. */
import { faultsFromEnv } from "./faults.ts";
import { createSandbox, databaseUrlFromEnv, DEFAULT_PORT, profileFromEnv, publicUrlFromEnv } from "./server.ts";
import { refusal, startProblems } from "./check-config.ts";

// A test double: with NODE_ENV=production it starts only when explicitly allowed (a staging stack), never by mistake;
// a variable that does not parse stops the start with one line, not a stack trace (src/check-config.ts).
const problems = startProblems(process.env);
if (problems.length) {
  console.error(refusal(problems, process.env.NODE_ENV === "production"));
  process.exit(1);
}

const port = Number(process.env.OCTO_SANDBOX_PORT ?? DEFAULT_PORT);
const host = process.env.OCTO_SANDBOX_HOST ?? "127.0.0.1";
const databaseUrl = databaseUrlFromEnv();
const faults = faultsFromEnv();
const sweepSeconds = Number(process.env.OCTO_SANDBOX_SWEEP_SECONDS ?? 30);

const sandbox = await createSandbox({
  port,
  host,
  databaseUrl,
  sweepIntervalMs: sweepSeconds * 1000,
  logger: process.env.OCTO_SANDBOX_LOG === "1",
  publicUrl: publicUrlFromEnv(),
  profile: profileFromEnv(),
  faults,
  log: (line) => console.log(`octo-sandbox ${line}`),
});
const redacted = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
console.log(
  `octo-sandbox listening on ${sandbox.url} (database ${redacted}, profile ${sandbox.service.profile}, payments ${process.env.VIVA_API_URL ? "Viva HTTP" : "embedded"})`,
);
if (faults)
  console.log(
    `octo-sandbox FAULTS ON (OCTO_SANDBOX_FAULTS=${process.env.OCTO_SANDBOX_FAULTS}): a share of requests times out, fails or answers late`,
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
