/**
 * The help-centre forms' endpoints on a real web server (createWebServer) with its own SQLite database
 * and a small SMTP server (smtp-server): validation with the shared schema, storage, the two mails through the
 * outbox, the ALTCHA captcha (missing, forged, replayed), the per-client rate limit, the body limit, SMTP down
 * then up, and the reCAPTCHA adapter's selection and answers.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { freePort, TestSmtp } from "./smtp.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { loadConfig, type Config } from "../src/config.ts";
import { createWebServer, type WebServer } from "../src/server.ts";
import { RecaptchaCaptcha, selectCaptcha } from "../src/forms/captcha.ts";

// ------------------------------------------------------------------------------------------------ SMTP

interface Mail {
  to: string;
  subject: string;
  body: string;
  headers: string;
}
const mails: Mail[] = [];
let smtpPort = 0;

/** Decodes what nodemailer writes: RFC 2047 encoded words in headers and quoted-printable or base64 text parts. */
function decodeMail(raw: string): { headers: string; subject: string; body: string } {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = head.replace(/\r\n[ \t]+/g, " ");
  const words = (s: string) =>
    s.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
  const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? "");
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  const body = rest.join("\r\n\r\n");
  const decoded =
    body.includes("quoted-printable") || /Content-Transfer-Encoding: quoted-printable/i.test(headers) ? qp(body) : body;
  return { headers, subject, body: decoded };
}

const smtpServer = new TestSmtp((to, raw) => mails.push({ to, ...decodeMail(raw) }));
async function startSmtp(port = 0): Promise<void> {
  smtpPort = await smtpServer.start(port);
}
const stopSmtp = () => smtpServer.stop();

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ------------------------------------------------------------------------------------------------ stack

let dir: string;
let app: WebServer;
let apiUrl: string;
let config: Config;
const LIMIT = 4;
let clientNo = 0;
/** Each test posts from its own address (TRUST_PROXY on), so the rate limit of one does not spill into another. */
const newClient = () => `10.1.0.${++clientNo}`;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-forms-"));
  await startSmtp();
  config = {
    ...loadConfig({}),
    publicDir: dir,
    logLevel: "silent",
    trustProxy: true,
    apiDatabaseUrl: process.env.TEST_API_DATABASE_URL ?? join(dir, "api.db"),
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    outboxPollMs: 50,
    outboxRetryBaseMs: 100,
    reconcileIntervalSeconds: 0,
    forms: {
      ...loadConfig({}).forms,
      captchaSecret: "forms-test-secret",
      messagesPerHour: LIMIT,
      bodyLimitBytes: 4096,
    },
  };
  app = await createWebServer(config);
  await app.listen({ port: await freePort(), host: "127.0.0.1" });
  apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

after(async () => {
  await app?.close();
  await stopSmtp();
  rmSync(dir, { recursive: true, force: true });
});

async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await fetch(`${apiUrl}/api/forms/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution, "the proof of work is solvable");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function post(kind: string, body: unknown, client: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl}/api/forms/${kind}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as {
      ok: boolean;
      error?: string;
      message: string;
      reference?: string;
      fields?: { field: string; code: string; message: string }[];
    },
  };
}

const contact = (extra: Record<string, unknown> = {}) => ({
  city: "paris",
  locale: "fr",
  name: "Camille Martin",
  email: `camille.${Date.now()}@example.org`,
  phone: "+33 1 23 45 67 89",
  subject: "Objets trouvés",
  message: "J'ai oublié mon parapluie dans le bus de 14 h.",
  ...extra,
});
const privateTour = (extra: Record<string, unknown> = {}) => ({
  city: "madrid",
  locale: "es",
  name: "Lucía Gómez",
  email: `lucia.${Date.now()}@example.org`,
  company: "Eventos SL",
  phone: "+34 912 345 678",
  country: "ES",
  eventDescription: "Una boda de 40 invitados el 12 de junio por la tarde.",
  ...extra,
});
const storedCount = async () => Number((await app.payments.db.get("SELECT COUNT(*) AS n FROM api_form_messages"))?.n);

// ------------------------------------------------------------------------------------------------ tests

test("the captcha is ALTCHA by default, with a signed challenge that expires", async () => {
  const cfg = (await (await fetch(`${apiUrl}/api/forms/captcha`)).json()) as { kind: string; challengeUrl: string };
  assert.deepEqual(cfg, { kind: "altcha", challengeUrl: "/api/forms/challenge" });
  const challenge = (await (await fetch(`${apiUrl}/api/forms/challenge`)).json()) as Challenge;
  assert.equal(challenge.parameters.algorithm, "PBKDF2/SHA-256");
  assert.ok(challenge.signature && challenge.signature.length > 20);
  assert.ok(challenge.parameters.expiresAt! > Date.now() / 1000);
});

test("an empty submit is refused field by field in the visitor's language and stores nothing", async () => {
  const before = await storedCount();
  const res = await post(
    "private-tour",
    { city: "paris", locale: "fr", name: "", email: "", phone: "", country: "", eventDescription: "" },
    newClient(),
  );
  assert.equal(res.status, 400);
  assert.equal(res.body.error, "INVALID");
  assert.equal(res.body.message, "Formulaire incomplet.");
  const byField = Object.fromEntries((res.body.fields ?? []).map((f) => [f.field, f.message]));
  assert.deepEqual(Object.keys(byField).sort(), ["country", "email", "eventDescription", "name", "phone"]);
  assert.equal(byField.name, "Ce champ est obligatoire.");
  assert.equal(byField.country, "Veuillez choisir un pays.");
  assert.equal(await storedCount(), before);
});

test("a phone without its country code, a bad e-mail and an unknown country are refused (en from Accept-Language)", async () => {
  const res = await post(
    "private-tour",
    { ...privateTour({ locale: undefined, phone: "0612345678", email: "lucia@", country: "XX" }) },
    newClient(),
    { "accept-language": "en-GB,en;q=0.9" },
  );
  assert.equal(res.status, 400);
  const byField = Object.fromEntries((res.body.fields ?? []).map((f) => [f.field, f.message]));
  assert.match(byField.phone ?? "", /country code/);
  assert.match(byField.email ?? "", /valid e-mail/);
  assert.equal(byField.country, "Please choose a country.");
  assert.equal(byField.locale, "This field is not valid.");
});

test("a missing captcha and a forged one are refused with a clear message; nothing is stored or sent", async () => {
  const before = await storedCount();
  const sent = mails.length;
  const missing = await post("contact", contact(), newClient());
  assert.equal(missing.status, 403);
  assert.equal(missing.body.error, "CAPTCHA_MISSING");
  assert.equal(missing.body.message, "Veuillez confirmer que vous n'êtes pas un robot avant d'envoyer.");

  // Forged: a real challenge with a made-up solution; a challenge signed with another secret; the widget's test payload; garbage.
  const challenge = (await (await fetch(`${apiUrl}/api/forms/challenge`)).json()) as Challenge;
  const wrongSolution = Buffer.from(
    JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00".repeat(32) } }),
  ).toString("base64");
  const real = JSON.parse(Buffer.from(await solvedCaptcha(), "base64").toString()) as {
    challenge: Challenge;
    solution: unknown;
  };
  const resigned = Buffer.from(
    JSON.stringify({ challenge: { ...real.challenge, signature: "f".repeat(64) }, solution: real.solution }),
  ).toString("base64");
  const testPayload = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64");
  for (const captcha of [wrongSolution, resigned, testPayload, "not base64 json"]) {
    const res = await post("contact", contact({ locale: "nl", captcha }), newClient());
    assert.equal(res.status, 403, captcha.slice(0, 20));
    assert.equal(res.body.error, "CAPTCHA_INVALID");
    assert.match(res.body.message, /robots is mislukt/);
  }
  assert.equal(await storedCount(), before);
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(mails.length, sent);
});

test("a contact message is stored, mailed to the city's support address and acknowledged in the visitor's language", async () => {
  const body = contact({ captcha: await solvedCaptcha() });
  const res = await post("contact", body, newClient());
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.message, "Merci pour votre message. Notre équipe vous répondra rapidement par e-mail.");
  const row = await app.payments.db.get("SELECT * FROM api_form_messages WHERE email = ?", [body.email]);
  assert.ok(row);
  assert.equal(row.kind, "contact");
  assert.equal(row.support_address, config.supportEmail);
  assert.equal((JSON.parse(String(row.fields_json)) as Record<string, string>).message, body.message);

  const ack = await until(() => mails.find((m) => m.to === body.email));
  assert.match(ack.subject, /^Nous avons bien reçu votre message \(Référence [0-9A-F]{8}\)$/);
  // A fixed text with the request number: nothing the visitor typed is quoted.
  assert.match(ack.body, new RegExp(`Le num.ro de votre demande est ${res.body.reference!}`));
  assert.doesNotMatch(ack.body, /parapluie|Camille|Objets trouv/);
  const support = await until(() =>
    mails.find((m) => m.to === config.supportEmail && m.subject.includes(res.body.reference!)),
  );
  assert.match(support.subject, /^\[paris\] Formulaire de contact/);
  assert.match(support.headers, new RegExp(`Reply-To: ${body.email.replace(/\./g, "\\.")}`, "i"));
});

test("a private-tour request goes to the city's own support address (Madrid) with the chosen country", async () => {
  const body = privateTour({ captcha: await solvedCaptcha() });
  const res = await post("private-tour", body, newClient());
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const support = await until(() =>
    mails.find((m) => m.to === "atencion.madrid@citysightseeing.example" && m.subject.includes(res.body.reference!)),
  );
  assert.match(support.subject, /Solicitud de visita privada/);
  assert.match(support.body, /España \(ES\)/);
  assert.match(support.body, /Eventos SL/);
  const ack = await until(() => mails.find((m) => m.to === body.email));
  assert.match(ack.subject, /^Hemos recibido su solicitud de visita privada/);
});

test("a solved captcha is accepted once: the same payload again is refused", async () => {
  const captcha = await solvedCaptcha();
  const client = newClient();
  assert.equal((await post("contact", contact({ captcha }), client)).status, 201);
  const again = await post("contact", contact({ captcha }), client);
  assert.equal(again.status, 403);
  assert.equal(again.body.error, "CAPTCHA_INVALID");
});

test("a client is limited per hour (429, localized, Retry-After), whatever it sends", async () => {
  const client = newClient();
  for (let i = 0; i < LIMIT; i++) assert.equal((await post("contact", { locale: "es" }, client)).status, 400);
  const refused = await post("contact", contact({ locale: "es", captcha: await solvedCaptcha() }), client);
  assert.equal(refused.status, 429);
  assert.equal(refused.body.error, "TOO_MANY");
  assert.match(refused.body.message, /^Ha enviado demasiados mensajes desde su conexión\. Espere \d+ min/);
  assert.ok(Number(refused.headers.get("retry-after")) > 0);
  // Another client is not affected.
  assert.equal((await post("contact", { locale: "es" }, newClient())).status, 400);
});

test("a body above the limit is refused with 413 and a localized message", async () => {
  const res = await post("contact", contact({ message: "x".repeat(5000) }), newClient(), { "accept-language": "nl" });
  assert.equal(res.status, 413);
  assert.equal(res.body.message, "Uw bericht is te lang om te verzenden.");
});

test("with SMTP down the mails wait in the outbox; when it is back each is delivered exactly once", async () => {
  const port = smtpPort;
  await stopSmtp();
  const body = contact({ locale: "en", captcha: await solvedCaptcha() });
  const res = await post("contact", body, newClient());
  assert.equal(res.status, 201, "the visitor's message is accepted while SMTP is down");
  // A failed try puts the mail back as pending (between tries the worker may hold it as 'sending' for a moment).
  const rows = () => app.payments.db.all("SELECT status, tries FROM api_outbox WHERE to_address = ?", [body.email]);
  await until(async () => (await rows()).some((r) => r.status === "pending" && Number(r.tries) >= 1));
  assert.equal((await rows()).length, 1);
  assert.equal(mails.filter((m) => m.to === body.email).length, 0);
  await startSmtp(port);
  await until(() => mails.some((m) => m.to === body.email), 15_000);
  await until(() => mails.some((m) => m.to === config.supportEmail && m.subject.includes(res.body.reference!)), 15_000);
  await new Promise((r) => setTimeout(r, 800)); // any duplicate would arrive now
  assert.equal(mails.filter((m) => m.to === body.email).length, 1);
  assert.equal(mails.filter((m) => m.subject.includes(res.body.reference!) && m.to === config.supportEmail).length, 1);
  assert.match(mails.find((m) => m.to === body.email)!.subject, /^We received your message/);
});

test("reCAPTCHA replaces ALTCHA when its site key and secret are set, and trusts only Google's answer", async () => {
  const base = loadConfig({}).forms;
  assert.equal(
    selectCaptcha({ ...base, recaptchaSiteKey: "site", recaptchaSecret: null }, app.payments.db).kind,
    "altcha",
  );
  assert.equal(
    selectCaptcha({ ...base, recaptchaSiteKey: null, recaptchaSecret: "secret" }, app.payments.db).kind,
    "altcha",
  );
  const selected = selectCaptcha(
    loadConfig({ RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET: "secret" }).forms,
    app.payments.db,
  );
  assert.ok(selected instanceof RecaptchaCaptcha);
  assert.deepEqual(selected.publicConfig(), { kind: "recaptcha", siteKey: "site-key" });

  const sentBodies: string[] = [];
  const google = (answer: object) => async (_url: string, init: { body: URLSearchParams }) => {
    sentBodies.push(init.body.toString());
    return { ok: true, json: async () => answer };
  };
  assert.equal(await new RecaptchaCaptcha("k", "s", 0.5, google({ success: true })).verify("token", "1.2.3.4"), "ok");
  assert.equal(
    await new RecaptchaCaptcha("k", "s", 0.5, google({ success: false })).verify("token", "1.2.3.4"),
    "invalid",
  );
  assert.equal(
    await new RecaptchaCaptcha("k", "s", 0.5, google({ success: true, score: 0.2 })).verify("token", "1.2.3.4"),
    "invalid",
  );
  assert.equal(
    await new RecaptchaCaptcha("k", "s", 0.5, google({ success: true, score: 0.9 })).verify("token", "1.2.3.4"),
    "ok",
  );
  assert.equal(await new RecaptchaCaptcha("k", "s", 0.5, google({ success: true })).verify("", "1.2.3.4"), "missing");
  assert.match(sentBodies[0]!, /secret=s&response=token&remoteip=1\.2\.3\.4/);
});
