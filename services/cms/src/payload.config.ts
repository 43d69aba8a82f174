import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config, type Payload } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LOCALES } from '../../../domain/cities'
import { languageName } from '../../../domain/locales'
import { Cities } from './collections/cities'
import { Faqs, MapRoutes, Menus, ServiceAlerts } from './collections/config-data'
import { Articles, HomePages, Pages, Partners, Products } from './collections/content'
import { Media } from './collections/media'
import { Users } from './collections/users'
import { uniformLoginFailureGraphql } from './auth/login-privacy'
import { demoSeedWanted, payloadSecret, postgresUrl, serverUrl, sqliteUrl } from './env'
import { graphqlLimitRules } from './graphql-limits'
import { AppRating } from './globals/app-rating'
import { SiteSettings } from './globals/site-settings'
import { previewUrl } from './preview'
import { MAX_DEPTH, withReadLimits } from './read-limits'
import { migrateOnStart, schemaPushEnabled } from './migrate-on-start'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { payloadLogger } from './logger'
import { smtpEmailAdapter } from './email'
import { withPublishStatus } from './publish/with-publish-status'
import { publishStatusEndpoint } from './publish/status-endpoint'

const filename = fileURLToPath(import.meta.url)
const dirname = path.dirname(filename)

/**
 * Localized columns live in "<table>_loc" tables instead of the default "<table>_locales": the cities collection has a
 * hasMany select named `locales` whose own table is "cities_locales" (a name clash otherwise).
 */
const LOCALES_SUFFIX = '_loc'

/**
 * The schema comes from the migration files of each adapter (src/migrations/sqlite, src/migrations/postgres; ADR
 * 0260), applied in onInit. The drizzle push stays off unless a developer opts in (CMS_SCHEMA_PUSH=1, `next dev`).
 */
const database = (): Config['db'] => {
  const pg = postgresUrl()
  const push = schemaPushEnabled()
  if (pg) {
    // schemaName keeps every CMS table in the "cms" schema, apart from other services sharing the database.
    return postgresAdapter({
      pool: { connectionString: pg },
      schemaName: 'cms',
      push,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      localesSuffix: LOCALES_SUFFIX,
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl() },
    push,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    wal: true,
    busyTimeout: 5000,
    // Accepted by the adapter at runtime (see its index.js) though missing from its Args type in 3.90.
    ...({ localesSuffix: LOCALES_SUFFIX } as object),
  })
}

const onInit = async (payload: Payload): Promise<void> => {
  await migrateOnStart(payload, payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations)
  if (process.env.CMS_SKIP_AUTO_SEED === '1' || process.env.CMS_SKIP_AUTO_SEED === 'true') return
  const { totalDocs: count } = await payload.count({ collection: 'cities', overrideAccess: true })
  if (count > 0) return
  if (!demoSeedWanted()) {
    // An operator's empty production database gets no demo cities, tours or articles (ADR 0348): only the first
    // admin when CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are set (else Payload's "create first user" screen).
    const { ensureAdmin } = await import('./seed')
    const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
    if (users === 0 && process.env.CMS_ADMIN_EMAIL && process.env.CMS_ADMIN_PASSWORD) await ensureAdmin(payload)
    payload.logger.info(
      'Empty database in production mode: no demo content seeded (CMS_SEED_DEMO=1 seeds it, or `npm run seed`)',
    )
    return
  }
  const { seed } = await import('./seed')
  await seed(payload)
}

export default buildConfig({
  serverURL: process.env.CMS_PUBLIC_URL || undefined,
  secret: payloadSecret(),
  logger: payloadLogger(),
  // Password resets go out through SMTP_URL from MAIL_FROM (ADR 0348); unset in development: logged, not sent.
  email: smtpEmailAdapter(),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Sightseeing CMS' },
    importMap: { baseDir: dirname },
    livePreview: {
      collections: ['home-pages', 'products', 'articles', 'pages', 'partners'],
      url: ({ collectionConfig, data, locale }) =>
        previewUrl(
          collectionConfig?.slug ?? '',
          data?.id,
          typeof locale === 'string' ? locale : (locale?.code ?? DEFAULT_LOCALE),
        ),
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  // Anonymous REST reads are capped (page size, depth): src/read-limits.ts.
  // Whether a publish went live, beside each published document and the site settings (ADR 0348).
  collections: [
    Users,
    Media,
    Cities,
    HomePages,
    Products,
    Articles,
    Menus,
    Pages,
    Partners,
    Faqs,
    ServiceAlerts,
    MapRoutes,
  ]
    .map(withReadLimits)
    .map(withPublishStatus),
  globals: [AppRating, withPublishStatus(SiteSettings)],
  endpoints: [publishStatusEndpoint],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: languageName(code) })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  // Introspection stays on in production: the site's gatsby-source-graphql and codegen read the schema.
  // The playground is for development only (NODE_ENV=production serves a 404).
  // Alias, depth and list-size cost limits, unbounded lists only with the read token or a signed-in user: src/graphql-limits.ts.
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: false,
    maxComplexity: 5000,
    validationRules: (args) => graphqlLimitRules(args as Parameters<typeof graphqlLimitRules>[0]),
  },
  maxDepth: MAX_DEPTH,
  hooks: { afterError: [uniformLoginFailureGraphql] },
  cors: [process.env.SITE_URL || 'http://localhost:8000', serverUrl()],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  onInit,
})
