/**
 * npm run migrate: applies the pending migrations (adopting a database made by the old schema push) and exits,
 * for a deploy step before `npm start`. The CMS does the same at every start (onInit), so this is optional.
 */
export {}
process.env.CMS_SKIP_AUTO_SEED = '1'
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
try {
  const payload = await getPayload({ config })
  await payload.destroy?.()
  process.exit(0)
} catch (e) {
  console.error((e as Error).message)
  process.exit(1)
}
