/**
 * The help-centre forms: the contact form and the private-tour request.
 *
 *   GET  /api/forms/captcha            → which captcha the site shows: {kind: "altcha", challengeUrl} | {kind: "recaptcha", siteKey}
 *   GET  /api/forms/challenge          → a signed ALTCHA challenge (404 with reCAPTCHA)
 *   POST /api/forms/contact            {city, locale, name, email, phone?, subject, message, captcha}
 *   POST /api/forms/private-tour       {city, locale, name, email, company?, phone, country, eventDescription, captcha}
 *
 * A message is counted against the client's hourly limit (429), validated with the shared schema
 * (domain/forms.ts; 400 with each field's localized error), its captcha verified (403), then stored
 * (api_form_messages) together with its two mails (api_outbox, one transaction): one to the city's support address,
 * one acknowledgement to the visitor in their language. The outbox sends them when SMTP is up (nothing lost), after
 * any ticket e-mail (form mails are its low-priority kinds). The acknowledgement quotes nothing the visitor typed (a
 * fixed text with the request number), and at most FORM_ACK_MAX_PER_HOUR go out an hour from every client together:
 * beyond it the message is stored and the support mail goes, the acknowledgement is skipped and logged.
 * Bodies above FORMS_BODY_LIMIT_BYTES get 413. Every error text is localized (the body's locale, else Accept-Language).
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { FORM_KINDS, formSchemas, type FormErrorKey, type FormKind } from "../../../../domain/forms.ts";
import { cityById } from "../../../../domain/cities.ts";
import type { Config } from "../config.ts";
import type { ApiDb } from "../db/database.ts";
import type { Outbox } from "../fulfilment/outbox.ts";
import type { Limiter } from "../limits/limiter.ts";
import { clientKey } from "../limits/client-key.ts";
import { isLocale, negotiateLocale, type Locale } from "../locale.ts";
import { selectCaptcha, type Captcha } from "./captcha.ts";
import { acknowledgementMail, supportMail, type StoredForm } from "./mail.ts";
import { fieldError, formMessage, isFieldError, thanks, type FormMessageKey } from "./messages.ts";

const SCHEMAS = formSchemas(z);
const SUPPORT_KIND = "form:support";
const ACK_KIND = "form:ack";

export interface FieldError {
  field: string;
  code: FormErrorKey;
  message: string;
}

export type SubmitResult =
  | { status: 201; body: { ok: true; reference: string; message: string } }
  | {
      status: 400 | 403 | 413 | 429 | 500;
      body: { ok: false; error: FormMessageKey; message: string; fields?: FieldError[] };
      retryAfterSeconds?: number;
    };

export interface FormsDeps {
  config: Config;
  db: ApiDb;
  outbox: Outbox;
  limiter: Limiter;
  now?: () => number;
  captcha?: Captcha;
  log?: { warn(obj: object, msg: string): void };
}

/** The limiter key of the acknowledgements of every client together. */
const ACK_BUDGET_KEY = "forms-ack:all";

/** The support team's language: the one of the city's country (mails to Paris in French...). */
const TEAM_LOCALE: Readonly<Record<string, Locale>> = { FR: "fr", BE: "fr", ES: "es", NL: "nl" };

export class Forms {
  readonly captcha: Captcha;
  private readonly now: () => number;

  constructor(private readonly d: FormsDeps) {
    this.now = d.now ?? Date.now;
    this.captcha = d.captcha ?? selectCaptcha(d.config.forms, d.db, this.now);
    // Low priority: a flood of form mail never delays a ticket e-mail.
    d.outbox.register(
      SUPPORT_KIND,
      async (row) => {
        const form = await this.load(row.sourceId);
        return supportMail(form, { to: row.to, locale: row.locale, messageId: row.messageId });
      },
      { priority: "low" },
    );
    d.outbox.register(
      ACK_KIND,
      async (row) => {
        const form = await this.load(row.sourceId);
        return acknowledgementMail(form, {
          to: row.to,
          locale: row.locale,
          messageId: row.messageId,
          operator: row.operator,
        });
      },
      { priority: "low" },
    );
  }

  supportAddress(city: string): string {
    return cityById(city)?.supportEmail ?? this.d.config.supportEmail;
  }

  async submit(kind: FormKind, body: unknown, client: string, acceptLanguage?: string): Promise<SubmitResult> {
    const raw = (typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}) as Record<
      string,
      unknown
    >;
    const locale: Locale = isLocale(raw.locale) ? raw.locale : negotiateLocale(acceptLanguage, "en");
    const fail = (
      status: 400 | 403 | 413 | 429 | 500,
      error: FormMessageKey,
      extra: Partial<{ fields: FieldError[]; retryAfterSeconds: number; minutes: number }> = {},
    ): SubmitResult => ({
      status,
      body: {
        ok: false,
        error,
        message: formMessage(error, locale, { minutes: extra.minutes ?? 1 }),
        ...(extra.fields ? { fields: extra.fields } : {}),
      },
      ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    });

    const verdict = await this.d.limiter.hit(`forms:${clientKey(client)}`, {
      limit: this.d.config.forms.messagesPerHour,
      windowMs: 3600_000,
    });
    if (!verdict.allowed) {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      return fail(429, "TOO_MANY", { retryAfterSeconds: seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    const parsed = SCHEMAS[kind].safeParse(raw);
    if (!parsed.success) {
      const fields: FieldError[] = [];
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (fields.some((f) => f.field === field)) continue;
        const code: FormErrorKey = isFieldError(issue.message) ? issue.message : "forms.error.invalid";
        fields.push({ field, code, message: fieldError(code, locale) });
      }
      return fail(400, "INVALID", { fields });
    }
    const captcha = await this.captcha.verify(raw.captcha, client);
    if (captcha !== "ok") return fail(403, captcha === "missing" ? "CAPTCHA_MISSING" : "CAPTCHA_INVALID");

    const values = parsed.data as Record<string, string> & { city: string; locale: Locale; email: string };
    const { city, locale: formLocale, email, ...fields } = values;
    const id = randomUUID();
    const teamLocale = TEAM_LOCALE[cityById(city)?.countryCode ?? ""] ?? "en";
    const support = this.supportAddress(city);
    // The operator's sender writes to an address nobody has verified: a global hourly budget besides the per-client one.
    // First the client's own share (ADR 0343): beyond it, nothing is taken from the budget of every client.
    const own = await this.d.limiter.hit(`forms-ack:${clientKey(client)}`, {
      limit: this.d.config.forms.ackPerClientPerHour ?? 2,
      windowMs: 3600_000,
    });
    const ack = own.allowed
      ? await this.d.limiter.hit(ACK_BUDGET_KEY, { limit: this.d.config.forms.ackMaxPerHour, windowMs: 3600_000 })
      : own;
    if (!own.allowed) {
      this.d.log?.warn(
        { form: id, kind },
        "forms: this client's hourly acknowledgements are used, acknowledgement skipped",
      );
    } else if (!ack.allowed) {
      this.d.log?.warn(
        { form: id, kind, limit: this.d.config.forms.ackMaxPerHour },
        "forms: hourly acknowledgement cap reached, acknowledgement skipped",
      );
    }
    await this.d.db.batch([
      this.d.db.kysely.insertInto("api_form_messages").values({
        id,
        kind,
        city,
        locale: formLocale,
        email,
        fields_json: JSON.stringify({ ...fields }),
        support_address: support,
        client,
        created_ms: this.now(),
      }),
      this.d.outbox.enqueueStmt({
        kind: SUPPORT_KIND,
        attemptId: id,
        to: support,
        locale: teamLocale,
        dedupeKey: `${id}:support`,
      }),
      ...(ack.allowed
        ? [
            this.d.outbox.enqueueStmt({
              kind: ACK_KIND,
              attemptId: id,
              to: email,
              locale: formLocale,
              dedupeKey: `${id}:ack`,
            }),
          ]
        : []),
    ]);
    this.d.outbox.kick();
    return {
      status: 201,
      body: { ok: true, reference: id.slice(0, 8).toUpperCase(), message: thanks(kind, formLocale) },
    };
  }

  private async load(id: string): Promise<StoredForm> {
    const row = await this.d.db.kysely
      .selectFrom("api_form_messages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new Error(`form message ${id} not found`);
    const kind = String(row.kind) as FormKind;
    const locale = isLocale(row.locale) ? row.locale : "en";
    return {
      id,
      kind,
      city: String(row.city),
      locale,
      email: String(row.email),
      fields: JSON.parse(String(row.fields_json)) as Record<string, string>,
    };
  }
}

// ------------------------------------------------------------------------------------------------ routes

function send(reply: FastifyReply, result: SubmitResult) {
  if ("retryAfterSeconds" in result && result.retryAfterSeconds)
    reply.header("retry-after", String(result.retryAfterSeconds));
  return reply.code(result.status).header("cache-control", "no-store").send(result.body);
}

export async function formsRoutes(app: FastifyInstance, opts: { forms: Forms; bodyLimit: number }): Promise<void> {
  const { forms } = opts;
  // Oversized or unreadable bodies get the forms' own localized answer (this plugin's scope only).
  app.setErrorHandler((error: { code?: string; statusCode?: number }, req: FastifyRequest, reply) => {
    const locale = negotiateLocale(req.headers["accept-language"], "en");
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ ok: false, error: "TOO_LARGE", message: formMessage("TOO_LARGE", locale) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
    if (status === 500) req.log.error({ err: error }, "forms: request failed");
    return reply.code(status).send({
      ok: false,
      error: status === 400 ? "INVALID" : "FAILED",
      message: formMessage(status === 400 ? "INVALID" : "FAILED", locale),
    });
  });

  app.get("/forms/captcha", async (_req, reply) =>
    reply.header("cache-control", "no-store").send(forms.captcha.publicConfig()),
  );
  app.get("/forms/challenge", async (_req, reply) => {
    const challenge = await forms.captcha.challenge();
    if (!challenge) return reply.code(404).send({ ok: false, error: "NOT_FOUND" });
    return reply.header("cache-control", "no-store").send(challenge);
  });
  for (const kind of FORM_KINDS) {
    app.post(`/forms/${kind}`, { bodyLimit: opts.bodyLimit }, async (req, reply) =>
      send(reply, await forms.submit(kind, req.body, req.ip, req.headers["accept-language"])),
    );
  }
}
