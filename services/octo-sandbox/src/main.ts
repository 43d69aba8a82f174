/** `npm start`: the sandbox on 127.0.0.1:${OCTO_SANDBOX_PORT:-4010}. */
import { createSandbox, databaseUrlFromEnv, DEFAULT_PORT, publicUrlFromEnv } from "./server.ts";

const port = Number(process.env.OCTO_SANDBOX_PORT ?? DEFAULT_PORT);
const host = process.env.OCTO_SANDBOX_HOST ?? "127.0.0.1";
const databaseUrl = databaseUrlFromEnv();
const sweepSeconds = Number(process.env.OCTO_SANDBOX_SWEEP_SECONDS ?? 30);

const sandbox = await createSandbox({
  port, host, databaseUrl, sweepIntervalMs: sweepSeconds * 1000, logger: process.env.OCTO_SANDBOX_LOG === "1",
  publicUrl: publicUrlFromEnv(), log: (line) => console.log(`octo-sandbox ${line}`),
});
const redacted = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
console.log(`octo-sandbox listening on ${sandbox.url} (database ${redacted}, payments ${process.env.VIVA_API_URL ? "Viva HTTP" : "embedded"})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    sandbox.close().finally(() => process.exit(0));
  });
}
