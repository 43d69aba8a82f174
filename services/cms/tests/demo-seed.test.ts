/**
 * An operator's empty production database gets no demo content unless asked (ADR 0348, src/payload.config.ts
 * onInit, src/env.ts demoSeedWanted): only the first admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD. Development and
 * tests seed an empty database as before; CMS_SEED_DEMO=1 seeds it in production mode (a staging stack).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'

import { demoSeedWanted } from '../src/env'

test('demo content: always in development, in production mode only with CMS_SEED_DEMO=1', () => {
  assert.equal(demoSeedWanted({}), true)
  assert.equal(
    demoSeedWanted({ CMS_MODE: 'development', NODE_ENV: 'production' }),
    true,
    "Next forces NODE_ENV; CMS_MODE is the operator's",
  )
  assert.equal(demoSeedWanted({ CMS_MODE: 'production' }), false)
  assert.equal(demoSeedWanted({ NODE_ENV: 'production' }), false)
  assert.equal(demoSeedWanted({ CMS_MODE: 'production', CMS_SEED_DEMO: '1' }), true)
})

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-empty-prod-'))
after(() => fs.rmSync(dir, { recursive: true, force: true }))

test(
  'a production start on an empty database: migrated, the first admin created, no demo cities, tours or articles',
  { timeout: 300_000 },
  async () => {
    Object.assign(process.env, {
      CMS_DATA_DIR: dir,
      CMS_MODE: 'production',
      CMS_ADMIN_EMAIL: 'editor-in-chief@operator.example',
      CMS_ADMIN_PASSWORD: 'a-long-production-password-1234',
      PAYLOAD_SECRET: 'test-secret-not-for-production',
    })
    delete process.env.CMS_SKIP_AUTO_SEED
    delete process.env.CMS_SEED_DEMO
    delete process.env.DATABASE_URL
    delete process.env.CMS_DATABASE_URL
    delete process.env.BUILD_WEBHOOK_URL
    const { getPayload } = await import('payload')
    const { default: config } = await import('../src/payload.config')
    const payload = await getPayload({ config })
    try {
      for (const collection of ['cities', 'products', 'articles', 'home-pages'] as const) {
        assert.equal((await payload.count({ collection, overrideAccess: true })).totalDocs, 0, `no demo ${collection}`)
      }
      const users = await payload.find({ collection: 'users', overrideAccess: true })
      assert.deepEqual(
        users.docs.map((u) => u.email),
        ['editor-in-chief@operator.example'],
      )
      assert.equal(
        fs.existsSync(path.join(dir, 'admin-credentials.json')),
        false,
        'the password was given, not written down',
      )
    } finally {
      await payload.destroy()
    }
  },
)
