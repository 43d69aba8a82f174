/**
 * No HTML from the CMS's media (ADR 0343): an upload is accepted only when its bytes decode (sharp, the decoder
 * Payload already uses) as an image type of the allowlist, and its file extension and MIME type both claim that same
 * type; the stored name gets the real extension (lower case). An SVG, an HTML page named `x.png`, a JPEG sent as
 * `image/png`: refused with a 400 that says which types are allowed. The site serves `/cms-media/` with the same
 * allowlist (services/api/src/site/resolve.ts MEDIA_TYPES).
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

/** sharp's format → the MIME type and the extensions that claim it. */
const IMAGE_TYPES: Readonly<Record<string, { mime: string; extensions: readonly string[] }>> = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  avif: { mime: 'image/avif', extensions: ['avif'] },
}

export const ALLOWED_UPLOAD_TYPES = Object.values(IMAGE_TYPES).map((t) => t.mime)

const refusal = (why: string) =>
  new APIError(
    `This file is not accepted: ${why}. Upload a JPEG, PNG, WebP, GIF or AVIF image whose name and type match its content.`,
    400,
    undefined,
    true,
  )

/** The real image type of `data`, decoded in full; null when it is not an image of the allowlist. */
export async function decodedImageType(data: Buffer): Promise<keyof typeof IMAGE_TYPES | null> {
  try {
    const meta = await sharp(data, { failOn: 'error', animated: true }).metadata()
    // AVIF is sharp's `heif` with the AV1 codec.
    const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format
    if (!format || !Object.hasOwn(IMAGE_TYPES, format)) return null
    // Decode every pixel: a valid header over garbage (or over an HTML tail) does not pass.
    await sharp(data, { failOn: 'error', animated: true }).stats()
    return format as keyof typeof IMAGE_TYPES
  } catch {
    return null
  }
}

/** Checks an uploaded file and gives it its real extension; throws a 400 APIError when refused. */
export async function checkUpload(file: { data: Buffer; mimetype: string; name: string }): Promise<string> {
  const match = /^(.*?)\.([A-Za-z0-9]+)$/.exec(file.name)
  const stem = match?.[1] ?? ''
  const claimedExt = (match?.[2] ?? '').toLowerCase()
  const claimedMime = file.mimetype.split(';')[0]!.trim().toLowerCase()
  const real = await decodedImageType(file.data)
  if (!real) throw refusal('its content is not a JPEG, PNG, WebP, GIF or AVIF image')
  const type = IMAGE_TYPES[real]!
  if (!type.extensions.includes(claimedExt))
    throw refusal(`its name ends in ".${claimedExt}" but its content is ${real.toUpperCase()}`)
  if (claimedMime !== type.mime)
    throw refusal(`its type says ${claimedMime || 'nothing'} but its content is ${real.toUpperCase()}`)
  if (!stem || stem.startsWith('.')) throw refusal('its name is empty')
  return `${stem}.${claimedExt}`
}

/** beforeOperation of the media collection: every create or update that carries a file. */
export const checkMediaUpload: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const file = args.req?.file as { data?: Buffer; mimetype?: string; name?: string } | undefined
  if (!file) {
    // A file Payload would fetch from an address (`url` in the data): only uploads are accepted, whose bytes are
    // checked here (pasteURL is off too, media.ts).
    const url = (args.data as { url?: unknown } | undefined)?.url
    if (typeof url === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(url.trim()))
      throw refusal('a file from an address is not an upload')
    return args
  }
  if (!file.data || !Buffer.isBuffer(file.data) || file.data.length === 0) {
    // Payload may keep a large upload in a temporary file: read it to decode it.
    const tempFilePath = (file as { tempFilePath?: string }).tempFilePath
    if (!tempFilePath) throw refusal('its content could not be read')
    const { readFile } = await import('node:fs/promises')
    file.data = await readFile(tempFilePath)
  }
  file.name = await checkUpload({ data: file.data, mimetype: file.mimetype ?? '', name: file.name ?? '' })
  return args
}
