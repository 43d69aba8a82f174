/** Page numbers of a paginated list, and whether a requested page is beyond its range (empty page). */
export const pageNumbers = (pageCount: number): number[] =>
  Array.from({ length: Math.max(1, pageCount) }, (_, i) => i + 1);

export const isBeyondRange = (page: number, pageCount: number): boolean =>
  !Number.isInteger(page) || page < 1 || page > Math.max(1, pageCount);

/** The page number of an inspiration list path (`…/page/7` → 7), or null when the path is not a list page. */
export function inspirationPageOf(path: string): number | null {
  const match = /\/page\/(\d+)\/?$/.exec(path.split(/[?#]/)[0] ?? "");
  return match?.[1] ? Number(match[1]) : null;
}
