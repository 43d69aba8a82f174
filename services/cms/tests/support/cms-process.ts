/**
 * One CMS start in its own process (tests/migrations.test.ts), configured by the environment like `next start`:
 * boots Payload (onInit: migrations), then does one action and prints `RESULT {json}` on stdout.
 *   write  creates a page and an article (content an editor wrote); after a schema push (CMS_SCHEMA_PUSH=1), undoes
 *          the shipped migrations after `initial`, as the previous release's pushed database did not have them
 *   read   reports only
 *   extra  applies the test-only migration below twice on top of the shipped ones
 *   fail   applies a test-only migration that adds a column, then fails: reports the error and the columns
 * Every action reports the payload_migrations rows and the page and article titles.
 */
export {}
process.env.CMS_SKIP_AUTO_SEED = '1'
const action = process.argv[2] ?? 'read'

const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const { migrateOnStart } = await import('../../src/migrate-on-start')
const { sql } = await import('@payloadcms/db-sqlite')
const { migrations: sqliteMigrations } = await import('../../src/migrations/sqlite')
const { migrations: postgresMigrations } = await import('../../src/migrations/postgres')

const payload = await getPayload({ config })
const pg = payload.db.name === 'postgres'
const pages = pg ? '"cms"."pages"' : '"pages"'
const execute = async (raw: string) =>
  ((await (payload.db as any).execute({ drizzle: (payload.db as any).drizzle, raw })) as { rows: any[] }).rows

const out: Record<string, unknown> = {}
if (action === 'write') {
  await payload.create({
    collection: 'pages',
    data: { slug: 'editors-page', title: 'Written by an editor', _status: 'published' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'articles',
    data: {
      slug: 'editors-article',
      city: 'paris',
      title: 'An editor’s article',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
    overrideAccess: true,
  })
}
if (action === 'write' && ['1', 'true'].includes(process.env.CMS_SCHEMA_PUSH ?? '')) {
  // The push made today's schema; the previous release's push had only the initial migration's. The later shipped
  // migrations are undone (down, newest first) so the database is what that release left.
  const later = (pg ? postgresMigrations : sqliteMigrations).slice(1).reverse()
  for (const m of later) await m.down({ db: (payload.db as any).drizzle, payload, req: {} } as never)
}
if (action === 'extra') {
  // A later migration, as `npm run migrate:create` would write after adding a field: one new column.
  const addColumn = {
    name: '20990101_000000_test_pages_note',
    up: async ({ db }: { db: any }) => {
      if (pg) await db.execute(sql.raw(`ALTER TABLE ${pages} ADD COLUMN "test_note" varchar`))
      else await db.run(sql.raw(`ALTER TABLE ${pages} ADD COLUMN "test_note" text`))
    },
    down: async () => {},
  }
  const shipped = pg ? postgresMigrations : sqliteMigrations
  out.first = await migrateOnStart(payload, [...shipped, addColumn])
  out.second = await migrateOnStart(payload, [...shipped, addColumn])
  const columns = pg
    ? await execute(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'cms' AND table_name = 'pages'`,
      )
    : await execute(`SELECT name FROM pragma_table_info('pages')`)
  out.pageColumns = columns.map((c) => c.name)
}
if (action === 'fail') {
  const broken = {
    name: '20990102_000000_test_broken',
    up: async ({ db }: { db: any }) => {
      if (pg) await db.execute(sql.raw(`ALTER TABLE ${pages} ADD COLUMN "half_done" varchar`))
      else await db.run(sql.raw(`ALTER TABLE ${pages} ADD COLUMN "half_done" text`))
      throw new Error('boom')
    },
    down: async () => {},
  }
  await migrateOnStart(payload, [...(pg ? postgresMigrations : sqliteMigrations), broken]).then(
    () => (out.error = null),
    (e: Error) => (out.error = { name: e.name, message: e.message }),
  )
  const columns = pg
    ? await execute(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'cms' AND table_name = 'pages'`,
      )
    : await execute(`SELECT name FROM pragma_table_info('pages')`)
  out.pageColumns = columns.map((c) => c.name)
}
const migrationsTable = pg ? '"cms"."payload_migrations"' : '"payload_migrations"'
out.migrations = (await execute(`SELECT name, batch FROM ${migrationsTable} ORDER BY id`)).map((r) => ({
  name: r.name,
  batch: Number(r.batch),
}))
out.pages = (await payload.find({ collection: 'pages', limit: 0, overrideAccess: true })).docs.map((d) => d.title)
out.articles = (await payload.find({ collection: 'articles', limit: 0, overrideAccess: true })).docs.map((d) => d.title)
console.log(`RESULT ${JSON.stringify(out)}`)
await payload.destroy()
process.exit(0)
