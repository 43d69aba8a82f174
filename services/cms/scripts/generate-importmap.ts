/**
 * Regenerates src/app/(payload)/admin/importMap.js. Payload's own CLI (`payload generate:importmap`) cannot load
 * the shared catalogue files (its bundled tsx fails on their extensionless CommonJS imports), so we call the same
 * function through our tsx. Run after adding admin components or editor features.
 */
export {}
process.env.CMS_SKIP_AUTO_SEED = '1'
const { generateImportMap } = await import('payload')
const { default: configPromise } = await import('../src/payload.config')
await generateImportMap(await configPromise, { force: true, log: true })
process.exit(0)
