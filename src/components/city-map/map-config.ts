/**
 * Map tiles from configuration (docs/configuration.md): GATSBY_MAP_TILES_URL is a Leaflet tile URL template
 * (`https://tile.example/{z}/{x}/{y}.png`), GATSBY_MAP_TILES_ATTRIBUTION the provider's required attribution (HTML).
 * Unset: no tiles, the map draws its own offline outline of the city (city-outlines.ts).
 */
export const TILES_URL = process.env.GATSBY_MAP_TILES_URL ?? "";
export const TILES_ATTRIBUTION = process.env.GATSBY_MAP_TILES_ATTRIBUTION ?? "&copy; OpenStreetMap contributors";
