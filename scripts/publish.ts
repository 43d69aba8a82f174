/**
 * `npx tsx scripts/publish.ts [--wait]`: asks the running web server to rebuild and publish the site (same call as
 * the CMS publish hook), optionally waits for the build and prints its status. Secret: BUILD_WEBHOOK_SECRET, else
 * SITE_DIR/webhook-secret (written by `npm start`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PORTS, siteDirOf } from "./stack";

async function main() {
  const site = process.env.E2E_BASE_URL ?? `http://localhost:${PORTS.web}`;
  const secret =
    process.env.BUILD_WEBHOOK_SECRET ?? readFileSync(path.join(siteDirOf("start"), "webhook-secret"), "utf8").trim();
  const res = await fetch(`${site}/api/build-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-build-webhook-secret": secret },
    body: JSON.stringify({ collection: "manual", slug: "scripts/publish.ts" }),
  });
  console.log(res.status, await res.text());
  if (!res.ok || !process.argv.includes("--wait")) return;
  const started = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 2000));
    const status = (await (await fetch(`${site}/api/build-status`)).json()) as { state: string };
    if (status.state === "idle") {
      console.log(`done after ${((Date.now() - started) / 1000).toFixed(0)} s`, JSON.stringify(status, null, 2));
      return;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
