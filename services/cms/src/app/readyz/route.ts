/* Readiness probe: Payload's database answers (src/health.ts). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { readyz } from '../../health'

export const dynamic = 'force-dynamic'

export const GET = (request: Request): Promise<Response> => readyz(request, () => getPayload({ config }))
