/**
 * Whole pictures (1600 x 900 SVG): a city's landmarks together, one landmark alone, one picture per offer type,
 * a partner's mark. Deterministic (same input, same SVG: the renderer caches by content hash). No text.
 */
import { mix, palette, shade, tint, type Palette } from './colour'
import { LANDMARKS, type LandmarkKey } from './landmarks'

export const WIDTH = 1600
export const HEIGHT = 900
const GROUND = 790

export interface Colours {
  primary: string
  secondary: string
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`
const place = (body: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`

function sky(p: Palette, night = false): string {
  const [top, bottom] = night ? [shade(p.ink, 0.55), mix(p.ink, p.skyBottom, 0.25)] : [p.skyTop, p.skyBottom]
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
}

const sun = (p: Palette, x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="95" fill="${p.accent}" opacity="0.35"/><circle cx="${x}" cy="${y}" r="70" fill="${p.accent}" opacity="0.6"/>`
const cloud = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.75"><ellipse cx="0" cy="0" rx="90" ry="34"/><ellipse cx="-50" cy="-14" rx="46" ry="36"/><ellipse cx="30" cy="-30" rx="56" ry="44"/></g>`

/** A row of plain town buildings far behind the landmarks (pale ink). */
function town(p: Palette, seed: number, y = GROUND): string {
  const fill = mix(p.ink, p.skyBottom, 0.62)
  let x = -20
  const out: string[] = []
  for (let i = 0; x < WIDTH; i++) {
    const w = 70 + ((i * 37 + seed * 13) % 60)
    const h = 90 + ((i * 53 + seed * 29) % 120)
    out.push(`<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${fill}"/>`)
    if ((i + seed) % 3 === 0)
      out.push(
        `<path d="M${x - 4} ${y - h}L${x + 10} ${y - h - 26}H${x + w - 10}L${x + w + 4} ${y - h}Z" fill="${fill}"/>`,
      )
    out.push(
      ...range(Math.floor((h - 30) / 36)).map((r) =>
        range(Math.floor((w - 16) / 26))
          .map(
            (c) =>
              `<rect x="${x + 12 + c * 26}" y="${y - h + 16 + r * 36}" width="12" height="18" fill="${p.skyBottom}" opacity="0.55"/>`,
          )
          .join(''),
      ),
    )
    x += w + 6
  }
  return out.join('')
}

const water = (p: Palette, y: number) =>
  `<rect y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${p.water}"/>
   ${range(9)
     .map(
       (i) =>
         `<path d="M${(i * 197) % 1500} ${y + 30 + ((i * 41) % (HEIGHT - y - 40))}h${60 + (i % 3) * 30}" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`,
     )
     .join('')}`
const ground = (p: Palette, y: number, fill = p.ground) =>
  `<rect y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${fill}"/>`
const lawn = (p: Palette, y: number) => ground(p, y, mix('#4f8a4b', p.ground, 0.25))
const palm = (x: number, y: number, fill: string) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0Q10-120-10-230" stroke="${fill}" stroke-width="14" fill="none"/>
    ${[-70, -25, 20, 65, 110].map((a) => `<path d="M-10-230q${Math.cos((a * Math.PI) / 180) * 60} -40 ${Math.cos((a * Math.PI) / 180) * 110} ${Math.sin((a * Math.PI) / 180) * 40 + 20}" stroke="${fill}" stroke-width="12" fill="none" stroke-linecap="round"/>`).join('')}</g>`

type Placement = [LandmarkKey, number, number]

/** Where each city's landmarks stand in its panorama: [landmark, x, scale]. */
const CITY_PANORAMA: Record<
  string,
  { landmarks: Placement[]; front: 'water' | 'ground' | 'lawn' | 'sea'; frontY: number }
> = {
  paris: { landmarks: [['eiffel', 1060, 0.7]], front: 'water', frontY: GROUND },
  london: {
    landmarks: [
      ['big-ben', 290, 0.66],
      ['tower-bridge', 1060, 0.52],
    ],
    front: 'water',
    frontY: GROUND,
  },
  brussels: {
    landmarks: [
      ['grand-place', 460, 0.55],
      ['atomium', 1190, 0.6],
    ],
    front: 'ground',
    frontY: GROUND,
  },
  bath: { landmarks: [['royal-crescent', 800, 0.92]], front: 'lawn', frontY: GROUND - 30 },
  barcelona: { landmarks: [['sagrada', 720, 0.66]], front: 'sea', frontY: GROUND },
  madrid: {
    landmarks: [
      ['alcala', 430, 0.68],
      ['palace', 1160, 0.5],
    ],
    front: 'ground',
    frontY: GROUND,
  },
}

function front(p: Palette, kind: 'water' | 'ground' | 'lawn' | 'sea', y: number): string {
  if (kind === 'water' || kind === 'sea') return water(p, y)
  if (kind === 'lawn') return lawn(p, y)
  return ground(p, y)
}

/** A city's panorama: its landmarks together, in its colours (hero, city card). */
export function cityScene(city: string, colours: Colours): string {
  const p = palette(colours.primary, colours.secondary)
  const pano = CITY_PANORAMA[city]
  if (!pano) throw new Error(`No panorama for ${city}`)
  const y = pano.frontY
  const extras = city === 'barcelona' ? palm(1250, y, p.ink) + palm(1400, y, p.ink) + palm(160, y, p.ink) : ''
  return svg(`${sky(p)}${sun(p, 1380, 190)}${cloud(300, 170, 1)}${cloud(760, 110, 0.7)}${town(p, city.length, y)}
    ${pano.landmarks.map(([key, x, s]) => place(LANDMARKS[key](p), x, y, s)).join('')}${extras}${front(p, pano.front, y)}`)
}

/** One landmark alone, larger (product photos, articles). */
export function landmarkScene(key: LandmarkKey, colours: Colours): string {
  const p = palette(colours.primary, colours.secondary)
  const wide = ['tower-bridge', 'grand-place', 'royal-crescent', 'roman-baths', 'palace', 'alcala'].includes(key)
  const scale =
    { 'tower-bridge': 0.9, 'grand-place': 0.7, 'royal-crescent': 0.98, 'roman-baths': 0.95, palace: 1.05, alcala: 1.2 }[
      key as string
    ] ?? 0.72
  const y = key === 'roman-baths' ? 860 : GROUND
  const kind =
    key === 'tower-bridge' ? 'water' : key === 'royal-crescent' ? 'lawn' : key === 'roman-baths' ? 'ground' : 'ground'
  return svg(`${sky(p)}${sun(p, wide ? 1420 : 1300, 170)}${cloud(wide ? 200 : 330, 150, 0.9)}${town(p, key.length + 3, y)}
    ${place(LANDMARKS[key](p), 800, y, scale)}${front(p, kind, y)}`)
}

/** An open-top double-decker (or a closed one at night), side view, about 900 x 470, origin at its wheels' base. */
function bus(p: Palette, opts: { night?: boolean; passengers?: boolean } = {}): string {
  const body = opts.night ? shade(p.ground, 0.1) : p.ground
  const glass = opts.night ? '#ffd98a' : p.detail
  const lower = range(6)
    .map((i) => `<rect x="${-330 + i * 105}" y="-300" width="88" height="105" rx="10" fill="${glass}"/>`)
    .join('')
  const heads =
    opts.passengers === false
      ? ''
      : range(7)
          .map(
            (i) =>
              `<circle cx="${-360 + i * 110}" cy="-452" r="20" fill="${shade(p.ink, 0.2)}"/><rect x="${-378 + i * 110}" y="-434" width="36" height="30" rx="10" fill="${shade(p.ink, 0.2)}"/>`,
          )
          .join('')
  return `${heads}<rect x="-450" y="-420" width="900" height="360" rx="34" fill="${body}"/>
    <path d="M-440-420H440" stroke="${p.accent}" stroke-width="10"/>
    ${range(16)
      .map((i) => `<rect x="${-430 + i * 56}" y="-470" width="8" height="50" fill="${body}"/>`)
      .join('')}<rect x="-440" y="-476" width="880" height="12" rx="6" fill="${body}"/>
    <rect x="-430" y="-405" width="860" height="60" rx="12" fill="${glass}" opacity="0.55"/>
    ${lower}<rect x="330" y="-300" width="100" height="180" rx="10" fill="${glass}" opacity="0.85"/>
    <rect x="-450" y="-170" width="900" height="26" fill="${p.accent}"/>
    ${[-290, 290].map((x) => `<circle cx="${x}" cy="-60" r="64" fill="#1f1f1f"/><circle cx="${x}" cy="-60" r="26" fill="#bdbdbd"/>`).join('')}
    <rect x="425" y="-140" width="28" height="22" rx="6" fill="${opts.night ? '#fff3c4' : '#f5f5f5'}"/>`
}

export type OfferPicture =
  'hop-on-hop-off' | 'night-tour' | 'cruise-combo' | 'attraction' | 'audio-guide' | 'family' | 'private-hire'

const person = (x: number, y: number, h: number, fill: string) =>
  `<circle cx="${x}" cy="${y - h * 0.88}" r="${h * 0.12}" fill="${fill}"/><path d="M${x - h * 0.16} ${y - h * 0.72}h${h * 0.32}l${h * 0.04} ${h * 0.42}h-${h * 0.12}v${h * 0.3}h-${h * 0.16}v-${h * 0.3}h-${h * 0.12}Z" fill="${fill}"/>`

const OFFERS: Record<OfferPicture, (p: Palette) => string> = {
  'hop-on-hop-off': (p) => `${sky(p)}${sun(p, 1350, 170)}${cloud(260, 160, 1)}${town(p, 5)}${ground(p, GROUND)}
    ${place(bus(p), 700, GROUND + 40, 0.95)}
    <rect x="1300" y="${GROUND - 360}" width="14" height="400" fill="${p.ink}"/><circle cx="1307" cy="${GROUND - 380}" r="62" fill="${p.accent}"/><circle cx="1307" cy="${GROUND - 380}" r="40" fill="${p.detail}"/>
    <rect x="0" y="${GROUND + 60}" width="${WIDTH}" height="14" fill="${p.detail}" opacity="0.5"/>`,
  'night-tour': (
    p,
  ) => `${sky(p, true)}<circle cx="1280" cy="170" r="80" fill="#fff6d5"/><circle cx="1310" cy="150" r="72" fill="${shade(p.ink, 0.5)}"/>
    ${range(40)
      .map(
        (i) =>
          `<circle cx="${(i * 211) % WIDTH}" cy="${30 + ((i * 97) % 380)}" r="${2 + (i % 3)}" fill="#ffffff" opacity="0.8"/>`,
      )
      .join('')}
    ${town({ ...p, ink: shade(p.ink, 0.5), skyBottom: '#ffd98a' }, 7)}${ground(p, GROUND, shade(p.ground, 0.5))}
    <path d="M1120 ${GROUND - 40}L1600 ${GROUND - 120}V${GROUND + 60}Z" fill="#fff3c4" opacity="0.35"/>
    ${place(bus(p, { night: true, passengers: true }), 680, GROUND + 40, 0.95)}`,
  'cruise-combo': (p) => `${sky(p)}${sun(p, 260, 170)}${cloud(1200, 140, 1)}${town(p, 9, 520)}${ground(p, 520)}
    ${place(bus(p), 1150, 540, 0.55)}${water(p, 560)}
    <g transform="translate(620 790)"><path d="M-480-90H480L400 40H-420Z" fill="${p.ink}"/><rect x="-360" y="-190" width="640" height="100" rx="18" fill="${p.detail}"/>
    ${range(8)
      .map((i) => `<rect x="${-340 + i * 76}" y="-170" width="52" height="56" rx="8" fill="${p.water}"/>`)
      .join('')}
    <rect x="-300" y="-250" width="300" height="60" rx="12" fill="${p.detail}"/><path d="M200-190V-330" stroke="${p.ink}" stroke-width="8"/><path d="M204-330l80 24-80 24Z" fill="${p.accent}"/>
    <path d="M-420-40H440" stroke="${p.accent}" stroke-width="12"/></g>`,
  attraction: (p) => `${sky(p)}${sun(p, 1360, 170)}${cloud(330, 150, 1)}${ground(p, GROUND)}
    <g transform="translate(640 ${GROUND})"><path d="M-420-470L0-620L420-470Z" fill="${p.ink}"/><rect x="-440" y="-470" width="880" height="40" fill="${p.ink}"/>
    ${range(8)
      .map(
        (i) =>
          `<rect x="${-390 + i * 108}" y="-430" width="48" height="340" fill="${p.ink}"/><rect x="${-400 + i * 108}" y="-440" width="68" height="16" fill="${p.ink}"/>`,
      )
      .join('')}
    ${range(3)
      .map(
        (i) =>
          `<rect x="${-460 - i * 30}" y="${-90 + i * 30}" width="${920 + i * 60}" height="30" fill="${tint(p.ink, 0.2 + i * 0.12)}"/>`,
      )
      .join('')}
    <circle cx="0" cy="-530" r="36" fill="${p.accent}"/></g>
    <g transform="translate(1240 520) rotate(-12)"><path d="M-200-110H200V-40A40 40 0 0 0 200 40V110H-200V40A40 40 0 0 0-200-40Z" fill="${p.accent}"/>
    <path d="M-110-110V110" stroke="${p.detail}" stroke-width="6" stroke-dasharray="14 12"/><path d="M60-50l18 36 40 6-29 28 7 40-36-19-36 19 7-40-29-28 40-6Z" fill="${p.detail}"/></g>`,
  'audio-guide': (p) => `${sky(p)}${cloud(260, 140, 0.9)}${town(p, 11)}${ground(p, GROUND)}
    <g transform="translate(800 470)"><path d="M-260 40V-40A260 260 0 0 1 260-40V40" stroke="${p.ink}" stroke-width="46" fill="none" stroke-linecap="round"/>
    <rect x="-330" y="10" width="130" height="210" rx="50" fill="${p.ink}"/><rect x="200" y="10" width="130" height="210" rx="50" fill="${p.ink}"/>
    <rect x="-305" y="40" width="80" height="150" rx="36" fill="${p.accent}"/><rect x="225" y="40" width="80" height="150" rx="36" fill="${p.accent}"/>
    ${[80, 140, 200].map((r) => `<path d="M${-330 - r} ${115 - r * 0.7}A${r} ${r} 0 0 0 ${-330 - r} ${115 + r * 0.7}M${330 + r} ${115 - r * 0.7}A${r} ${r} 0 0 1 ${330 + r} ${115 + r * 0.7}" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round" opacity="${1 - r / 300}"/>`).join('')}</g>
    ${place(bus(p, { passengers: false }), 800, GROUND + 80, 0.32)}`,
  family: (p) => `${sky(p)}${sun(p, 1380, 160)}${cloud(300, 150, 1)}${town(p, 13)}${ground(p, GROUND)}
    ${place(bus(p), 1060, GROUND + 10, 0.6)}
    <g>${person(360, GROUND + 60, 330, p.ink)}${person(560, GROUND + 60, 300, shade(p.ink, 0.15))}${person(460, GROUND + 60, 180, p.accent)}${person(660, GROUND + 60, 150, p.accent)}
    <path d="M405 ${GROUND - 140}L440 ${GROUND - 90}M495 ${GROUND - 90}L520 ${GROUND - 140}M600 ${GROUND - 130}L640 ${GROUND - 70}" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/></g>`,
  'private-hire': (p) => `${sky(p)}${sun(p, 1380, 160)}${town(p, 17)}${ground(p, GROUND)}
    ${range(5)
      .map(
        (i) =>
          `<path d="M${250 + i * 60} ${420 + (i % 2) * 30}V${GROUND - 470}" stroke="${p.ink}" stroke-width="3"/><ellipse cx="${250 + i * 60}" cy="${380 + (i % 2) * 30}" rx="38" ry="48" fill="${i % 2 ? p.accent : p.detail}"/>`,
      )
      .join('')}
    ${range(24)
      .map(
        (i) =>
          `<rect x="${150 + ((i * 137) % 1300)}" y="${60 + ((i * 71) % 260)}" width="14" height="8" fill="${i % 2 ? p.accent : p.ink}" transform="rotate(${(i * 40) % 180} ${157 + ((i * 137) % 1300)} ${64 + ((i * 71) % 260)})"/>`,
      )
      .join('')}
    ${place(bus(p, { passengers: false }), 820, GROUND + 40, 0.95)}
    <g transform="translate(820 ${GROUND - 420})"><path d="M0 0C-80-90-200-60-150 20Z M0 0C80-90 200-60 150 20Z" fill="${p.accent}"/><circle r="30" fill="${shade(p.accent, 0.2)}"/>
    <path d="M-20 20L-90 110M20 20L90 110" stroke="${p.accent}" stroke-width="26" stroke-linecap="round"/></g>`,
}

/** One offer type's picture, in the given colours. */
export function offerScene(kind: OfferPicture, colours: Colours): string {
  return svg(OFFERS[kind](palette(colours.primary, colours.secondary)))
}

/** A partner's wordless mark (square): two rings and a bus front in its colour. */
export function partnerMark(colour: string): string {
  const p = palette(colour, '#f0f0f0')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#ffffff"/>
    <circle cx="400" cy="400" r="330" fill="${colour}"/><circle cx="400" cy="400" r="270" fill="none" stroke="#ffffff" stroke-width="18"/>
    <g transform="translate(400 400)"><rect x="-150" y="-190" width="300" height="330" rx="40" fill="#ffffff"/><rect x="-120" y="-160" width="240" height="120" rx="16" fill="${p.ink}"/>
    <rect x="-120" y="-20" width="240" height="70" rx="12" fill="${p.ink}" opacity="0.6"/><circle cx="-90" cy="95" r="22" fill="${colour}"/><circle cx="90" cy="95" r="22" fill="${colour}"/>
    <rect x="-120" y="140" width="50" height="50" rx="10" fill="#ffffff"/><rect x="70" y="140" width="50" height="50" rx="10" fill="#ffffff"/></g></svg>`
}
