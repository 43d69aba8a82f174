/**
 * Security headers of every CMS response, the admin included: the same policy as the site's web
 * server. Plain JavaScript: next.config.mjs imports it before any TypeScript build.
 *
 * - Content-Security-Policy: no framing of the admin (clickjacking), no plugins, no foreign <base> or form target.
 *   Scripts are not restricted here: Next inlines its bootstrap scripts in the admin.
 * - Strict-Transport-Security only when the CMS is served over https (CMS_PUBLIC_URL).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()'

/** @param {Record<string, string | undefined>} env */
export function securityHeaders(env = process.env) {
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
  if ((env.CMS_PUBLIC_URL ?? '').startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' })
  }
  return headers
}
