/* Liveness probe (src/health.ts). */
import { healthz } from '../../health'

export const dynamic = 'force-dynamic'

export const GET = (): Response => healthz()
