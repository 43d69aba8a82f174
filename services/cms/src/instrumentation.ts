/**
 * Next calls register() once when the server starts: initialise Payload there (database migrations, first-start
 * seed, admin user) instead of on the first request. Node only (start-payload.ts), as Next's docs show.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./start-payload')).startPayload()
}
