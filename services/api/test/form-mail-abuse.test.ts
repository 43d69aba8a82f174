/**
 * The forms cannot send the operator's mail to strangers. On the paying stack (real web server, OCTO and
 * payment sandboxes, SMTP): the acknowledgement quotes nothing the visitor typed (a fixed text with the request
 * number), a global hourly cap on acknowledgements (FORM_ACK_MAX_PER_HOUR) besides the per-client one (beyond it the
 * message is stored and the support mail goes, only the acknowledgement is skipped), and ticket e-mails are sent
 * before form e-mails waiting in the same outbox.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { loadConfig } from "../src/config.ts";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";

const ACK_CAP = 3;
let s: PaymentStack;
let clientNo = 0;

before(async () => {
  const defaults = loadConfig({});
  s = await startPaymentStack({
    config: {
      trustProxy: true,
      forms: { ...defaults.forms, ackMaxPerHour: ACK_CAP, captchaSecret: "form-abuse-secret", messagesPerHour: 1000 },
    },
  });
});
after(async () => {
  await s?.close();
});

async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await fetch(`${s.urls[0]}/api/forms/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function post(kind: string, body: Record<string, unknown>) {
  const res = await fetch(`${s.urls[0]}/api/forms/${kind}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.24.0.${++clientNo}` },
    body: JSON.stringify({ ...body, captcha: await solvedCaptcha() }),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; reference?: string } };
}

/** A phishing attempt through the contact form: a stranger's address, a lure in every field the visitor types. */
const phishing = (n: number) => ({
  city: "paris",
  locale: "en",
  name: "Your account is locked http://evil.example/login",
  email: `victim${n}.${Date.now()}@example.net`,
  subject: "Urgent: verify your card at http://evil.example",
  message: "Click http://evil.example/pay to keep your booking. Call +1 555 0100.",
});
const bodyOf = (raw: string) =>
  raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
const formRows = async () =>
  Number((await s.instances[0]!.payments.db.get("SELECT COUNT(*) AS n FROM api_form_messages"))?.n);

test("the acknowledgement quotes nothing the visitor typed: a fixed text with the request number, in the visitor's language", async () => {
  const body = phishing(0);
  const res = await post("contact", body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const reference = res.body.reference!;
  const ack = await waitFor(() => s.mails.find((m) => m.to === body.email));
  const text = bodyOf(ack.raw);
  assert.ok(text.includes(reference), "the request number is in the acknowledgement");
  for (const typed of ["evil.example", "account is locked", "verify your card", "555 0100", "Urgent"]) {
    assert.ok(!text.includes(typed), `the acknowledgement quotes "${typed}"`);
  }
  // The support team still gets the whole message (Reply-To the visitor).
  const support = await waitFor(() => s.mails.find((m) => m.to !== body.email && bodyOf(m.raw).includes(reference)));
  assert.ok(bodyOf(support.raw).includes("evil.example/pay"));

  const fr = await post("private-tour", {
    city: "madrid",
    locale: "fr",
    name: "Lucía <b>Gómez</b>",
    email: `lucia.${Date.now()}@example.org`,
    company: "http://evil.example",
    phone: "+34 912 345 678",
    country: "ES",
    eventDescription: "Une fête de 40 personnes, voir http://evil.example/menu.",
  });
  assert.equal(fr.status, 201);
  const frAck = await waitFor(() =>
    s.mails.find((m) => bodyOf(m.raw).includes(fr.body.reference!) && /lucia\./.test(m.to)),
  );
  const frText = bodyOf(frAck.raw);
  assert.ok(!frText.includes("evil.example") && !frText.includes("Lucía") && !frText.includes("40 personnes"));
  assert.match(frText, /demande/);
});

test("beyond FORM_ACK_MAX_PER_HOUR acknowledgements (all clients together) the message is stored and the support mail goes; no acknowledgement", async () => {
  assert.equal(loadConfig({ FORM_ACK_MAX_PER_HOUR: "3" }).forms.ackMaxPerHour, 3, "FORM_ACK_MAX_PER_HOUR is read");
  assert.equal(loadConfig({}).forms.ackMaxPerHour, 200, "default 200 an hour");
  const stored = await formRows();
  const bodies = Array.from({ length: ACK_CAP + 2 }, (_, i) => phishing(100 + i));
  // The first test used 2 of this hour's acknowledgements: only ACK_CAP - 2 more go.
  const references: string[] = [];
  for (const body of bodies) {
    const res = await post("contact", body);
    assert.equal(res.status, 201, "the visitor's message is accepted");
    references.push(res.body.reference!);
  }
  assert.equal(await formRows(), stored + bodies.length, "every message is stored");
  for (const reference of references) {
    await waitFor(() => s.mails.find((m) => !m.to.startsWith("victim") && bodyOf(m.raw).includes(reference)));
  }
  await new Promise((r) => setTimeout(r, 500));
  const acks = s.mails.filter((m) => bodies.some((b) => b.email === m.to));
  assert.equal(acks.length, ACK_CAP - 2, `${acks.length} acknowledgements went to strangers`);
});

test("ticket e-mails are sent before form e-mails waiting in the outbox", async () => {
  const outbox = s.instances[0]!.payments.outbox;
  await outbox.stop();
  const sentBefore = s.mails.length;
  for (let i = 0; i < 6; i++) {
    const res = await post("private-tour", {
      city: "paris",
      locale: "en",
      name: "Group Organiser",
      email: `organiser${i}.${Date.now()}@example.org`,
      phone: "+33 1 23 45 67 89",
      country: "FR",
      eventDescription: "A private tour for a company of thirty people in June.",
    });
    assert.equal(res.status, 201);
  }
  const buyer = `buyer.${Date.now()}@example.com`;
  const { orderCode } = await s.cartWithPayment(buyer);
  const paid = await s.payOrder(orderCode);
  const verified = await s.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  assert.equal(s.mails.length, sentBefore, "nothing was sent while the worker was stopped");
  outbox.start();
  await waitFor(() => s.mails.some((m) => m.to === buyer));
  const order = s.mails.slice(sentBefore).map((m) => (m.to === buyer ? "ticket" : "form"));
  assert.equal(order[0], "ticket", `sent in this order: ${order.join(", ")}`);
});
