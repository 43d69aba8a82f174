/**
 * A throwaway PostgreSQL for the CMS migration tests (scripts/postgres.sh, as services/api/test/postgres.ts).
 * CMS_TEST_DATABASE_URL (postgres://, an empty scratch database) uses an existing one instead. PGPORT picks the port
 * (default 54369, apart from the other suites' clusters).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/postgres.sh')

export function postgresForTests(database = 'cms_test'): { url: string | null; reason?: string; stop(): void } {
  const env = process.env.CMS_TEST_DATABASE_URL
  if (env && /^postgres(ql)?:\/\//.test(env)) return { url: env, stop() {} }
  const run = (cmd: string) =>
    execFileSync('bash', [SCRIPT, cmd], {
      env: { ...process.env, PGPORT: process.env.PGPORT ?? '54369', PGDATABASE_NAME: database },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 180_000,
    })
  let wasRunning = false
  try {
    run('url')
    wasRunning = true
  } catch {
    // not running: started (and stopped) here
  }
  try {
    const url = /DATABASE_URL=(\S+)/.exec(run('start'))?.[1] ?? null
    return {
      url,
      stop() {
        if (wasRunning) return
        try {
          run('stop')
        } catch {
          // already gone
        }
      },
    }
  } catch (e) {
    return {
      url: null,
      reason: `scripts/postgres.sh start failed: ${(e as Error).message.split('\n').slice(0, 3).join(' ')}`,
      stop() {},
    }
  }
}
