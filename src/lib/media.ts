/** Where the build copies CMS media (gatsby-node onPostBuild): pages never depend on the CMS at run time. */
export const MEDIA_DIR = "cms-media";

/** The static URL of a CMS media URL (`/api/media/file/x.webp` or absolute) → `/cms-media/x.webp`. */
export function mediaSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = /\/api\/media\/file\/([^?#]+)$/.exec(url);
  if (!match?.[1]) return /^https?:\/\//.test(url) ? url : undefined;
  return `/${MEDIA_DIR}/${match[1]}`;
}
