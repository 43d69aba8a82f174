/** npm run seed: force a re-seed (deletes the seeded collections first). */
export {}
process.env.CMS_SKIP_AUTO_SEED = '1'

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { seed } = await import('../src/seed')

const started = Date.now()
const payload = await getPayload({ config })
const stats = await seed(payload, { force: true })
console.log(`Seeded in ${stats.ms} ms (total with boot ${Date.now() - started} ms):`, stats.counts)
await payload.destroy?.()
process.exit(0)
