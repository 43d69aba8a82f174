/**
 * The CMS without Next: Payload booted from src/payload.config.ts exactly as `npm start` boots it (same database
 * adapter, schema sync or migrations, onInit and its first-start seed), serving the same route handlers Next serves
 * for /api/graphql and /api/* (REST, media files) on a plain HTTP server. No admin UI and no `next build`: the
 * upgrade test (tests/upgrade/) and scripts/upgrade-fixture.ts start it in seconds.
 *
 *   CMS_DATA_DIR=/tmp/x CMS_PORT=0 npx tsx scripts/serve-headless.ts   # prints "cms-headless ready <url> <ms>"
 *
 * Run with NODE_ENV=production to take the production start path (src/schema-sync.ts). SIGTERM stops it.
 */
import http from 'node:http'

export {}

const started = Date.now()
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const routes = await import('@payloadcms/next/routes')

const payload = await getPayload({ config })
const GRAPHQL = routes.GRAPHQL_POST(config)
const REST = {
  GET: routes.REST_GET(config),
  POST: routes.REST_POST(config),
  PATCH: routes.REST_PATCH(config),
  DELETE: routes.REST_DELETE(config),
} as const

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
        const method = (req.method ?? 'GET').toUpperCase()
        const body = chunks.length && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined
        const request = new Request(url, { method, headers, body })
        let response: Response
        if (url.pathname === '/api/graphql' && method === 'POST') response = await GRAPHQL(request)
        else if (url.pathname.startsWith('/api/') && method in REST) {
          const slug = url.pathname
            .replace(/^\/api\//, '')
            .split('/')
            .filter(Boolean)
            .map(decodeURIComponent)
          response = await REST[method as keyof typeof REST](request, { params: Promise.resolve({ slug }) })
        } else response = new Response('not found', { status: 404 })
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      } catch (error) {
        payload.logger.error(error)
        res.writeHead(500).end()
      }
    })()
  })
})

await new Promise<void>((resolve) => server.listen(Number(process.env.CMS_PORT ?? 3000), '127.0.0.1', () => resolve()))
const port = (server.address() as { port: number }).port
console.log(`cms-headless ready http://127.0.0.1:${port} ${Date.now() - started}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.closeAllConnections()
    server.close()
    void Promise.resolve(payload.destroy?.()).finally(() => process.exit(0))
  })
}
