/**
 * The CMS schema comes from Payload migrations applied at start (ADR 0260). Each start runs in its
 * own process with stdin closed, as scripts/stack.ts starts the CMS: a question on the terminal would hang or end
 * the process without a RESULT line, and the test fails.
 */
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'

import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { postgresForTests } from './postgres'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SQLITE_INITIAL = sqliteMigrations[0]!.name
const POSTGRES_INITIAL = postgresMigrations[0]!.name
const EXTRA = '20990101_000000_test_pages_note'
/** The shipped migrations after `initial`: an adopted database runs them in the batch after the adoption's. */
const laterOf = (list: { name: string }[], batch: number) => list.slice(1).map((m) => ({ name: m.name, batch }))

interface Run {
  code: number | null
  output: string
  result: { migrations: { name: string; batch: number }[]; pages: string[]; articles: string[]; [k: string]: any }
}

/** Starts the CMS in a child process (stdin closed), runs one action of tests/support/cms-process.ts. */
/**
 * A CMS start in its own process. Node 20 sometimes ends such a child while it is still loading its modules (exit 13,
 * "unsettled top-level await", before Payload has logged or touched the database; seen about once in twenty starts
 * on a loaded machine): that start did nothing, so it is made again, at most twice.
 */
async function start(action: 'write' | 'read' | 'extra' | 'fail', env: Record<string, string>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(action, env)
    } catch (error) {
      const early = error instanceof EarlyExit
      if (!early || attempt >= 3) throw error
    }
  }
}

class EarlyExit extends Error {}

function startOnce(action: 'write' | 'read' | 'extra' | 'fail', env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cms-process.ts', action], {
      cwd: cmsDir,
      env: {
        ...process.env,
        PAYLOAD_SECRET: 'test-secret-not-for-production',
        CMS_SCHEMA_PUSH: '',
        DATABASE_URL: '',
        CMS_DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`CMS start (${action}) did not finish in 120 s (waiting on a prompt?):\n${output.slice(-2000)}`))
    }, 120_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      const line = output.split('\n').find((l) => l.startsWith('RESULT '))
      if (!line && code === 13 && !/Migrat|Payload|payload/.test(output))
        return reject(new EarlyExit(`CMS start (${action}) exited 13 while loading`))
      if (!line)
        return reject(new Error(`CMS start (${action}) exited ${code} without a result:\n${output.slice(-3000)}`))
      resolve({ code, output, result: JSON.parse(line.slice('RESULT '.length)) })
    })
  })
}

const noPrompt = (run: Run) => {
  assert.equal(run.code, 0)
  assert.doesNotMatch(run.output, /data loss|Would you like to proceed|create or rename/i)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-migrations-'))
after(() => fs.rmSync(tmp, { recursive: true, force: true }))

describe('SQLite', () => {
  test('a fresh database: every migration applied at start, initial in batch 1, no push marker', async () => {
    const run = await start('read', { CMS_DATA_DIR: path.join(tmp, 'fresh') })
    noPrompt(run)
    assert.deepEqual(
      run.result.migrations,
      sqliteMigrations.map((m) => ({ name: m.name, batch: 1 })),
    )
    assert.match(run.output, new RegExp(`Migrated: +${SQLITE_INITIAL}`))
  })

  test("a database made by the previous release's schema push is adopted: initial recorded not run, content intact, later migrations once", async () => {
    const env = { CMS_DATA_DIR: path.join(tmp, 'pushed') }
    // CMS_SCHEMA_PUSH=1 boots the adapter as every earlier release did (drizzle push, batch -1 "dev" marker).
    const pushed = await start('write', { ...env, CMS_SCHEMA_PUSH: '1' })
    noPrompt(pushed)
    assert.deepEqual(pushed.result.migrations, [{ name: 'dev', batch: -1 }])

    const adopted = await start('read', env)
    noPrompt(adopted)
    assert.doesNotMatch(
      adopted.output,
      new RegExp(`Migrating: +${SQLITE_INITIAL}`),
      'initial must not run again on the pushed tables',
    )
    assert.match(adopted.output, /Adopted a database created by the schema push/)
    assert.deepEqual(adopted.result.migrations, [{ name: SQLITE_INITIAL, batch: 1 }, ...laterOf(sqliteMigrations, 2)])
    assert.deepEqual(adopted.result.pages, ['Written by an editor'])
    assert.deepEqual(adopted.result.articles, ['An editor’s article'])

    const extra = await start('extra', env)
    noPrompt(extra)
    assert.deepEqual(extra.result.first.ran, [EXTRA])
    assert.deepEqual(extra.result.second.ran, [])
    assert.ok(extra.result.pageColumns.includes('test_note'))
    assert.deepEqual(extra.result.migrations, [
      { name: SQLITE_INITIAL, batch: 1 },
      ...laterOf(sqliteMigrations, 2),
      { name: EXTRA, batch: 3 },
    ])
    assert.deepEqual(extra.result.pages, ['Written by an editor'])

    const again = await start('read', env)
    noPrompt(again)
    assert.doesNotMatch(again.output, /Migrating:/)
    assert.equal(again.result.migrations.length, sqliteMigrations.length + 1)
  })

  test('a failing migration stops with its name and error; nothing of it stays, nothing is recorded', async () => {
    const run = await start('fail', { CMS_DATA_DIR: path.join(tmp, 'fresh') })
    noPrompt(run)
    assert.equal(run.result.error.name, 'MigrationError')
    assert.match(run.result.error.message, /"20990102_000000_test_broken" failed: boom/)
    assert.ok(!run.result.pageColumns.includes('half_done'), 'the half-made change is rolled back')
    assert.deepEqual(
      run.result.migrations,
      sqliteMigrations.map((m) => ({ name: m.name, batch: 1 })),
    )
  })
})

describe('PostgreSQL', () => {
  const pg = postgresForTests()
  after(() => pg.stop())
  const skip = pg.url ? false : `PostgreSQL unavailable: ${pg.reason}`
  const dropSchema = () =>
    execFileSync('psql', [pg.url!, '-q', '-c', 'DROP SCHEMA IF EXISTS cms CASCADE'], { stdio: 'ignore' })

  test(
    "a database made by the previous release's schema push is adopted; a later migration runs once",
    { skip },
    async () => {
      dropSchema()
      const env = { CMS_DATABASE_URL: pg.url!, CMS_DATA_DIR: path.join(tmp, 'pg') }
      const pushed = await start('write', { ...env, CMS_SCHEMA_PUSH: '1' })
      noPrompt(pushed)
      assert.deepEqual(pushed.result.migrations, [{ name: 'dev', batch: -1 }])

      const adopted = await start('extra', env)
      noPrompt(adopted)
      assert.match(adopted.output, /Adopted a database created by the schema push/)
      assert.doesNotMatch(adopted.output, new RegExp(`Migrating: +${POSTGRES_INITIAL}`))
      assert.deepEqual(adopted.result.first.ran, [EXTRA])
      assert.deepEqual(adopted.result.second.ran, [])
      assert.ok(adopted.result.pageColumns.includes('test_note'))
      assert.deepEqual(adopted.result.migrations, [
        { name: POSTGRES_INITIAL, batch: 1 },
        ...laterOf(postgresMigrations, 2),
        { name: EXTRA, batch: 3 },
      ])
      assert.deepEqual(adopted.result.pages, ['Written by an editor'])
      assert.deepEqual(adopted.result.articles, ['An editor’s article'])
    },
  )

  test('a fresh database: the initial migration creates the "cms" schema and every table', { skip }, async () => {
    dropSchema()
    const run = await start('write', { CMS_DATABASE_URL: pg.url!, CMS_DATA_DIR: path.join(tmp, 'pg') })
    noPrompt(run)
    assert.deepEqual(
      run.result.migrations,
      postgresMigrations.map((m) => ({ name: m.name, batch: 1 })),
    )
    assert.deepEqual(run.result.pages, ['Written by an editor'])
  })
})
