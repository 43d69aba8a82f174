/**
 * npm run migrate:create -- <name> [--force-accept-warning]
 *
 * After a change to a collection, global, block or field: writes the migration of both databases, from the
 * difference between the schema in code and the last migration's snapshot (src/migrations/<adapter>/*.json):
 *   src/migrations/sqlite/<timestamp>_<name>.ts    (no database needed)
 *   src/migrations/postgres/<timestamp>_<name>.ts  (Payload's CLI connects: CMS_DATABASE_URL, else a throwaway
 *                                                  cluster from scripts/postgres.sh on PGPORT, default 54479)
 * Review both files and commit them with the change (ADR 0260). `--force-accept-warning` writes an empty migration
 * (for data-only changes) instead of asking. Payload's own CLI is run through our tsx, like generate-importmap.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const cmsDir = path.resolve(here, '..')
const postgresScript = path.resolve(cmsDir, '../../scripts/postgres.sh')
const [name, ...flags] = process.argv.slice(2)
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name> [--force-accept-warning]   (name: letters, digits, _ or -)')
  process.exit(2)
}

const cli = (label: string, env: NodeJS.ProcessEnv): void => {
  console.log(`\n[migrate:create] ${label}`)
  const r = spawnSync(
    'npx',
    ['tsx', 'node_modules/payload/bin.js', '--disable-transpile', 'migrate:create', name, ...flags],
    {
      cwd: cmsDir,
      // No .data written: the secret is only needed to boot the config.
      env: { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET || 'migrate-create', CMS_SKIP_AUTO_SEED: '1' },
      stdio: ['inherit', 'inherit', 'inherit'],
    },
  )
  if (r.status !== 0) {
    console.error(`[migrate:create] ${label}: failed (exit ${r.status})`)
    process.exit(r.status ?? 1)
  }
}

const base: NodeJS.ProcessEnv = { ...process.env }
delete base.DATABASE_URL
delete base.CMS_DATABASE_URL
cli('SQLite (src/migrations/sqlite)', base)

let url = process.env.CMS_DATABASE_URL || process.env.DATABASE_URL
let stop = (): void => {}
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  const pg = { ...process.env, PGPORT: process.env.PGPORT ?? '54479', PGDATABASE_NAME: 'cms_migrations' }
  const run = (cmd: string): string =>
    execFileSync('bash', [postgresScript, cmd], { env: pg, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    url = /DATABASE_URL=(\S+)/.exec(run('start'))?.[1]
  } catch (e) {
    console.error(
      `[migrate:create] no PostgreSQL (scripts/postgres.sh start failed: ${(e as Error).message.split('\n')[0]}).`,
    )
    console.error(
      'Set CMS_DATABASE_URL=postgres://… to an empty scratch database and run again; the SQLite file is written already.',
    )
    process.exit(1)
  }
  stop = () => run('stop')
}
try {
  cli('PostgreSQL (src/migrations/postgres)', { ...base, CMS_DATABASE_URL: url })
} finally {
  stop()
}
console.log('\n[migrate:create] done: review both files, then commit them with the collection change.')
