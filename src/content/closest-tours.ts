/**
 * The tours a 404 inside a city offers beside the error (the traveller's ask, with the spec's error page): the city's
 * tours whose id or title shares the most words with the path that was not found (a mistyped or retired product
 * address), else the city's first tours in the CMS's order. Pure.
 */

export interface TourLink {
  productId: string;
  title: string;
}

const words = (text: string): string[] =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);

/** Up to `count` tours of the city, the closest to `path` first; ties keep the CMS's order. */
export function closestTours(path: string, tours: readonly TourLink[], count = 3): TourLink[] {
  const wanted = new Set(words(decodeURIComponent(path.split(/[?#]/)[0] ?? "")));
  const scored = tours.map((tour, index) => {
    const own = new Set([...words(tour.productId), ...words(tour.title)]);
    let score = 0;
    for (const w of wanted) if (own.has(w)) score += 1;
    return { tour, index, score };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, count).map((s) => s.tour);
}
