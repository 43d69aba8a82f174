/**
 * Liveness and readiness of the CMS (ADR 0270), served by the Next route handlers
 * src/app/healthz/route.ts and src/app/readyz/route.ts:
 *  - /healthz: the process answers: 200 {"status":"ok"};
 *  - /readyz: Payload's database answers a cheap query (a count of the cities): 200 {"status":"ready"}, else
 *    503 {"status":"not ready"}.
 * The public answer says nothing more; the cause of a failure goes to the log as one JSON line, with the caller's
 * x-request-id (the web server's readiness probe sends its own).
 */
import type { Payload } from 'payload'

type Counter = Pick<Payload, 'count'>

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function healthz(): Response {
  return json(200, { status: 'ok' })
}

export async function readyz(
  request: Request | undefined,
  getPayload: () => Promise<Counter>,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<Response> {
  try {
    const payload = await getPayload()
    await payload.count({ collection: 'cities', overrideAccess: true })
    return json(200, { status: 'ready' })
  } catch (error) {
    const id = request?.headers.get('x-request-id')
    log(
      JSON.stringify({
        level: 'warn',
        time: new Date().toISOString(),
        ...(id && SAFE_ID.test(id) ? { reqId: id } : {}),
        msg: 'readiness: the database does not answer',
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    return json(503, { status: 'not ready' })
  }
}
