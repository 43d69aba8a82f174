/**
 * SVG → WebP for the seed, in parallel, cached by content hash: every test stack seeds a fresh CMS, and the same
 * pictures need not be drawn again (the cache lives in the OS temporary directory; CMS_SEED_IMAGE_CACHE=0 skips it).
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

const RENDER = { quality: 80, effort: 3 } as const
const cacheDir = path.join(os.tmpdir(), 'sightseeing-seed-illustrations')

export async function renderWebp(svg: string): Promise<Buffer> {
  const useCache = process.env.CMS_SEED_IMAGE_CACHE !== '0'
  const key = crypto.createHash('sha256').update(JSON.stringify(RENDER)).update(svg).digest('hex').slice(0, 32)
  const file = path.join(cacheDir, `${key}.webp`)
  if (useCache) {
    const cached = await fs.readFile(file).catch(() => null)
    if (cached) return cached
  }
  const buffer = await sharp(Buffer.from(svg)).webp(RENDER).toBuffer()
  if (useCache) {
    await fs.mkdir(cacheDir, { recursive: true })
    // Write then rename: two seeds at once never read half a file.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`
    await fs.writeFile(tmp, buffer)
    await fs.rename(tmp, file)
  }
  return buffer
}
