/**
 * Editors' password-reset e-mails go out through SMTP_URL from MAIL_FROM (ADR 0348, src/email.ts), not only to the
 * log: a real Payload (SQLite, no seed) asked for a reset sends the message to a small SMTP server.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'

import { parseMailFrom, smtpEmailAdapter } from '../src/email'

/** The least SMTP a sender needs (no TLS, no auth): every message's envelope and data. */
async function startSmtp(): Promise<{
  port: number
  messages: { from: string; to: string[]; data: string }[]
  close: () => Promise<void>
}> {
  const messages: { from: string; to: string[]; data: string }[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let current = { from: '', to: [] as string[], data: '' }
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          messages.push(current)
          current = { from: '', to: [], data: '' }
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n')
        else if (verb === 'MAIL') {
          current.from = line
          socket.write('250 ok\r\n')
        } else if (verb === 'RCPT') {
          current.to.push(line)
          socket.write('250 ok\r\n')
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    close: () => new Promise((r) => server.close(() => r())),
  }
}

test('MAIL_FROM: a name and an address, or a bare address; no adapter without SMTP_URL', () => {
  assert.deepEqual(parseMailFrom('City Sightseeing <tickets@sightseeing.example>'), {
    name: 'City Sightseeing',
    address: 'tickets@sightseeing.example',
  })
  assert.deepEqual(parseMailFrom('"Op, Ltd" <noreply@op.example>'), { name: 'Op, Ltd', address: 'noreply@op.example' })
  assert.deepEqual(parseMailFrom('noreply@op.example'), { name: '', address: 'noreply@op.example' })
  assert.equal(smtpEmailAdapter({}), undefined)
})

let smtp: Awaited<ReturnType<typeof startSmtp>>
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-reset-mail-'))
before(async () => {
  smtp = await startSmtp()
})
after(async () => {
  await smtp.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test(
  'a password reset is sent through SMTP_URL, from MAIL_FROM, to the editor, with the reset link',
  { timeout: 300_000 },
  async () => {
    Object.assign(process.env, {
      CMS_DATA_DIR: dir,
      CMS_SKIP_AUTO_SEED: '1',
      PAYLOAD_SECRET: 'test-secret-not-for-production',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Harbour Tours <editors@harbour.example>',
    })
    delete process.env.DATABASE_URL
    delete process.env.CMS_DATABASE_URL
    const { getPayload } = await import('payload')
    const { default: config } = await import('../src/payload.config')
    const payload = await getPayload({ config })
    try {
      await payload.create({
        collection: 'users',
        data: { email: 'editor@harbour.example', password: 'an-editor-password-123', name: 'Editor' },
        overrideAccess: true,
      })
      await payload.forgotPassword({
        collection: 'users',
        data: { email: 'editor@harbour.example' },
        disableEmail: false,
      })
      for (let i = 0; i < 100 && smtp.messages.length === 0; i++) await new Promise((r) => setTimeout(r, 50))
      assert.equal(smtp.messages.length, 1, 'one message reached the SMTP server')
      const [message] = smtp.messages
      assert.match(message!.from, /<editors@harbour\.example>/)
      assert.deepEqual(
        message!.to.map((t) => /<([^>]+)>/.exec(t)?.[1]),
        ['editor@harbour.example'],
      )
      assert.match(message!.data, /^From: Harbour Tours <editors@harbour\.example>$/m)
      assert.match(message!.data.replace(/=\r\n/g, ''), /reset/i)
    } finally {
      await payload.destroy()
    }
  },
)
