import type { PublishStatus } from './deliveries'

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString() : '')

/**
 * The sentence the admin's "Live site" field shows for a publish status (src/components/publish-status.tsx; ADR
 * 0348). In English, like every label of this CMS's admin. Apart from the component so tests load it without the UI.
 */
export function describePublishStatus(s: PublishStatus): string {
  switch (s.state) {
    case 'none':
      return 'No publish since the CMS started.'
    case 'pending':
      return s.attempts > 1 || s.problem
        ? `Sending to the web server (attempt ${s.attempts}; ${s.problem ?? 'no answer yet'})${s.nextAttemptAt ? `, next try at ${time(s.nextAttemptAt)}` : ''}.`
        : 'Sending to the web server…'
    case 'delivered':
      return s.building
        ? 'Received by the web server: building the site…'
        : 'Received by the web server: waiting for its build…'
    case 'live':
      return `Live on the site since ${time(s.liveAt)}.`
    case 'failed':
      return `The site build failed${s.failure ? ` at ${time(s.failure.at)}${s.failure.exitCode != null ? ` (exit code ${s.failure.exitCode})` : ''}` : ''}: the live site is unchanged. The next publish builds it again; the operator has the build's log.`
    case 'gave-up':
      return `The web server did not answer (${s.problem ?? 'no answer'}). It builds this change when it runs again (catch-up).`
    case 'refused':
      return `The web server refused the publish (${s.problem ?? 'refused'}): the webhook secret must be fixed by the operator.`
    case 'unknown':
      return 'Received by the web server, which does not answer about it just now.'
    default: {
      const never: never = s.state
      return never
    }
  }
}
