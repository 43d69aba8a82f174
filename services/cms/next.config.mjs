import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The config and the seed import the kernel (../../domain, outside this package).
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  turbopack: { root: new URL('../..', import.meta.url).pathname },
  images: { unoptimized: true },
  poweredByHeader: false,
  // The admin, the API and every other route: the site's security headers (security-headers.mjs).
  headers: async () => [{ source: '/:path*', headers: securityHeaders() }],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
