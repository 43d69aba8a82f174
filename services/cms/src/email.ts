import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/** The built-in sender, as the web server's (docs/configuration.md, MAIL_FROM). */
export const DEFAULT_MAIL_FROM = 'City Sightseeing <tickets@sightseeing.example>'

/** `Name <address>` or a bare address. */
export function parseMailFrom(raw: string): { name: string; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(raw)
  if (m) return { name: m[1]!.trim(), address: m[2]!.trim() }
  return { name: '', address: raw.trim() }
}

/**
 * The CMS's e-mail (password resets, ADR 0348): through SMTP_URL, from MAIL_FROM, as the web server sends its own.
 * Without SMTP_URL (development) Payload's default applies: the message is written to the log, not sent; the
 * production guard refuses a production start without SMTP_URL (production-guard.mjs).
 */
export function smtpEmailAdapter(env: Record<string, string | undefined> = process.env): EmailAdapter | undefined {
  const url = env.SMTP_URL
  if (!url) return undefined
  const from = parseMailFrom(env.MAIL_FROM || DEFAULT_MAIL_FROM)
  return () => {
    const transport = nodemailer.createTransport(url)
    return {
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) =>
        transport.sendMail({ ...message, from: message.from ?? { name: from.name, address: from.address } }),
    }
  }
}
