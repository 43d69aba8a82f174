/**
 * Renders every seed picture to PNG, plus contact sheets of six, to look at them:
 * `npx tsx scripts/render-illustrations.ts [out-dir]` (default: the OS temporary directory).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { CITIES } from '../../../domain/cities'
import { cityPictures, offerPictures } from '../src/seed/illustrations/pictures'
import { partnerMark } from '../src/seed/illustrations/scenes'

const out = process.argv[2] ?? path.join(os.tmpdir(), 'seed-illustrations')
fs.mkdirSync(out, { recursive: true })
const jobs: [string, string][] = [
  ...CITIES.flatMap((c) => {
    const set = cityPictures(c.id)
    return [set.panorama, ...set.landmarks].map((p) => [p.name, p.svg] as [string, string])
  }),
  ...Object.values(offerPictures()).map((p) => [p.name, p.svg] as [string, string]),
  ['partner', partnerMark('#0b6e4f')],
]
const started = Date.now()
await Promise.all(
  jobs.map(([name, svg]) =>
    sharp(Buffer.from(svg))
      .resize(800)
      .png()
      .toFile(path.join(out, `${name}.png`)),
  ),
)
console.log(`${jobs.length} pictures rendered in ${Date.now() - started} ms into ${out}`)
for (let s = 0; s * 6 < jobs.length; s++) {
  const tiles = await Promise.all(
    jobs.slice(s * 6, s * 6 + 6).map(([name]) =>
      sharp(path.join(out, `${name}.png`))
        .resize(800, 450, { fit: 'contain', background: '#fff' })
        .png()
        .toBuffer(),
    ),
  )
  await sharp({ create: { width: 1600, height: 1350, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % 2) * 800, top: Math.floor(i / 2) * 450 })))
    .png()
    .toFile(path.join(out, `sheet-${s}.png`))
}
