/**
 * One client cannot use up the global allowance of form acknowledgements (ADR 0343): each client has its own share
 * (FORM_ACK_PER_CLIENT_PER_HOUR, default 2) and what it sends beyond it takes nothing of the budget of every client
 * (FORM_ACK_MAX_PER_HOUR). Real web server on the paying stack, real SMTP.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { loadConfig } from "../src/config.ts";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";

let s: PaymentStack;
before(async () => {
  const defaults = loadConfig({});
  s = await startPaymentStack({
    config: {
      trustProxy: true,
      forms: { ...defaults.forms, ackMaxPerHour: 5, captchaSecret: "form-ack-share", messagesPerHour: 1000 },
    },
  });
});
after(async () => {
  await s?.close();
});

async function post(client: string, n: number): Promise<{ email: string; reference: string }> {
  const challenge = (await (await fetch(`${s.urls[0]}/api/forms/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const email = `visitor${n}.${Date.now()}@example.net`;
  const res = await fetch(`${s.urls[0]}/api/forms/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({
      city: "paris",
      locale: "en",
      name: "A visitor",
      email,
      subject: "Question",
      message: "When does the bus leave?",
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    }),
  });
  assert.equal(res.status, 201);
  return { email, reference: ((await res.json()) as { reference: string }).reference };
}

test("a client sending many messages gets its share of acknowledgements; the other clients still get theirs", async () => {
  assert.equal(loadConfig({}).forms.ackPerClientPerHour, 2);
  const flood: { email: string; reference: string }[] = [];
  for (let i = 0; i < 6; i++) flood.push(await post("203.0.113.9", i));
  const others: { email: string; reference: string }[] = [];
  for (let i = 0; i < 3; i++) others.push(await post(`203.0.113.${20 + i}`, 100 + i));
  // Every message reaches the team.
  for (const m of [...flood, ...others])
    await waitFor(() =>
      s.mails.find((x) => !x.to.startsWith("visitor") && x.raw.replace(/=\r\n/g, "").includes(m.reference)),
    );
  for (const m of others) await waitFor(() => s.mails.find((x) => x.to === m.email), 10_000);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(s.mails.filter((x) => flood.some((m) => m.email === x.to)).length, 2, "the flooding client's share");
  assert.equal(
    s.mails.filter((x) => others.some((m) => m.email === x.to)).length,
    3,
    "every other client is acknowledged",
  );
});
