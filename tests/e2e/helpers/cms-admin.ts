/** The CMS as the e2e specs reach it: its URL (STACK_PORT_OFFSET), the seeded admin, and the publish pipeline guard. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, type APIRequestContext } from "@playwright/test";

export const CMS = process.env.CMS_URL ?? `http://localhost:${3000 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const dataDir = process.env.CMS_DATA_DIR ?? path.resolve(__dirname, "../../../services/cms/.data");

/** The admin the CMS created on its first start (its credentials file in the CMS data directory). */
export const credentials = () => JSON.parse(readFileSync(path.join(dataDir, "admin-credentials.json"), "utf8")) as { email: string; password: string };

/** Headers of a logged-in admin for the CMS REST API. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post(`${CMS}/api/users/login`, { data: credentials() });
  return { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
}

/** Skips a test that needs a real rebuild when the web server has no publish pipeline or the run asks for none. */
export async function skipUnlessPublishing(request: APIRequestContext): Promise<void> {
  const status = await request.get("/api/build-status");
  test.skip(((await status.json()) as { state: string }).state === "disabled", "publish pipeline not configured (SITE_DIR)");
  test.skip(process.env.E2E_SKIP_PUBLISH === "1", "E2E_SKIP_PUBLISH=1: no real rebuild in this run");
}
