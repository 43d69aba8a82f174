export {}
process.env.CMS_SKIP_AUTO_SEED = '1'
const { default: config } = await import('../src/payload.config')
const routes = await import('@payloadcms/next/routes')
const POST = routes.GRAPHQL_POST(config)
const GET = routes.REST_GET(config)
const q = `{ Cities(locale: en, fallbackLocale: en, limit: 0){ docs { cityId name locales currency { value label prefix } } } Products(where: {city: {equals: "brussels"}}, locale: nl, limit: 2){ totalDocs docs { productId title highlights { text } photos { caption image { url } } faqs { question } } } }`
const res = await POST(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) }))
console.log(res.status, (await res.text()).slice(0, 1500))
const r2 = await GET(new Request('http://localhost:3000/api/products?limit=1&locale=es&depth=0'), { params: Promise.resolve({ slug: ['products'] }) })
console.log(r2.status, (await r2.text()).slice(0, 300))
process.exit(0)
