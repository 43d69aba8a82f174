/**
 * `npm run e2e:language`: docs/adding-a-language.md followed for a fifth language, end to end (ADR 0367). Adds `de`
 * the documented way, with no code change: its catalogue folders copied from English at test time (a few keys
 * "translated", so the test can tell German texts from English ones), then `SITE_LANGUAGES=fr,en,es,nl,de`. Then the
 * test stack as `npm run e2e` starts it (fresh data, the CMS seeded, the site built, the web server started) for one
 * city (`SITE_CITIES=paris`: the smallest build that still has every page type) and runs
 * tests/e2e/fifth-language.spec.ts: /de/ routes to the city pages, a product page renders in German, a booking in
 * German sends its e-mail and PDF in German. Everything it added is removed afterwards: the copied folders, and the
 * German build (public/, .data-test/) so that no later `SKIP_BUILD=1` run reuses it.
 *
 *   E2E_LANGUAGE=de   the language to add (a code no catalogue folder has yet)
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ROOT,
  buildSite,
  resetTestData,
  restartWeb,
  stackEnv,
  startBackends,
  startWeb,
  stopAll,
  stopOnSignals,
  waitForPublishIdle,
} from "./stack";

const LANGUAGE = process.env.E2E_LANGUAGE ?? "de";

/**
 * The catalogue folders of docs/adding-a-language.md, section 2, and the keys given a German text here. The CMS's
 * field messages are imported by its admin build (services/cms/src/i18n.ts): an added language reads English there
 * until imported, so the test does not copy them.
 */
export const CATALOGUES: { folder: string; file: string; german: Record<string, string> }[] = [
  {
    folder: "src/i18n/messages",
    file: "common.json",
    german: { "product.options": "Ihre Optionen", "product.included": "Inbegriffen" },
  },
  {
    folder: "services/api/messages",
    file: "mail.json",
    german: { subjectConfirmation: "Ihre Buchung {{reference}} ist bestätigt: {{product}}" },
  },
  { folder: "services/api/messages", file: "errors.json", german: {} },
  { folder: "services/api/messages", file: "payments.json", german: {} },
  { folder: "services/api/messages", file: "forms.json", german: {} },
  { folder: "services/payment-sandbox/messages", file: "page.json", german: {} },
];

/** Copies `en` to the new language's folder in each surface (refusing one that exists: a real translation). */
function addCatalogues(): string[] {
  const added: string[] = [];
  for (const folder of new Set(CATALOGUES.map((c) => c.folder))) {
    const target = path.join(ROOT, folder, LANGUAGE);
    if (existsSync(target)) throw new Error(`${target} exists: E2E_LANGUAGE must be a language not yet added`);
  }
  for (const folder of new Set(CATALOGUES.map((c) => c.folder))) {
    const target = path.join(ROOT, folder, LANGUAGE);
    cpSync(path.join(ROOT, folder, "en"), target, { recursive: true });
    added.push(target);
  }
  for (const { folder, file, german } of CATALOGUES) {
    const at = path.join(ROOT, folder, LANGUAGE, file);
    const texts = JSON.parse(readFileSync(at, "utf8")) as Record<string, string>;
    for (const [key, text] of Object.entries(german)) {
      if (!(key in texts)) throw new Error(`${folder}/en/${file} has no key ${key}`);
      texts[key] = text;
    }
    writeFileSync(at, `${JSON.stringify(texts, null, 2)}\n`);
  }
  return added;
}

async function main() {
  stopOnSignals();
  const started = Date.now();
  process.env.SITE_LANGUAGES = `fr,en,es,nl,${LANGUAGE}`;
  process.env.SITE_CITIES = process.env.SITE_CITIES ?? "paris";
  const added = addCatalogues();
  let code = 1;
  try {
    resetTestData();
    await startBackends("test");
    await startWeb("test");
    await buildSite("test", true);
    await restartWeb("test");
    console.log(`[e2e:language] stack up and built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    code = await new Promise<number>((resolve) => {
      const child = spawn("npx", ["playwright", "test", "tests/e2e/fifth-language.spec.ts", ...process.argv.slice(2)], {
        cwd: ROOT,
        env: { ...stackEnv("test"), E2E_LANGUAGE: LANGUAGE },
        stdio: "inherit",
      });
      child.on("exit", (c) => resolve(c ?? 1));
    });
  } finally {
    await waitForPublishIdle();
    await stopAll();
    for (const folder of added) rmSync(folder, { recursive: true, force: true });
    for (const built of ["public", ".data-test"]) rmSync(path.join(ROOT, built), { recursive: true, force: true });
    console.log(`[e2e:language] ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  }
  process.exit(code);
}

if (require.main === module) {
  main().catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}
