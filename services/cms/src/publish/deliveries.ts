/**
 * What the editor sees of a publish (ADR 0348): the CMS records each publish's delivery to the web server
 * (src/hooks/publish-webhook.ts deliverPublish reports its attempts here), and asks the web server, with the
 * webhook's secret, where the acknowledged publish is (GET <BUILD_WEBHOOK_URL>/<requestId>: pending, live, failed;
 * services/api/src/publish/routes.ts). The admin shows the result beside each document (src/components/publish-status.tsx).
 *
 * The record is kept in this process's memory, newest publish per document: the durable record of an acknowledged
 * publish is the web server's (`api_publish_requests`), and a publish whose delivery a CMS restart interrupted is
 * built by the web servers' catch-up (ADR 0346), so a restart loses only what the editor is shown, never a publish.
 */

export type DeliveryState = 'delivering' | 'delivered' | 'gave-up' | 'refused'

export interface DeliveryRecord {
  /** When the document was saved as published (ISO). */
  publishedAt: string
  state: DeliveryState
  /** Attempts made so far. */
  attempts: number
  /** The last failed attempt's problem ("answered 503", "failed: connect ECONNREFUSED ..."). */
  problem: string | null
  /** When the next attempt is due (ISO), while delivering after a failure. */
  nextAttemptAt: string | null
  /** The web server's id of the publish, once acknowledged (null if its answer named none). */
  requestId: string | null
  acknowledgedAt: string | null
}

/** What a delivery reports as it goes (deliverPublish's `progress` option). */
export interface DeliveryProgress {
  attempt(n: number): void
  failed(problem: string, nextDelayMs: number | null): void
  acknowledged(requestId: string | null): void
  gaveUp(problem: string): void
  refused(problem: string): void
}

/** The most documents remembered (oldest publishes forgotten first). */
const MAX_RECORDS = 500

export class PublishDeliveries {
  private readonly records = new Map<string, DeliveryRecord>()

  constructor(private readonly now: () => number = Date.now) {}

  /** A new publish of `key` (`<collection>:<id>`, `site-settings:global`): its delivery reports to the returned progress. */
  start(key: string): DeliveryProgress {
    const iso = () => new Date(this.now()).toISOString()
    const record: DeliveryRecord = {
      publishedAt: iso(),
      state: 'delivering',
      attempts: 0,
      problem: null,
      nextAttemptAt: null,
      requestId: null,
      acknowledgedAt: null,
    }
    this.records.delete(key)
    this.records.set(key, record)
    while (this.records.size > MAX_RECORDS) this.records.delete(this.records.keys().next().value as string)
    // A later publish of the same document replaces this record: an older delivery still retrying no longer shows.
    const mine = (update: (r: DeliveryRecord) => void) => {
      if (this.records.get(key) === record) update(record)
    }
    return {
      attempt: (n) => mine((r) => ((r.attempts = n), (r.nextAttemptAt = null))),
      failed: (problem, nextDelayMs) =>
        mine(
          (r) => (
            (r.problem = problem),
            (r.nextAttemptAt = nextDelayMs === null ? null : new Date(this.now() + nextDelayMs).toISOString())
          ),
        ),
      acknowledged: (requestId) =>
        mine(
          (r) => (
            (r.state = 'delivered'),
            (r.requestId = requestId),
            (r.acknowledgedAt = iso()),
            (r.nextAttemptAt = null)
          ),
        ),
      gaveUp: (problem) => mine((r) => ((r.state = 'gave-up'), (r.problem = problem), (r.nextAttemptAt = null))),
      refused: (problem) => mine((r) => ((r.state = 'refused'), (r.problem = problem), (r.nextAttemptAt = null))),
    }
  }

  get(key: string): DeliveryRecord | null {
    const r = this.records.get(key)
    return r ? { ...r } : null
  }
}

/** The CMS's one registry (module state: the hooks and the status endpoint run in the same process). */
export const publishDeliveries = new PublishDeliveries()

/** The web server's answer about one acknowledged publish (GET /api/build-webhook/:id). */
export interface WebPublishState {
  status: 'pending' | 'live' | 'failed'
  building: boolean
  requestedAt: string
  liveAt: string | null
  failure: { at: string; exitCode: number | null } | null
}

/**
 * What the admin shows: `none` (no publish since this CMS started), `pending` (being delivered to the web server),
 * `delivered` (acknowledged; waiting for or in its build), `live`, `failed` (its build failed: the live site is
 * unchanged), `gave-up` (the web server did not answer: its catch-up builds the change when one runs again),
 * `refused` (the webhook secret does not match: an operator must fix it), `unknown` (acknowledged, but the web server
 * does not answer about it now).
 */
export type PublishStatusState =
  'none' | 'pending' | 'delivered' | 'live' | 'failed' | 'gave-up' | 'refused' | 'unknown'

export interface PublishStatus {
  state: PublishStatusState
  publishedAt: string | null
  attempts: number
  problem: string | null
  nextAttemptAt: string | null
  building: boolean
  liveAt: string | null
  failure: { at: string; exitCode: number | null } | null
}

export function publishStatusOf(
  record: DeliveryRecord | null,
  web: WebPublishState | null | 'unreachable',
): PublishStatus {
  const base: PublishStatus = {
    state: 'none',
    publishedAt: record?.publishedAt ?? null,
    attempts: record?.attempts ?? 0,
    problem: record?.problem ?? null,
    nextAttemptAt: record?.nextAttemptAt ?? null,
    building: false,
    liveAt: null,
    failure: null,
  }
  if (!record) return base
  switch (record.state) {
    case 'delivering':
      return { ...base, state: 'pending' }
    case 'gave-up':
      return { ...base, state: 'gave-up' }
    case 'refused':
      return { ...base, state: 'refused' }
    case 'delivered':
      if (!record.requestId) return { ...base, state: 'delivered' }
      if (web === null || web === 'unreachable') return { ...base, state: 'unknown' }
      if (web.status === 'live') return { ...base, state: 'live', liveAt: web.liveAt }
      if (web.status === 'failed') return { ...base, state: 'failed', failure: web.failure }
      return { ...base, state: 'delivered', building: web.building }
    default: {
      const never: never = record.state
      return never
    }
  }
}

/** Asks the web server about an acknowledged publish; 'unreachable' when it does not answer, null when unknown to it. */
export async function fetchWebPublishState(
  requestId: string,
  opts: { webhookUrl: string; secret?: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<WebPublishState | null | 'unreachable'> {
  const get = opts.fetch ?? fetch
  try {
    const res = await get(`${opts.webhookUrl.replace(/\/+$/, '')}/${encodeURIComponent(requestId)}`, {
      headers: opts.secret ? { 'x-build-webhook-secret': opts.secret } : {},
      signal: AbortSignal.timeout(opts.timeoutMs ?? 3000),
    })
    if (res.status === 404) return null
    if (!res.ok) return 'unreachable'
    const body = (await res.json()) as Partial<WebPublishState>
    if (body.status !== 'pending' && body.status !== 'live' && body.status !== 'failed') return 'unreachable'
    return {
      status: body.status,
      building: body.building === true,
      requestedAt: String(body.requestedAt ?? ''),
      liveAt: typeof body.liveAt === 'string' ? body.liveAt : null,
      failure: body.failure ?? null,
    }
  } catch {
    return 'unreachable'
  }
}
