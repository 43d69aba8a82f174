import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The seed imports the shared catalogue constants from ../catalogue (outside this package).
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
  turbopack: { root: new URL('..', import.meta.url).pathname },
  images: { unoptimized: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
