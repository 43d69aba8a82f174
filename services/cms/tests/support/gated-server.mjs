/**
 * A stand-in for the CMS's own server (scripts/start.mjs) in a process of its own, for tests/read-gate.test.ts: the
 * read gate (read-gate.mjs) in front of a handler that serves a large page like Payload does (database reads, a turn
 * of the loop each, and PAGE_MS of the event loop's time in all for `?heavy`; `?serial`: PAGE_MS without a turn of
 * the loop, as with SQLite). GATE=0 serves without the gate.
 * Prints its port on stdout.
 */
import http from 'node:http'

import { createReadGate, readGateSettings } from '../../read-gate.mjs'

const PAGE_MS = Number(process.env.PAGE_MS || 200)
const gate = createReadGate({
  ...readGateSettings(process.env),
  readToken: process.env.CMS_READ_TOKEN,
  signingKey: () => process.env.SIGNING_KEY ?? null,
})
const server = http.createServer(async (req, res) => {
  if (process.env.GATE !== '0' && !gate.admit(req, res)) return
  if (req.url?.includes('serial')) {
    // As with SQLite: the whole page without a turn of the loop (the next request is not even parsed meanwhile).
    const until = performance.now() + PAGE_MS
    while (performance.now() < until);
    return res.writeHead(200, { 'content-type': 'application/json' }).end('{"docs":[]}')
  }
  const chunks = req.url?.includes('heavy') ? 10 : 1
  for (let i = 0; i < chunks; i++) {
    await new Promise((r) => setTimeout(r, 1))
    const until = performance.now() + PAGE_MS / 10
    while (performance.now() < until);
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"docs":[]}')
})
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)))
