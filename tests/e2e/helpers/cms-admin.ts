/** The CMS as the e2e specs reach it: its URL (STACK_PORT_OFFSET), the seeded admin, and the publish pipeline guard. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, type APIRequestContext } from "@playwright/test";

export const CMS = process.env.CMS_URL ?? `http://localhost:${3000 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const dataDir = process.env.CMS_DATA_DIR ?? path.resolve(__dirname, "../../../services/cms/.data");

/** The admin the CMS created on its first start (its credentials file in the CMS data directory). */
export const credentials = () => JSON.parse(readFileSync(path.join(dataDir, "admin-credentials.json"), "utf8")) as { email: string; password: string };

/**
 * Headers of a logged-in admin for the CMS REST API. The publish specs log the same admin in at the same moment, and
 * Payload keeps a user's sessions in the user's document: two logins at once can leave one token without its session
 * (every request with it then answers 403). So the token is checked (`/api/users/me`) and the login made again.
 */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  for (let attempt = 1; ; attempt++) {
    const login = await request.post(`${CMS}/api/users/login`, { data: credentials() });
    const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
    const me = await request.get(`${CMS}/api/users/me`, { headers });
    const user = me.ok() ? ((await me.json()) as { user: unknown }).user : null;
    if (user || attempt >= 5) return headers;
    await new Promise((r) => setTimeout(r, 300 * attempt));
  }
}

/** Skips a test that needs a real rebuild when the web server has no publish pipeline or the run asks for none. */
export async function skipUnlessPublishing(request: APIRequestContext): Promise<void> {
  const status = await request.get("/api/build-status");
  test.skip(((await status.json()) as { state: string }).state === "disabled", "publish pipeline not configured (SITE_DIR)");
  test.skip(process.env.E2E_SKIP_PUBLISH === "1", "E2E_SKIP_PUBLISH=1: no real rebuild in this run");
}
