import type { Config } from 'payload'

/**
 * Payload's logger: in production one JSON line per event on stdout (pino's own format: level, time, name, msg),
 * without pino-pretty's colour codes, like the web server's logs; in development Payload's default (pretty, coloured).
 * LOG_LEVEL (default info) as in the web server. docs/adr/0346-production-guard-cms-service-publish-delivery.md.
 */
export function payloadLogger(env: Record<string, string | undefined> = process.env): Config['logger'] {
  if (env.NODE_ENV !== 'production') return undefined
  const level =
    env.LOG_LEVEL && ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(env.LOG_LEVEL)
      ? env.LOG_LEVEL
      : 'info'
  return { options: { name: 'cms', level } }
}
