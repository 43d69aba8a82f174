/**
 * The CMS's production guard (plain JavaScript, like security-headers.mjs, so `npm start` and `npm run check-config`
 * run it with Node alone, before Next or Payload load): with NODE_ENV=production the CMS refuses to start, one line
 * per problem, on a development default or a malformed value. Same rules and wording as the web server's
 * (services/api/src/production-guard.ts): one function per check.
 */

/** @typedef {Record<string, string | undefined>} Env */

/** @param {string} raw */
function parseUrl(raw) {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

/** @param {string} raw */
function redact(raw) {
  const url = parseUrl(raw)
  if (!url || !url.password) return raw
  url.password = '***'
  return url.toString()
}

/** @param {Env} env */
function payloadSecret(env) {
  if (!env.PAYLOAD_SECRET)
    return ['PAYLOAD_SECRET is not set: a secret would be generated per machine (set it, the same on every instance)']
  if (!env.PAYLOAD_SECRET.trim()) return ['PAYLOAD_SECRET is blank: set the secret']
  return []
}

/** @param {Env} env */
function database(env) {
  const url = env.CMS_DATABASE_URL || env.DATABASE_URL || ''
  if (env.ALLOW_SQLITE_IN_PRODUCTION === '1' && !/^postgres(ql)?:/.test(url)) return []
  if (!url)
    return [
      'CMS_DATABASE_URL is not set: the CMS would write SQLite inside its deployed code (CMS_DATA_DIR); set a postgres:// URL',
    ]
  const parsed = parseUrl(url)
  const ok =
    parsed &&
    (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') &&
    parsed.hostname &&
    parsed.pathname.length > 1
  return ok ? [] : [`CMS_DATABASE_URL is not a PostgreSQL URL (postgres://user:password@host:5432/db): ${redact(url)}`]
}

/** @param {Env} env */
function readToken(env) {
  if (env.CMS_READ_TOKEN?.trim()) return []
  return [
    "CMS_READ_TOKEN is not set: the site build's and the web server's whole-collection reads would be refused (set the same value in the web server and the build)",
  ]
}

/** @param {Env} env */
function buildWebhook(env) {
  const problems = []
  const url = env.BUILD_WEBHOOK_URL
  if (!url)
    problems.push(
      "BUILD_WEBHOOK_URL is not set: a publish would never reach the web server (the site's {SITE_URL}/api/build-webhook, or an instance's private address)",
    )
  else {
    const parsed = parseUrl(url)
    if (!parsed || !parsed.hostname) problems.push(`BUILD_WEBHOOK_URL is not a URL: ${redact(url)}`)
    else if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      problems.push(`BUILD_WEBHOOK_URL must be a http: or https: URL: ${redact(url)}`)
  }
  if (!env.BUILD_WEBHOOK_SECRET?.trim())
    problems.push(
      'BUILD_WEBHOOK_SECRET is not set: the web server refuses a publish without it (set the same value in both)',
    )
  return problems
}

/** @param {Env} env */
function urls(env) {
  const problems = []
  if (!env.SITE_URL) problems.push('SITE_URL is not set: previews and links would point at http://localhost:8000')
  for (const name of ['SITE_URL', 'CMS_PUBLIC_URL']) {
    const raw = env[name]
    if (!raw) continue
    const parsed = parseUrl(raw)
    if (!parsed || !parsed.hostname) problems.push(`${name} is not a URL: ${raw}`)
    else if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      problems.push(`${name} must be a http: or https: URL: ${raw}`)
  }
  return problems
}

/** @param {Env} env */
function smtp(env) {
  const url = env.SMTP_URL
  if (!url)
    return [
      "SMTP_URL is not set: editors' password-reset e-mails would only be logged, never sent (smtp:// or smtps://, as the web server's)",
    ]
  const parsed = parseUrl(url)
  if (!parsed || !parsed.hostname || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:'))
    return [`SMTP_URL is not an smtp:// or smtps:// URL: ${redact(url)}`]
  return []
}

/** Every check, in the order its lines are printed (another check = one more entry). */
export const CMS_PRODUCTION_CHECKS = [payloadSecret, database, readToken, buildWebhook, urls, smtp]

/**
 * Every problem of `env` for a production start (empty outside NODE_ENV=production), one sentence each.
 * @param {Env} env
 * @returns {string[]}
 */
export function cmsProductionProblems(env) {
  if (env.NODE_ENV !== 'production') return []
  return CMS_PRODUCTION_CHECKS.flatMap((check) => check(env))
}

/**
 * The refusal as printed: a header and one line per problem.
 * @param {readonly string[]} problems
 */
export const refusalText = (problems) =>
  `CMS: refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`
