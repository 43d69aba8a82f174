/**
 * `npm start`: the CMS's production server as one Node process (Next's custom server), so it behaves like the other
 * services (docs/adr/0346-production-guard-cms-service-publish-delivery.md):
 * - NODE_ENV=production: the guard (production-guard.mjs) runs first; a refused start prints its lines and exits 1
 *   before Next or Payload load (it used to keep running and answer 500 everywhere);
 * - SIGTERM / SIGINT: stop accepting connections, let the requests in flight finish, exit 0; after
 *   SHUTDOWN_TIMEOUT_MS (default 25 s) exit 1. One process: nothing is left orphaned on the port, and npm exits 0;
 * - production: the lines it prints are JSON (Payload's own logger too: src/logger.ts);
 * - anonymous API reads: at most CMS_ANONYMOUS_READS_PER_CLIENT per client and CMS_ANONYMOUS_READS in all at once,
 *   the excess answered 429/503 at once (read-gate.mjs; ADR 0347).
 * Binds CMS_HOST (default 127.0.0.1) and CMS_PORT (default 3000).
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { cmsProductionProblems, refusalText } from '../production-guard.mjs'
import { createReadGate, readGateSettings } from '../read-gate.mjs'

const production = process.env.NODE_ENV === 'production'
/** One line: JSON (pino's shape) in production, plain text otherwise. */
const log = (level, msg) => {
  const line = production
    ? JSON.stringify({ level: level === 'error' ? 50 : 30, time: Date.now(), name: 'cms', msg })
    : `CMS: ${msg}`
  ;(level === 'error' ? console.error : console.log)(line)
}

const problems = cmsProductionProblems(process.env)
if (problems.length) {
  console.error(refusalText(problems))
  process.exit(1)
}

const hostname = process.env.CMS_HOST || '127.0.0.1'
const port = Number(process.env.CMS_PORT || 3000)
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000)
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The operator's mode, before Next forces NODE_ENV=production below (npm start and the test stack run Next's
// production server too): production-only refusals inside Payload read it (src/auth/editor-lockout.ts).
process.env.CMS_MODE = production ? 'production' : 'development'
// `next start` sets these itself; the custom server must before Next loads.
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

let app
try {
  const { default: next } = await import('next')
  app = next({ dev: false, dir, hostname, port })
  await app.prepare()
} catch (error) {
  log('error', `start failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  process.exit(1)
}
const handle = app.getRequestHandler()
// Concurrent anonymous API reads are bounded, the excess answered at once (read-gate.mjs; ADR 0347).
const gate = createReadGate({ ...readGateSettings(process.env), readToken: process.env.CMS_READ_TOKEN })
let stopping = false
const server = http.createServer((req, res) => {
  if (stopping) res.setHeader('connection', 'close')
  if (!gate.admit(req, res)) return
  void handle(req, res)
})
server.on('error', (error) => {
  log('error', `cannot listen on ${hostname}:${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, hostname, () =>
  log('info', `listening on http://${hostname}:${port} (${production ? 'production' : 'development'})`),
)

const stop = (signal) => {
  if (stopping) return
  stopping = true
  log('info', `${signal}, stopping: finishing the requests in flight`)
  const timer = setTimeout(() => {
    log('error', `requests still in flight after ${shutdownTimeoutMs} ms: exiting 1`)
    process.exit(1)
  }, shutdownTimeoutMs)
  timer.unref()
  server.close(() => {
    log('info', 'stopped')
    process.exit(0)
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
