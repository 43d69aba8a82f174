/**
 * Makes the upgrade fixture of a release: `npx tsx scripts/upgrade-fixture.ts` on the release's commit (the fixture
 * committed under tests/upgrade/fixtures/2.6.25/ was made on 48e8a87, release 2.6.25). The
 * upgrade test (tests/upgrade/upgrade.test.ts) restores it and starts the current code on it.
 *
 * What it does, on throwaway data in a temporary directory (tests/upgrade/upgrade-stack.ts starts the services):
 *  1. starts payment sandbox, OCTO sandbox, CMS (first start: the seed: pages, articles, media, site settings) and
 *     the web server on empty databases;
 *  2. through the real API (as services/api/test/date-change.test.ts `paidBooking` does, paid with the payment
 *     sandbox's /_sandbox/orders/{code}/pay): booking "en" and booking "fr" of the Paris hop-on hop-off, 2 adults + 1
 *     child, 300+ days ahead (so they stay changeable for a long time), both paid and confirmed; the date of "en"
 *     changed to a same-price day; a contact-form message (ALTCHA solved). It waits until every outbox e-mail is
 *     sent;
 *  3. records what this release answers: myBooking of each booking (en and fr), the ticket links, the CMS GraphQL
 *     answers of pages, articles, home pages, products, site settings and the media list (queries in
 *     tests/upgrade/reads.ts), every table's row count, and the sha-256 of every media file;
 *  4. stops the services and writes tests/upgrade/fixtures/<version>/: api.sql, octo.sql, payments.sql (text dumps),
 *     cms.sql.gz (the CMS dump, 3.7 MB as text, gzip -n), cms-media/ (the files the media documents reference),
 *     expected.json (step 3).
 *
 * Reproducible in procedure, not byte for byte (ids, tokens and timestamps differ per run). `VERBOSE=1` prints the
 * services' output. Needs the services' node_modules (npm ci); the CMS seed takes 1-3 minutes.
 */
import { createHash, randomUUID } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CMS_READS, MY_BOOKING } from "../tests/upgrade/reads";
import {
  DATABASES,
  FIXTURE_DIR,
  FIXTURE_VERSION,
  ROOT,
  SITE_URL,
  dumpSqlite,
  openSqlite,
  rowCounts,
  startUpgradeStack,
  until,
  type DbName,
  type UpgradeStack,
} from "../tests/upgrade/upgrade-stack";

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DAYS_AHEAD = 320;

function localDate(daysFromToday: number): string {
  const d = new Date(Date.now() + daysFromToday * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);
}

function check(ok: unknown, what: string, detail?: unknown): asserts ok {
  if (!ok) throw new Error(`${what}${detail === undefined ? "" : `: ${JSON.stringify(detail)}`}`);
}

async function paidBooking(stack: UpgradeStack, locale: "en" | "fr", fromDays: number) {
  const email = `upgrade-${locale}-${randomUUID().slice(0, 8)}@example.com`;
  // The first day from `fromDays` whose hold succeeds (one day in twenty of a product is sold out).
  let id = "";
  let date = "";
  for (let d = fromDays; d < fromDays + 20 && !id; d++) {
    const tryId = randomUUID();
    const created = await stack.gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
      input: { id: tryId, ...HOHO, date: localDate(d), passengers: { adult: 2, child: 1 } },
    });
    if (!created.errors) [id, date] = [tryId, localDate(d)];
  }
  check(id, "no day with seats");
  const details = await stack.gql(
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`,
    {
      input: {
        id,
        firstName: locale === "fr" ? "Camille" : "Ada",
        lastName: locale === "fr" ? "Martin" : "Lovelace",
        email,
        termsAccepted: true,
      },
    },
  );
  check(!details.errors, "setCustomerDetails", details.errors);
  const started = await stack.gql(`mutation($id: ID!) { startPayment(cartId: $id, locale: ${locale}) { orderCode } }`, {
    id,
  });
  check(!started.errors, "startPayment", started.errors);
  const orderCode = started.data.startPayment.orderCode as string;
  const paid = await fetch(`${stack.urls.payment}/_sandbox/orders/${orderCode}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  check(paid.status === 200, "pay", await paid.clone().text());
  const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
  const verified = (await (
    await fetch(`${stack.urls.api}/api/payments/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...Object.fromEntries(new URL(redirectUrl).searchParams), lang: locale, city: "paris" }),
    })
  ).json()) as { code: string; booking: { reference: string } };
  check(verified.code === "CONFIRMED", "verify", verified);
  console.log(`[fixture] booking ${locale}: ${verified.booking.reference} on ${date} (order ${orderCode})`);
  return { locale, email, orderCode, cartId: id, date, reference: verified.booking.reference };
}

async function contactMessage(stack: UpgradeStack) {
  const fromApi = createRequire(path.join(ROOT, "services/api/package.json"));
  const { solveChallenge } = fromApi("altcha-lib") as { solveChallenge: (o: unknown) => Promise<unknown> };
  const { deriveKey } = fromApi("altcha-lib/algorithms/pbkdf2") as { deriveKey: unknown };
  const challenge = await (await fetch(`${stack.urls.api}/api/forms/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const body = {
    city: "paris",
    locale: "fr",
    name: "Camille Martin",
    email: "camille.upgrade@example.org",
    phone: "+33 1 23 45 67 89",
    subject: "Objets trouvés",
    message: "J'ai oublié mon parapluie dans le bus de 14 h.",
    captcha,
  };
  const res = await fetch(`${stack.urls.api}/api/forms/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { ok: boolean; reference?: string };
  check(res.ok && answer.ok, "contact form", { status: res.status, answer });
  return { email: body.email, reference: answer.reference };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "upgrade-fixture-"));
  const started = Date.now();
  const stack = await startUpgradeStack(dir, { verbose: process.env.VERBOSE === "1", timeoutMs: 900_000 });
  console.log(`[fixture] services ready in ${(stack.readyMs.all / 1000).toFixed(1)} s (CMS seed included)`);
  let expected: Record<string, unknown>;
  try {
    const en = await paidBooking(stack, "en", DAYS_AHEAD);
    const fr = await paidBooking(stack, "fr", DAYS_AHEAD + 3);
    // A change of date of "en" to a same-price day (changeable up to 24 hours before the tour).
    let moved: { reference: string; startsAt: string } | null = null;
    for (let d = DAYS_AHEAD + 7; d < DAYS_AHEAD + 30 && !moved; d++) {
      const input = { reference: en.reference, email: en.email, date: localDate(d) };
      const q = await stack.gql(
        `query($input: DateChangeInput!) { dateChangeQuote(input: $input, locale: en) { ok difference } }`,
        { input },
      );
      if (!q.data?.dateChangeQuote?.ok || q.data.dateChangeQuote.difference !== 0) continue;
      const r = await stack.gql(
        `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: en) { code booking { reference startsAt } } }`,
        { input },
      );
      check(r.data?.changeBookingDate?.code === "CHANGED", "changeBookingDate", r);
      moved = r.data.changeBookingDate.booking;
    }
    check(moved, "no same-price day to move booking en to");
    console.log(`[fixture] booking en moved to ${moved.startsAt}: new reference ${moved.reference}`);
    const contact = await contactMessage(stack);

    // Every e-mail sent: tickets of en, fr, the change of en; the contact message and its acknowledgement.
    const apiDb = path.join(dir, DATABASES.api);
    await until(
      async () => {
        const db = openSqlite(apiDb);
        try {
          const rows = (await db.execute("SELECT status FROM api_outbox")).rows;
          return rows.length >= 5 && rows.every((r) => r.status === "sent");
        } finally {
          db.close();
        }
      },
      60_000,
      "the outbox to be sent",
    );
    console.log(`[fixture] ${stack.mails.length} e-mails sent`);

    const bookings = [
      {
        label: "en (date changed)",
        email: en.email,
        locale: "en",
        orderCode: en.orderCode,
        reference: moved.reference,
        oldReference: en.reference,
      },
      { label: "fr", email: fr.email, locale: "fr", orderCode: fr.orderCode, reference: fr.reference },
    ];
    const answers: Record<string, unknown> = {};
    for (const b of bookings) {
      for (const ref of [b.reference, ...(b.oldReference ? [b.oldReference] : [])]) {
        for (const locale of ["en", "fr"]) {
          const r = await stack.gql(MY_BOOKING, { r: ref, e: b.email, l: locale });
          check(!r.errors && r.data.myBooking, "myBooking", r);
          answers[`${ref}|${locale}`] = r.data.myBooking;
        }
      }
    }
    const cms: Record<string, unknown> = {};
    for (const [name, query] of Object.entries(CMS_READS)) {
      const r = await stack.cmsGql(query);
      check(!r.errors, `CMS ${name}`, r.errors);
      cms[name] = r.data;
    }
    expected = { bookings, contact, myBooking: answers, cms };
  } catch (error) {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  await stack.stop();

  // Write the fixture.
  rmSync(FIXTURE_DIR, { recursive: true, force: true });
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const header = (db: string) =>
    `${db} of release ${FIXTURE_VERSION}, made by scripts/upgrade-fixture.ts on ${new Date().toISOString().slice(0, 10)}`;
  const counts: Record<string, Record<string, number>> = {};
  for (const [name, file] of Object.entries(DATABASES) as [DbName, string][]) {
    const source = path.join(dir, file);
    counts[name] = await rowCounts(source);
    const sql = await dumpSqlite(source, header(file));
    if (name === "cms") writeFileSync(path.join(FIXTURE_DIR, "cms.sql.gz"), gzipSync(sql, { level: 9 }));
    else writeFileSync(path.join(FIXTURE_DIR, `${name === "payment" ? "payments" : name}.sql`), sql);
  }
  const mediaDir = path.join(dir, "cms/media");
  const media: Record<string, string> = {};
  for (const f of readdirSync(mediaDir).sort())
    media[f] = createHash("sha256")
      .update(readFileSync(path.join(mediaDir, f)))
      .digest("hex");
  cpSync(mediaDir, path.join(FIXTURE_DIR, "cms-media"), { recursive: true });
  writeFileSync(
    path.join(FIXTURE_DIR, "expected.json"),
    `${JSON.stringify({ version: FIXTURE_VERSION, madeAt: new Date().toISOString(), siteUrl: SITE_URL, counts, media, ...expected }, null, 1)}\n`,
  );
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `[fixture] written to ${path.relative(ROOT, FIXTURE_DIR)} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
