/**
 * The sandbox's start checks (a test double refuses NODE_ENV=production unless SANDBOX_ALLOW_PRODUCTION=1, and its
 * variables parse) and `npm run check-config`: the same lines as a start with NODE_ENV=production, starting nothing.
 */
import { pathToFileURL } from "node:url";
import { apiKeysFromEnv, databaseUrlFromEnv, profileFromEnv, publicUrlFromEnv } from "./server.ts";

/** Problems of `env` for a start (NODE_ENV as given), one line each; empty when it may start. */
export function startProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === "production" && env.SANDBOX_ALLOW_PRODUCTION !== "1") {
    problems.push("this is a test double; set SANDBOX_ALLOW_PRODUCTION=1 to run it in a staging stack");
  }
  try {
    databaseUrlFromEnv(env);
    apiKeysFromEnv(env);
    profileFromEnv(env);
    publicUrlFromEnv(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return problems;
}

/** The refusal as printed: one line per problem. */
export const refusal = (problems: readonly string[], production: boolean): string =>
  `octo-sandbox: refusing to start${production ? " with NODE_ENV=production" : ""}:\n${problems.map((p) => `  - ${p}`).join("\n")}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = startProblems({ ...process.env, NODE_ENV: "production" });
  if (problems.length) console.error(refusal(problems, true));
  else
    console.log("octo-sandbox: configuration OK for NODE_ENV=production (SANDBOX_ALLOW_PRODUCTION=1: a staging stack)");
  process.exit(problems.length ? 1 : 0);
}
