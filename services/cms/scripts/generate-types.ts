/** Regenerates src/payload-types.ts (see generate-importmap.ts for why not the payload CLI). */
export {}
process.env.CMS_SKIP_AUTO_SEED = '1'
const { generateTypes } = await import('payload/node')
const { default: configPromise } = await import('../src/payload.config')
await generateTypes(await configPromise, { log: true })
process.exit(0)
