/**
 * The staging stack of `npm run test:production` (scripts/prod-check.ts, second part; ADR 0349): the compiled web
 * server deployed from dist/ (a temporary folder, no sources, `npm ci --omit=dev`) runs as two public instances, and
 * the repository runs `npm run build-worker`, all with NODE_ENV=production on PostgreSQL (scripts/postgres.sh), with
 * the variables of the services' `.env.example` filled for a stack of sandboxes:
 *   - the OCTO and payment sandboxes (SANDBOX_ALLOW_PRODUCTION=1) bound to this machine's first non-loopback address,
 *     since production refuses loopback providers (ADR 0343), MailDev for SMTP_URL;
 *   - the CMS in production mode on the same PostgreSQL (schema cms), its demo content seeded at its first start
 *     (CMS_SEED_DEMO=1), its first admin from CMS_ADMIN_EMAIL/PASSWORD, its webhook at public instance 1; one
 *     shared SITE_DIR (the directory store).
 * The build worker promotes the e2e step's site build (public/) as the first live build (no build here: CI's time
 * budget); both public instances adopt it. Then a paid booking through the GraphQL API and the payment sandbox,
 * a publish (a new article) that the worker builds, both public instances serving it, and SIGTERM to every web
 * server, each of which must exit 0.
 *
 *   PRODUCTION_PORT_OFFSET (default 23000) shifts the stack's ports; PRODUCTION_PGPORT (default 25434) PostgreSQL's;
 *   PRODUCTION_PUBLISH_TIMEOUT_SECONDS (default 480) how long the publish may take to be live on both instances.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { pathFor } from "../domain/route-table";

type Check = (ok: boolean, what: string) => void;
const say = (line: string) => console.log(`[production] ${line}`);

/** This machine's first non-internal IPv4 address: the sandboxes' address, which production does not refuse. */
export function machineAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  }
  return null;
}

interface WebProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A web server process (not restarted: its exit code is checked), its output kept and prefixed. */
function startWebProcess(
  name: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  command = process.execPath,
): WebProcess {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.PRODUCTION_VERBOSE === "1")
      for (const line of chunk.toString().split("\n").filter(Boolean)) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name, child, output: () => output, exited };
}

async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(500);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

const status = async (url: string) =>
  await fetch(url, { signal: AbortSignal.timeout(10_000) })
    .then(async (r) => (await r.arrayBuffer(), r.status))
    .catch(() => 0);

export async function productionStack(o: {
  root: string;
  deployApiDir: string;
  work: string;
  check: Check;
}): Promise<void> {
  const { root, deployApiDir, work, check } = o;
  const started = Date.now();
  if (!existsSync(path.join(root, "public/page-data/app-data.json"))) {
    check(
      false,
      "the staging stack reuses the e2e step's site build: public/ has none (run the e2e step or npm run build first)",
    );
    return;
  }
  const address = machineAddress();
  if (!address) {
    check(
      false,
      "the staging stack needs a non-loopback address for its sandboxes (production refuses loopback providers)",
    );
    return;
  }
  // stack.ts reads STACK_PORT_OFFSET when loaded: set before the import.
  process.env.STACK_PORT_OFFSET = process.env.PRODUCTION_PORT_OFFSET ?? "23000";
  const stack = await import("./stack");
  const { PORTS, startService, stopAll, waitFor } = stack;
  const pgEnv = { ...process.env, PGPORT: process.env.PRODUCTION_PGPORT ?? "25434", PGDATABASE_NAME: "production" };
  const pg = (cmd: string) =>
    execFileSync("bash", [path.join(root, "scripts/postgres.sh"), cmd], { env: pgEnv, encoding: "utf8" });
  const webs: WebProcess[] = [];
  const cleanup = async () => {
    for (const web of webs) {
      if (web.child.exitCode === null && web.child.signalCode === null) {
        try {
          process.kill(-web.child.pid!, "SIGKILL");
        } catch {
          // gone
        }
      }
    }
    await stopAll();
    try {
      pg("stop");
    } catch {
      // already stopped
    }
  };
  // Interrupted (Ctrl-C, CI's timeout): every process of the stack stops, PostgreSQL's cluster is removed.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void cleanup().then(() => process.exit(130)));
  try {
    try {
      pg("stop");
    } catch {
      // none running
    }
    const pgUrl = /DATABASE_URL=(\S+)/.exec(pg("start"))?.[1];
    if (!pgUrl) throw new Error("scripts/postgres.sh start printed no URL");

    // The CMS's files (media, its secret); its content is in PostgreSQL, seeded at its first start (CMS_SEED_DEMO).
    const cmsData = path.join(work, "cms");
    mkdirSync(cmsData, { recursive: true });
    const secretFile = path.join(cmsData, "secret");
    if (!existsSync(secretFile))
      writeFileSync(secretFile, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });

    const [pub1, pub2, worker] = [PORTS.web, PORTS.web + 1, PORTS.web + 2];
    const site = `http://127.0.0.1:${pub1}`;
    const octo = `http://${address}:${PORTS.octo}`;
    const pay = `http://${address}:${PORTS.payment}`;
    const secret = (n = 32) => randomBytes(n).toString("base64url");
    // The variables of services/*/.env.example, filled for a staging stack of sandboxes.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      GATSBY_TELEMETRY_DISABLED: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      SITE_URL: site,
      API_DATABASE_URL: pgUrl,
      CMS_URL: `http://127.0.0.1:${PORTS.cms}`,
      CMS_READ_TOKEN: secret(),
      BUILD_WEBHOOK_SECRET: secret(),
      BUILD_WEBHOOK_URL: `${site}/api/build-webhook`,
      FORMS_CAPTCHA_SECRET: secret(),
      MANAGE_LINK_SECRET: secret(),
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      SUPPORT_EMAIL: "care@staging.example",
      TRUST_PROXY: "127.0.0.1",
      OCTO_BASE_URL: octo,
      OCTO_API_KEY: "staging-octo-key",
      VIVA_API_URL: pay,
      VIVA_ACCOUNTS_URL: pay,
      VIVA_LEGACY_API_URL: pay,
      VIVA_CHECKOUT_URL: `${pay}/web/checkout?ref={orderCode}`,
      VIVA_CLIENT_ID: "staging-client",
      VIVA_CLIENT_SECRET: "staging-secret",
      VIVA_MERCHANT_ID: "22222222-2222-4222-8222-222222222222",
      VIVA_API_KEY: "staging-api-key",
      SITE_DIR: path.join(work, "site"),
      SITE_POLL_SECONDS: "1",
      PUBLISH_CATCHUP_SECONDS: "0",
      LOG_LEVEL: "warn",
      // The e2e step's build-time tags (stubbed hosts), so that the worker's build of the publish is incremental on
      // that build's cache (.cache): a different GATSBY_* environment recompiles every bundle (minutes on 2 cores).
      ...stack.E2E_TAGS_ENV,
    };
    const sandboxEnv = {
      ...env,
      SANDBOX_ALLOW_PRODUCTION: "1",
      OCTO_SANDBOX_API_KEYS: env.OCTO_API_KEY,
      PAYMENT_SANDBOX_CLIENTS: `${env.VIVA_CLIENT_ID}:${env.VIVA_CLIENT_SECRET}`,
      PAYMENT_SANDBOX_MERCHANT_ID: env.VIVA_MERCHANT_ID,
      PAYMENT_SANDBOX_API_KEY: env.VIVA_API_KEY,
    };
    // The CMS in production mode on PostgreSQL (schema cms of the same database), as an operator runs it: its
    // guard checks the same variables; its empty database gets the demo content because CMS_SEED_DEMO asks for it
    // (about a minute: it seeds while the web servers start, and is waited for before the publish).
    const editor = { email: "editor@staging.example", password: secret() };
    await stack.ensureCmsBuilt(env);
    startService("cms", "npm", ["start"], path.join(root, "services/cms"), {
      ...env,
      CMS_PORT: String(PORTS.cms),
      CMS_DATA_DIR: cmsData,
      CMS_DATABASE_URL: pgUrl,
      CMS_SEED_DEMO: "1",
      CMS_ADMIN_EMAIL: editor.email,
      CMS_ADMIN_PASSWORD: editor.password,
      PAYLOAD_SECRET: readFileSync(secretFile, "utf8").trim(),
      CMS_PUBLIC_URL: `http://127.0.0.1:${PORTS.cms}`,
    });
    startService("octo", "npm", ["start"], path.join(root, "services/octo-sandbox"), {
      ...sandboxEnv,
      OCTO_SANDBOX_PORT: String(PORTS.octo),
      OCTO_SANDBOX_HOST: address,
      OCTO_DATABASE_URL: pgUrl,
    });
    startService("payment", "npm", ["start"], path.join(root, "services/payment-sandbox"), {
      ...sandboxEnv,
      PAYMENT_SANDBOX_PORT: String(PORTS.payment),
      PAYMENT_SANDBOX_HOST: address,
      PAYMENT_DATABASE_URL: `file:${path.join(work, "payments.db")}`,
      PAYMENT_SANDBOX_WEBHOOK_URLS: `${site}/api/payments/webhook`,
      PAYMENT_SANDBOX_SUCCESS_URL: `${site}/api/payments/return/success`,
      PAYMENT_SANDBOX_FAILURE_URL: `${site}/api/payments/return/failure`,
    });
    stack.startMaildev({ ...process.env });
    await Promise.all([
      waitFor(`${pay}/readyz`, {}, "payment-sandbox", 120_000),
      waitFor(`${octo}/healthz`, {}, "octo-sandbox", 120_000),
    ]);
    say(
      `sandboxes on ${address}, CMS on ${PORTS.cms}, PostgreSQL ${pgEnv.PGPORT}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    // The build worker: the repository (the source checkout, Gatsby), `npm run build-worker`. dist/services/api gets
    // the deployed folder's production install when it has none (hard links: no second npm ci).
    const repoApi = path.join(root, "dist/services/api");
    if (!existsSync(path.join(repoApi, "node_modules")))
      execFileSync("cp", ["-al", path.join(deployApiDir, "node_modules"), path.join(repoApi, "node_modules")]);
    const w = startWebProcess(
      "worker",
      ["run", "build-worker"],
      root,
      { ...env, PORT: String(worker), METRICS_PORT: "0" },
      "npm",
    );
    webs.push(w);
    await waitUntil(
      "the build worker's /readyz (the e2e build promoted)",
      async () => (await status(`http://127.0.0.1:${worker}/readyz`)) === 200,
      120_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n${w.output().slice(-3000)}`);
    });
    check(/SERVER_ROLE build-worker/.test(w.output()), "npm run build-worker: the web server in the build-worker role");

    // Two public instances from the deployed dist/ folder (no sources, no Gatsby): SERVER_ROLE by default.
    const publics = [pub1, pub2].map((port, i) =>
      startWebProcess(`public${i + 1}`, ["src/main.js"], deployApiDir, {
        ...env,
        PORT: String(port),
        METRICS_PORT: "0",
      }),
    );
    webs.push(...publics);
    const readyMs = await waitUntil(
      "both public instances' /readyz",
      async () =>
        (await Promise.all([pub1, pub2].map((p) => status(`http://127.0.0.1:${p}/readyz`)))).every((s) => s === 200),
      60_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n${publics.map((p) => p.output().slice(-2000)).join("\n")}`);
    });
    check(
      publics.every((p) => /SERVER_ROLE public/.test(p.output())),
      `public instances from dist/ (no source checkout): role public by default, ready in ${(readyMs / 1000).toFixed(1)} s`,
    );
    const home = pathFor("city-home", "en", { city: "london" });
    const homes = await Promise.all([pub1, pub2].map((p) => status(`http://127.0.0.1:${p}${home}`)));
    check(
      homes.every((s) => s === 200),
      `both public instances serve ${home} from the store (${homes.join(", ")})`,
    );

    // A paid booking through the GraphQL API of public instance 1 and the payment sandbox.
    const reference = await book(site, pay);
    check(reference !== null, `a paid booking through /api/graphql and the payment sandbox (${reference ?? "none"})`);

    // A publish: a new article in the CMS; its webhook reaches public instance 1, the worker builds it, both serve it.
    const cmsOrigin = `http://127.0.0.1:${PORTS.cms}`;
    const cmsStarted = Date.now();
    // With the read token, as the site's build reads: never held back by the anonymous read gate (ADR 0347).
    const citiesQuery = {
      method: "POST",
      headers: { "content-type": "application/json", "x-cms-read-token": env.CMS_READ_TOKEN! },
      body: JSON.stringify({ query: "{ Cities(limit: 1) { totalDocs } }" }),
    };
    await waitFor(`${cmsOrigin}/api/graphql`, citiesQuery, "cms (production mode, PostgreSQL, seeded)", 600_000);
    const cities = (await fetch(`${cmsOrigin}/api/graphql`, citiesQuery)
      .then((r) => r.json())
      .catch(() => null)) as { data?: { Cities?: { totalDocs?: number } } } | null;
    const seeded = cities?.data?.Cities?.totalDocs ?? 0;
    check(
      seeded > 0,
      `the CMS in production mode on PostgreSQL answers with its seeded cities (${seeded}; ready ${((Date.now() - cmsStarted) / 1000).toFixed(0)} s after the booking)`,
    );
    const published = Date.now();
    const article = await publishArticle(cmsOrigin, editor);
    const { path: articlePath, title } = article;
    let republished = false;
    const liveMs = await waitUntil(
      "the published article on both public instances",
      async () => {
        const pages = await Promise.all(
          [pub1, pub2].map((p) =>
            fetch(`http://127.0.0.1:${p}${articlePath}`, { signal: AbortSignal.timeout(10_000) })
              .then((r) => r.text())
              .catch(() => ""),
          ),
        );
        if (pages.every((html) => html.includes(title))) return true;
        // A failed build is not retried by itself (ADR 0280): the editor saves again. Once, as an editor would, when a
        // build of this machine failed for a reason of its own (a loaded CMS resetting a query's connection).
        const build = (await fetch(`http://127.0.0.1:${worker}/api/build-status`)
          .then((r) => r.json())
          .catch(() => null)) as { state?: string; lastError?: { at: string } | null } | null;
        if (!republished && build?.state === "idle" && build.lastError && Date.parse(build.lastError.at) > published) {
          republished = true;
          say("the worker's build failed once (its log: SITE_DIR/last-build.log); saving the article again");
          await article.saveAgain();
        }
        return false;
      },
      Number(process.env.PRODUCTION_PUBLISH_TIMEOUT_SECONDS ?? 480) * 1000,
    ).catch((e: Error) => {
      const buildLog = path.join(env.SITE_DIR!, "last-build.log");
      throw new Error(
        `${e.message}\n${w.output().slice(-3000)}\n${existsSync(buildLog) ? readFileSync(buildLog, "utf8").slice(-3000) : "(no build log)"}`,
      );
    });
    check(
      true,
      `a publish goes live on both public instances ${((Date.now() - published) / 1000).toFixed(0)} s after the CMS saved it (${(liveMs / 1000).toFixed(0)} s of waiting)`,
    );
    check(
      publics.every((p) => !/build #\d+ started/.test(p.output())),
      "no public instance ran a build",
    );

    // SIGTERM to every web server: each exits 0. The worker's is the node process under `npm run` (npm itself, when
    // signalled, exits 143 at once and leaves its child running: docs/operations.md, run the worker under a manager that signals
    // the process group, or node directly); npm then exits with the server's code.
    for (const web of webs) {
      // The node process itself, not the `sh -c` between npm and it (whose command line names the file too).
      const server =
        web === w
          ? descendants(web.child.pid!).find((pid) => /^\S*node dist\/services\/api\/src\/main\.js/.test(cmdline(pid)))
          : web.child.pid!;
      if (server) process.kill(server, "SIGTERM");
      else check(false, `${web.name}: its web server process was not found`);
    }
    const codes = await Promise.all(
      webs.map((web) => Promise.race([web.exited, sleep(40_000).then(() => "timeout" as const)])),
    );
    check(
      codes.every((c) => c === 0),
      `SIGTERM: the build worker and both public instances exit 0 (${webs.map((web, i) => `${web.name} ${codes[i]}`).join(", ")})`,
    );
  } catch (error) {
    check(false, `staging stack: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await cleanup();
    say(`staging stack done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

/** Every process below `pid` (Linux /proc), children first. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const ppid = Number(
        readFileSync(`/proc/${entry}/stat`, "utf8")
          .replace(/^.*\) /s, "")
          .split(" ")[1],
      );
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

const cmdline = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
};

interface Gql<T> {
  data?: T;
  errors?: { message: string }[];
}

async function gql<T>(site: string, query: string, variables: Record<string, unknown>): Promise<Gql<T>> {
  const res = await fetch(`${site}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "accept-language": "en" },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as Gql<T>;
}

/** A cart, the customer's details, the card page of the payment sandbox, the return, the verification: the reference. */
async function book(site: string, pay: string): Promise<string | null> {
  const product = { productId: "brussels-special-tour", optionId: "brussels-special-tour-standard" };
  for (let day = 3; day < 10; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const times = await gql<{ startTimes: { availabilityId: string; vacancies: number | null }[] }>(
      site,
      `query($input: StartTimesInput!) { startTimes(input: $input) { availabilityId vacancies } }`,
      { input: { ...product, date } },
    );
    const slot = times.data?.startTimes.find((s) => (s.vacancies ?? 1) > 0);
    if (!slot) continue;
    const cart = await gql<{ createCart: { id: string } }>(
      site,
      `mutation($input: CreateCartInput!, $locale: Locale) { createCart(input: $input, locale: $locale) { id } }`,
      {
        input: { id: randomUUID(), ...product, date, availabilityId: slot.availabilityId, passengers: { adult: 2 } },
        locale: "en",
      },
    );
    const id = cart.data?.createCart.id;
    if (!id) throw new Error(`createCart: ${cart.errors?.[0]?.message}`);
    const details = await gql<{ setCustomerDetails: { id: string } }>(
      site,
      `mutation($input: CustomerDetailsInput!, $locale: Locale) { setCustomerDetails(input: $input, locale: $locale) { id } }`,
      {
        input: { id, firstName: "Staging", lastName: "Check", email: "staging-check@example.com", termsAccepted: true },
        locale: "en",
      },
    );
    if (!details.data?.setCustomerDetails) throw new Error(`setCustomerDetails: ${details.errors?.[0]?.message}`);
    const payment = await gql<{ startPayment: { orderCode: string } }>(
      site,
      `mutation($id: ID!, $locale: Locale) { startPayment(cartId: $id, locale: $locale) { orderCode } }`,
      { id, locale: "en" },
    );
    const orderCode = payment.data?.startPayment.orderCode;
    if (!orderCode) throw new Error(`startPayment: ${payment.errors?.[0]?.message}`);
    const paid = await fetch(`${pay}/web/checkout/pay`, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ref: orderCode,
        cardNumber: "4147 4630 1111 0133",
        expiry: "12/30",
        cvc: "123",
        cardholder: "Staging Check",
      }).toString(),
    });
    await paid.text();
    const location = paid.headers.get("location");
    if (!location) throw new Error(`the card page did not return (HTTP ${paid.status})`);
    const q = Object.fromEntries(new URL(location).searchParams);
    for (let attempt = 0; attempt < 10; attempt++) {
      const v = await gql<{ verifyPayment: { code: string; booking: { reference: string } | null } }>(
        site,
        `mutation($input: VerifyPaymentInput!, $locale: Locale) { verifyPayment(input: $input, locale: $locale) { code booking { reference } } }`,
        { input: { t: q.t, s: q.s, eventId: q.eventId, eci: q.eci, lang: "en", city: "brussels" }, locale: "en" },
      );
      const result = v.data?.verifyPayment;
      if (result?.code === "CONFIRMED") return result.booking?.reference ?? null;
      if (result && result.code !== "PROCESSING") throw new Error(`verifyPayment: ${result.code}`);
      if (!result) throw new Error(`verifyPayment: ${v.errors?.[0]?.message}`);
      await sleep(1500);
    }
    return null;
  }
  throw new Error("no start time with seats in the next days");
}

/** Logs in as the CMS's first admin and publishes a new article in London; returns its path on the site and title. */
async function publishArticle(
  cms: string,
  credentials: { email: string; password: string },
): Promise<{ path: string; title: string; saveAgain: () => Promise<void> }> {
  const login = await fetch(`${cms}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`CMS login: HTTP ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const stamp = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  const slug = `staging-publish-${stamp}`;
  const title = `Staging publish ${stamp}`;
  const res = await fetch(`${cms}/api/articles?locale=en`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `JWT ${token}` },
    body: JSON.stringify({
      slug,
      city: "london",
      title,
      excerpt: `Excerpt ${stamp}`,
      body: `<p>Body of ${stamp}</p>`,
      publishedAt: new Date().toISOString(),
      _status: "published",
    }),
  });
  if (res.status !== 201)
    throw new Error(`CMS: the article was not created (HTTP ${res.status}: ${(await res.text()).slice(0, 300)})`);
  const { doc } = (await res.json()) as { doc: { id: number | string } };
  const saveAgain = async () => {
    const again = await fetch(`${cms}/api/articles/${doc.id}?locale=en`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `JWT ${token}` },
      body: JSON.stringify({ excerpt: `Excerpt ${stamp} (saved again)`, _status: "published" }),
    });
    if (!again.ok) throw new Error(`CMS: the article was not saved again (HTTP ${again.status})`);
  };
  return { path: pathFor("city-inspiration-id", "en", { city: "london", id: slug }), title, saveAgain };
}
