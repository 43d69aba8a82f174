/** Colour arithmetic on #rrggbb strings for the seed's illustrations. */
const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const hex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` moved towards `b` by `amount` (0 = a, 1 = b). */
export const mix = (a: string, b: string, amount: number): string => {
  const [x, y] = [rgb(a), rgb(b)]
  return hex(x.map((v, i) => v + ((y[i] ?? v) - v) * amount))
}
/** Lighter (towards white). */
export const tint = (c: string, amount: number) => mix(c, '#ffffff', amount)
/** Darker (towards black). */
export const shade = (c: string, amount: number) => mix(c, '#000000', amount)

/** The palette a picture is drawn in, derived from a city's primary and secondary colours. */
export interface Palette {
  skyTop: string
  skyBottom: string
  /** Landmarks' silhouettes. */
  ink: string
  /** Details on the silhouettes (windows, clock faces, lattice). */
  detail: string
  accent: string
  ground: string
  water: string
}

export function palette(primary: string, secondary: string): Palette {
  // A very light primary can not carry silhouettes (Brussels' yellow): darken it into an ochre.
  const [r, g, b] = rgb(primary)
  const light = 0.299 * r + 0.587 * g + 0.114 * b > 150
  const ink = light ? shade(primary, 0.55) : shade(primary, 0.15)
  return {
    skyTop: tint(light ? primary : secondary, light ? 0.55 : 0.72),
    skyBottom: tint(primary, 0.88),
    ink,
    detail: tint(primary, 0.7),
    accent: secondary,
    ground: light ? shade(primary, 0.3) : primary,
    water: mix(tint(primary, 0.35), '#3a7ca5', 0.45),
  }
}
