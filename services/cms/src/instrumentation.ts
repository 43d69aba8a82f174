/**
 * Next calls register() once when the server starts: initialise Payload there (schema sync, first-start seed,
 * admin user) instead of on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const started = Date.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  payload.logger.info(`Payload ready in ${Date.now() - started} ms`)
}
