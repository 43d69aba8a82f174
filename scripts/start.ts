/** `npm start`: the whole site with embedded defaults at http://localhost:8000 (CMS admin on :3000/admin). */
import { buildSite, restartWeb, startBackends, startWeb, stopAll, stopOnSignals, PORTS } from "./stack";

async function main() {
  stopOnSignals();
  await startBackends("start");
  await startWeb("start");
  if (await buildSite("start", process.env.FORCE_BUILD === "1")) await restartWeb("start");
  console.log(`
  Site:         http://localhost:${PORTS.web}
  CMS admin:    http://localhost:${PORTS.cms}/admin   (credentials: services/cms/.data/admin-credentials.json)
  OCTO sandbox: http://localhost:${PORTS.octo}
  Payments:     http://localhost:${PORTS.payment} (Viva-compatible sandbox; test card 4147 4630 1111 0133)
  Mail inbox:   http://localhost:${PORTS.inbox} (MailDev, SMTP :${PORTS.smtp})
  Ctrl-C stops everything.`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
