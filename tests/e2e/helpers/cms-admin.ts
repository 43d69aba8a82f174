/** The CMS as the e2e specs reach it: its URL (STACK_PORT_OFFSET), the seeded admin, and the publish pipeline guard. */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, type APIRequestContext } from "@playwright/test";

export const CMS = process.env.CMS_URL ?? `http://localhost:${3000 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const dataDir = process.env.CMS_DATA_DIR ?? path.resolve(__dirname, "../../../services/cms/.data");

/** The admin the CMS created on its first start (its credentials file in the CMS data directory). */
export const credentials = () =>
  JSON.parse(readFileSync(path.join(dataDir, "admin-credentials.json"), "utf8")) as { email: string; password: string };

/**
 * Payload keeps a user's sessions in the user's document, and a login reads the document, adds its session and
 * writes it back (payload/dist/auth/sessions.js addSessionToUser): two logins of the same admin at once (the publish
 * specs run in parallel workers) leave one token without its session, even one already checked with /api/users/me,
 * and every request with it then answers 403 ("You are not allowed to perform this action"). So every login of the
 * specs runs under one lock across the workers (a directory per CMS, created atomically), one at a time.
 */
const LOGIN_LOCK = path.join(
  tmpdir(),
  `e2e-cms-login-${createHash("sha256").update(CMS).digest("hex").slice(0, 12)}.lock`,
);
/** A lock older than this was left by a killed worker (a login takes well under a second). */
const STALE_LOCK_MS = 30_000;

export async function underLoginLock<T>(login: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 2 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOGIN_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(LOGIN_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(LOGIN_LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`CMS login lock ${LOGIN_LOCK} still held after 2 minutes`);
      else await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await login();
  } finally {
    rmSync(LOGIN_LOCK, { recursive: true, force: true });
  }
}

/** Headers of a logged-in admin for the CMS REST API (logged in under the lock, the token checked with /api/users/me). */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const headers = await underLoginLock(async () => {
    const login = await request.post(`${CMS}/api/users/login`, { data: credentials() });
    if (!login.ok()) throw new Error(`CMS login answered ${login.status()}: ${await login.text()}`);
    return { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
  });
  const me = await request.get(`${CMS}/api/users/me`, { headers });
  if (!me.ok() || !((await me.json()) as { user: unknown }).user)
    throw new Error(`the admin's new token has no session (${me.status()})`);
  return headers;
}

/** Skips a test that needs a real rebuild when the web server has no publish pipeline or the run asks for none. */
export async function skipUnlessPublishing(request: APIRequestContext): Promise<void> {
  const status = await request.get("/api/build-status");
  test.skip(
    ((await status.json()) as { state: string }).state === "disabled",
    "publish pipeline not configured (SITE_DIR)",
  );
  test.skip(process.env.E2E_SKIP_PUBLISH === "1", "E2E_SKIP_PUBLISH=1: no real rebuild in this run");
}
