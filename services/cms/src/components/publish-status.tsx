'use client'
/**
 * The sidebar's "Live site" box of each published collection and of the site settings (ADR 0348): whether the last
 * publish of this document reached the web server and went live, read from GET /api/publish-status
 * (src/publish/status-endpoint.ts). Polls every 3 s while the publish is on its way, every 15 s otherwise, and at
 * once after a save. A polite live region: a screen reader hears the change to "live" or "failed" without losing focus.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { PublishStatus } from '../publish/deliveries'
import { describePublishStatus } from '../publish/describe'

const SETTLED: ReadonlySet<PublishStatus['state']> = new Set(['none', 'live', 'failed', 'gave-up', 'refused'])

export function PublishStatusField() {
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const slug = collectionSlug ?? globalSlug
  const docId = globalSlug ? 'global' : id
  const [status, setStatus] = useState<PublishStatus | null>(null)

  useEffect(() => {
    if (!slug || docId === undefined) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      let next: PublishStatus | null = null
      try {
        const res = await fetch(
          `/api/publish-status?collection=${encodeURIComponent(slug)}&id=${encodeURIComponent(String(docId))}`,
          { credentials: 'include' },
        )
        if (res.ok) next = (await res.json()) as PublishStatus
      } catch {
        // Keep the last answer; try again at the next tick.
      }
      if (stopped) return
      if (next) setStatus(next)
      timer = setTimeout(poll, next && SETTLED.has(next.state) ? 15_000 : 3_000)
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [slug, docId, lastUpdateTime])

  if (!slug || docId === undefined) return null
  return (
    <div className="field-type publish-status" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label" id="publish-status-label" style={{ fontWeight: 600 }}>
        Live site
      </p>
      <p
        role="status"
        aria-live="polite"
        aria-labelledby="publish-status-label"
        data-state={status?.state ?? 'loading'}
      >
        {status ? describePublishStatus(status) : 'Checking…'}
      </p>
    </div>
  )
}
