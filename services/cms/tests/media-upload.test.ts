/**
 * No HTML from the CMS's media (ADR 0343): the media collection accepts an upload only when its bytes decode as the
 * image type its extension and MIME type claim, and stores it under its real (lower-case) extension. Runs the
 * collection's own beforeOperation hook (src/collections/media-upload-check.ts) on real image bytes made with sharp.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import sharp from 'sharp'

import { Media } from '../src/collections/media'

const hook = Media.hooks?.beforeOperation?.[0]
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') => {
  const picture = sharp({ create: { width: 8, height: 6, channels: 3, background: '#1d3557' } })
  return picture[format]().toBuffer()
}

/** Runs the media collection's upload check on a file as Payload hands it over (req.file). */
async function upload(file: { data: Buffer; mimetype: string; name: string }, operation = 'create') {
  assert.ok(hook, 'the media collection has an upload check')
  const args = { req: { file: { ...file, size: file.data.length } }, data: { alt: 'x' } }
  await (hook as (a: unknown) => Promise<unknown>)({ args, operation, collection: Media, context: {}, req: args.req })
  return args.req.file
}

const refused = async (file: { data: Buffer; mimetype: string; name: string }) => {
  await assert.rejects(
    upload(file),
    (error: Error & { status?: number }) => {
      assert.equal(error.status, 400)
      assert.match(error.message, /JPEG, PNG, WebP, GIF or AVIF/)
      return true
    },
    file.name,
  )
}

describe('media uploads are decoded and must be what they claim', () => {
  test('a real PNG, JPEG, WebP and GIF pass; the stored name gets the real extension in lower case', async () => {
    assert.equal((await upload({ data: await image('png'), mimetype: 'image/png', name: 'bus.png' })).name, 'bus.png')
    assert.equal(
      (await upload({ data: await image('jpeg'), mimetype: 'image/jpeg', name: 'Big Ben.JPG' })).name,
      'Big Ben.jpg',
    )
    assert.equal(
      (await upload({ data: await image('webp'), mimetype: 'image/webp', name: 'tower.webp' }, 'update')).name,
      'tower.webp',
    )
    assert.equal((await upload({ data: await image('gif'), mimetype: 'image/gif', name: 'anim.gif' })).name, 'anim.gif')
  })

  test('HTML named as an image, SVG, and mismatched names or types are refused with a 400', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.domain)</script>')
    await refused({ data: html, mimetype: 'image/png', name: 'x.png' })
    await refused({ data: html, mimetype: 'text/html', name: 'x.html' })
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
    )
    await refused({ data: svg, mimetype: 'image/svg+xml', name: 'x.svg' })
    const png = await image('png')
    await refused({ data: png, mimetype: 'image/png', name: 'x.html' })
    await refused({ data: png, mimetype: 'image/png', name: 'x.jpg' })
    await refused({ data: png, mimetype: 'text/html', name: 'x.png' })
    await refused({ data: png, mimetype: 'image/png', name: 'x' })
    // A valid header over a truncated body does not decode.
    await refused({ data: png.subarray(0, 40), mimetype: 'image/png', name: 'cut.png' })
  })

  test('a file Payload would fetch from an address is refused; pasting URLs is off', async () => {
    assert.ok(hook)
    const args = { req: {}, data: { alt: 'x', filename: 'x.png', url: 'https://evil.example/x.html' } }
    await assert.rejects(
      (hook as (a: unknown) => Promise<unknown>)({
        args,
        operation: 'create',
        collection: Media,
        context: {},
        req: args.req,
      }),
      /not an upload/,
    )
    assert.equal(typeof Media.upload === 'object' && Media.upload.pasteURL, false)
  })
})
