/**
 * The build's copy of the CMS's media into public/cms-media (gatsby-node onPostBuild; ADR 0343). Build-time only.
 *  - Only the CMS's own media URLs are accepted: the origin of `CMS_URL` or `CMS_PUBLIC_URL` (Payload's serverURL)
 *    and the path `/api/media/file/<name>`; anything else (an editor's URL to another host) is skipped and reported.
 *    The file is always fetched from `CMS_URL`, never from the URL as given.
 *  - The name is one file name with an image extension the web server serves (services/api/src/site/resolve.ts
 *    MEDIA_TYPES): no separator, no leading dot, so nothing is ever written outside the media directory.
 *  - Files of media deleted in the CMS are removed (incremental builds keep public/ between builds): the next
 *    publish no longer serves them. Nothing is removed when the CMS's list could not be read.
 */
import { readdir, readFile, rm, writeFile, mkdir } from "fs/promises";
import path from "path";

/** The extensions /cms-media/ serves (the web server's allowlist). */
export const MEDIA_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif", "avif"] as const;

/** The file name of one of the CMS's own media URLs, or null when the URL is not one (other host, path, name). */
export function mediaFileName(url: string, cmsOrigins: readonly string[]): string | null {
  const origins = cmsOrigins.map((o) => new URL(o).origin);
  let parsed: URL;
  try {
    parsed = new URL(url, origins[0]);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin)) return null;
  const raw = /^\/api\/media\/file\/([^/]+)$/.exec(parsed.pathname)?.[1];
  if (!raw) return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- a file name with control characters is refused
  if (name.length > 200 || name.startsWith(".") || /[/\\\u0000-\u001f\u007f]/.test(name)) return null;
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return (MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? name : null;
}

export interface MediaDownloadOptions {
  /** Where the build reaches the CMS (CMS_URL). */
  cmsUrl: string;
  /** The CMS's public origin (CMS_PUBLIC_URL: Payload writes absolute media URLs with it), if set. */
  cmsPublicUrl?: string;
  /** public/cms-media */
  dir: string;
  /** Every media URL the CMS lists (originals and sizes); null when the list could not be read. */
  urls: readonly string[] | null;
  fetchFile?: (url: string) => Promise<Response>;
  warn: (message: string) => void;
}

/** Copies the CMS's media files into `dir` and removes the files of deleted media. Returns the files copied. */
export async function downloadMediaFiles(o: MediaDownloadOptions): Promise<{ copied: number; removed: number }> {
  const dir = path.resolve(o.dir);
  await mkdir(dir, { recursive: true });
  const cms = o.cmsUrl.replace(/\/+$/, "");
  const origins = [cms, ...(o.cmsPublicUrl ? [o.cmsPublicUrl] : [])];
  const fetchFile = o.fetchFile ?? ((url: string) => fetch(url));
  const wanted = new Set<string>();
  for (const url of o.urls ?? []) {
    const name = mediaFileName(url, origins);
    if (name) wanted.add(name);
    else o.warn(`media: skipped ${url.slice(0, 200)} (not one of the CMS's own image files)`);
  }
  let copied = 0;
  const copy = async (name: string) => {
    const target = path.join(dir, name);
    if (path.dirname(target) !== dir) return;
    const file = await fetchFile(`${cms}/api/media/file/${encodeURIComponent(name)}`);
    if (!file.ok) {
      o.warn(`media: ${name} HTTP ${file.status}`);
      return;
    }
    // Unchanged files are not rewritten: the publish hard-links them from the live build (ADR 0220).
    const bytes = Buffer.from(await file.arrayBuffer());
    const old = await readFile(target).catch(() => null);
    if (!old || !old.equals(bytes)) await writeFile(target, bytes);
    copied++;
  };
  // A few at a time: one media has five files (original + four widths).
  const names = [...wanted];
  for (let i = 0; i < names.length; i += 8) await Promise.all(names.slice(i, i + 8).map(copy));
  let removed = 0;
  if (o.urls !== null) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (wanted.has(entry.name)) continue;
      await rm(path.join(dir, entry.name), { recursive: true, force: true });
      removed++;
    }
  }
  return { copied, removed };
}
