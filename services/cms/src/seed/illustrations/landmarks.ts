/**
 * Landmark silhouettes, drawn by the project in SVG. Each is drawn around its own origin (0, 0) = the middle of its
 * base, upwards (negative y); about 1000 units tall (bridges and palaces: about 1000 wide). Scenes place and scale
 * them. No text anywhere: the site writes its own.
 */
import { mix, type Palette } from './colour'

export type LandmarkKey =
  | 'eiffel'
  | 'tower-bridge'
  | 'big-ben'
  | 'atomium'
  | 'grand-place'
  | 'royal-crescent'
  | 'roman-baths'
  | 'sagrada'
  | 'alcala'
  | 'palace'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`
/** A window with a pointed (gothic) top. */
const gothic = (x: number, y: number, w: number, h: number, fill: string) =>
  `<path d="M${x} ${y + h}V${y + w / 2}Q${x} ${y} ${x + w / 2} ${y - w / 3}Q${x + w} ${y} ${x + w} ${y + w / 2}V${y + h}Z" fill="${fill}"/>`
/** A window with a round top. */
const arched = (x: number, y: number, w: number, h: number, fill: string) =>
  `<path d="M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z" fill="${fill}"/>`

function eiffel(p: Palette): string {
  const outline = `M-230 0Q-175-150-140-290H-158V-318H-124Q-96-440-72-560H-86V-580H-66Q-40-760-18-900H-25V-942H-3L-2-1000H2L3-942H25V-900H18
    Q40-760 66-580H86V-560H72Q96-440 124-318H158V-290H140Q175-150 230 0H148Q140-165 0-182Q-140-165-148 0Z`
  return `<defs>
      <pattern id="lattice" width="26" height="26" patternUnits="userSpaceOnUse">
        <path d="M0 0L26 26M26 0L0 26" stroke="${p.detail}" stroke-width="2.2" opacity="0.55"/>
      </pattern>
    </defs>
    <path d="${outline}" fill="${p.ink}"/>
    <path d="${outline}" fill="url(#lattice)"/>
    ${rect(-158, -318, 316, 12, p.accent)}${rect(-86, -580, 172, 9, p.accent)}${rect(-25, -942, 50, 8, p.accent)}`
}

function bigBen(p: Palette): string {
  const panels = range(5)
    .map((i) => rect(-56 + i * 24, -540, 8, 500, p.detail, ' opacity="0.35"'))
    .join('')
  const pinnacle = (x: number, y: number) => `<path d="M${x - 9} ${y}L${x} ${y - 60}L${x + 9} ${y}Z" fill="${p.ink}"/>`
  return `${rect(-70, -560, 140, 560, p.ink)}${panels}
    ${rect(-84, -715, 168, 160, p.ink)}
    <circle cx="0" cy="-635" r="58" fill="${p.detail}"/><circle cx="0" cy="-635" r="58" fill="none" stroke="${p.accent}" stroke-width="8"/>
    <path d="M0-635V-675M0-635L28-622" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>
    ${pinnacle(-78, -715)}${pinnacle(78, -715)}
    ${rect(-72, -790, 144, 78, p.ink)}${range(3)
      .map((i) => gothic(-58 + i * 42, -778, 28, 56, p.detail))
      .join('')}
    <path d="M-80-786L0-965L80-786Z" fill="${p.ink}"/>${rect(-2.5, -1000, 5, 40, p.ink)}
    ${pinnacle(-72, -786)}${pinnacle(72, -786)}
    <path d="M-40-850L0-940L40-850Z" fill="${p.accent}" opacity="0.5"/>`
}

function towerBridge(p: Palette): string {
  const tower = (cx: number) => {
    const x = cx - 75
    const turret = (tx: number) =>
      `${rect(tx - 14, -640, 28, 90, p.ink)}<path d="M${tx - 18}-640L${tx}-705L${tx + 18}-640Z" fill="${p.ink}"/>`
    return `${rect(x - 15, -10, 180, 60, p.ink)}${rect(x, -620, 150, 610, p.ink)}
      <path d="M${x + 10}-620L${cx}-760L${x + 140}-620Z" fill="${p.ink}"/>${rect(cx - 2.5, -800, 5, 45, p.ink)}
      ${turret(x + 8)}${turret(x + 142)}
      ${gothic(cx - 26, -560, 52, 110, p.detail)}${gothic(cx - 20, -380, 40, 80, p.detail)}${gothic(cx - 32, -230, 64, 150, p.detail)}`
  }
  const walkway = (y: number) =>
    `${rect(-190, y, 380, 26, p.ink)}${range(12)
      .map(
        (i) =>
          `<path d="M${-190 + i * 32} ${y + 4}l16 18l16-18" stroke="${p.detail}" stroke-width="3" fill="none" opacity="0.6"/>`,
      )
      .join('')}`
  const chain = (side: 1 | -1) =>
    `<path d="M${side * 335}-470Q${side * 520}-180 ${side * 760}-190" stroke="${p.accent}" stroke-width="16" fill="none" stroke-linecap="round"/>
     ${range(7)
       .map((i) => {
         const x = side * (360 + i * 55)
         const t = (Math.abs(x) - 335) / 425
         const y = (1 - t) * (1 - t) * -470 + 2 * (1 - t) * t * -180 + t * t * -190
         return rect(x - 2, y, 4, -150 - y, p.accent, ' opacity="0.8"')
       })
       .join('')}`
  return `${walkway(-560)}${walkway(-515)}
    ${rect(-760, -165, 1520, 26, p.ink)}${rect(-190, -150, 380, 14, p.accent)}
    ${chain(-1)}${chain(1)}${tower(-260)}${tower(260)}`
}

function atomium(p: Palette): string {
  // A cube standing on a vertex, turned by 15° so no two spheres hide each other; the centre joined to each vertex.
  const a = 430
  const h = a * Math.sqrt(3)
  const s = a * Math.sqrt(2 / 3)
  const lift = 170
  const at = (deg: number, y: number) => ({ x: s * Math.cos((deg * Math.PI) / 180), y })
  const top = { x: 0, y: -lift - h }
  const bottom = { x: 0, y: -lift }
  const centre = { x: 0, y: -lift - h / 2 }
  const up = [105, 225, 345].map((d) => at(d, -lift - (2 * h) / 3))
  const low = [45, 165, 285].map((d) => at(d, -lift - h / 3))
  const edges: [typeof top, typeof top][] = [
    ...up.map((u) => [top, u] as [typeof top, typeof top]),
    ...low.map((l) => [bottom, l] as [typeof top, typeof top]),
    [up[0]!, low[0]!],
    [up[0]!, low[1]!],
    [up[1]!, low[1]!],
    [up[1]!, low[2]!],
    [up[2]!, low[2]!],
    [up[2]!, low[0]!],
    ...[top, bottom, ...up, ...low].map((v) => [centre, v] as [typeof top, typeof top]),
  ]
  const sphere = (c: { x: number; y: number }) =>
    `<circle cx="${c.x}" cy="${c.y}" r="62" fill="${p.ink}"/><circle cx="${c.x - 18}" cy="${c.y - 20}" r="22" fill="${p.detail}" opacity="0.75"/>`
  const legs = [-150, 0, 150]
    .map((x) => `<path d="M${x * 1.4} 0L${x * 0.25}-${lift + 10}" stroke="${p.ink}" stroke-width="26"/>`)
    .join('')
  return `${legs}${edges.map(([u, v]) => `<line x1="${u.x}" y1="${u.y}" x2="${v.x}" y2="${v.y}" stroke="${p.ink}" stroke-width="24"/>`).join('')}
    ${[top, ...up, centre, ...low, bottom].map(sphere).join('')}`
}

function grandPlace(p: Palette): string {
  const windows = range(3)
    .flatMap((row) => range(9).map((i) => gothic(-330 + i * 72 + (i > 3 ? 40 : 0), -270 + row * 80, 30, 52, p.detail)))
    .join('')
  const guild = (x: number, w: number, h: number, flip: 1 | -1) => {
    const steps = range(4)
      .map((i) => `H${x + (w / 8) * (i + 1)}V${-h - 30 * (i + 1)}`)
      .join('')
    const down = range(4)
      .map((i) => `H${x + w - (w / 8) * (4 - i)}V${-h - 30 * (3 - i)}`)
      .join('')
    return `<path d="M${x} 0V${-h}${steps}${down}H${x + w}V0Z" fill="${p.ink}" opacity="${flip > 0 ? 0.92 : 0.85}"/>
      <circle cx="${x + w / 2}" cy="${-h - 140}" r="10" fill="${p.accent}"/>
      ${range(3)
        .map((r) =>
          range(2)
            .map((c) => arched(x + w * 0.22 + c * w * 0.34, -h + 30 + r * 75, w * 0.2, 45, p.detail))
            .join(''),
        )
        .join('')}`
  }
  return `${guild(-690, 150, 300, 1)}${guild(-535, 130, 260, -1)}${guild(400, 140, 280, 1)}${guild(545, 150, 320, -1)}
    ${rect(-360, -300, 720, 300, p.ink)}<path d="M-370-300L-330-400H330L370-300Z" fill="${p.ink}"/>
    ${windows}${range(6)
      .map((i) => rect(-330 + i * 130, -330, 20, 20, p.detail))
      .join('')}
    ${rect(-48, -620, 96, 320, p.ink)}${gothic(-22, -580, 44, 120, p.detail)}
    <path d="M-40-620H40L32-720H-32Z" fill="${p.ink}"/><path d="M-32-720H32L24-810H-24Z" fill="${p.ink}"/>
    <path d="M-24-810H24L0-975Z" fill="${p.ink}"/>${rect(-3, -1000, 6, 32, p.accent)}
    ${range(4)
      .map((i) => rect(-30 + i * 18, -700, 6, 60, p.detail, ' opacity="0.5"'))
      .join('')}
    ${gothic(-60, -140, 120, 140, p.accent)}`
}

function royalCrescent(p: Palette): string {
  // A concave terrace seen from the lawn: its ends are nearer, so taller and lower on the page than its middle.
  const n = 60
  const xs = range(n + 1).map((i) => -800 + (1600 * i) / n)
  const base = (x: number) => -30 - 60 * (1 - (x / 800) ** 2)
  const height = (x: number) => 150 + 250 * (x / 800) ** 2
  const topY = (x: number) => base(x) - height(x)
  const outline = `M${xs.map((x) => `${x} ${base(x)}`).join('L')}L${[...xs]
    .reverse()
    .map((x) => `${x} ${topY(x)}`)
    .join('L')}Z`
  const columns = range(33)
    .map((i) => {
      const x = -780 + i * 48.75
      const b = base(x) - height(x) * 0.33
      const t = topY(x) + height(x) * 0.12
      const w = 5 + 6 * (x / 800) ** 2
      return `${rect(x - w / 2, t, w, b - t, p.detail, ' opacity="0.85"')}`
    })
    .join('')
  const windows = range(32)
    .map((i) => {
      const x = -755 + i * 48.75
      const h = height(x)
      const w = 10 + 10 * (x / 800) ** 2
      return [0.2, 0.48, 0.76]
        .map((f) => rect(x - w / 2, topY(x) + h * f, w, h * 0.14, p.skyBottom, ' opacity="0.9"'))
        .join('')
    })
    .join('')
  const cornice = `M${xs.map((x) => `${x} ${topY(x) + height(x) * 0.1}`).join('L')}`
  const chimneys = range(16)
    .map((i) => {
      const x = -750 + i * 100
      return rect(x - 8, topY(x) - 28, 16, 30, p.ink)
    })
    .join('')
  // The lawn runs up to the façade (no gap under it: it would read as a bridge).
  const lawn = `M-820 40L${xs.map((x) => `${x} ${base(x) - 2}`).join('L')}L820 40Z`
  return `${chimneys}<path d="${outline}" fill="${p.ink}"/>${columns}${windows}<path d="${lawn}" fill="${mix('#4f8a4b', p.ground, 0.25)}"/>
    <path d="${cornice}" stroke="${p.accent}" stroke-width="6" fill="none"/>
    <path d="M${xs.map((x) => `${x} ${base(x) - height(x) * 0.33}`).join('L')}" stroke="${p.detail}" stroke-width="4" fill="none"/>`
}

function romanBaths(p: Palette): string {
  // The Great Bath (green water in perspective), its colonnade and statues, Bath Abbey's tower behind.
  const abbey = `${rect(-420, -620, 300, 330, p.ink, ' opacity="0.8"')}<path d="M-430-620L-270-700L-110-620Z" fill="${p.ink}" opacity="0.8"/>
    ${gothic(-320, -590, 100, 240, p.detail)}
    ${rect(-560, -640, 160, 350, p.ink, ' opacity="0.8"')}${range(6)
      .map((i) => rect(-560 + i * 30, -660, 16, 24, p.ink, ' opacity="0.8"'))
      .join('')}
    ${[-560, -416].map((x) => `<path d="M${x}-660L${x + 8}-730L${x + 16}-660Z" fill="${p.ink}" opacity="0.8"/>`).join('')}
    ${gothic(-505, -600, 50, 110, p.detail)}`
  const pillars = range(11)
    .map((i) => {
      const x = -620 + i * 124
      return `${rect(x - 22, -300, 44, 170, p.ink)}${rect(x - 30, -312, 60, 16, p.ink)}
      <circle cx="${x}" cy="-352" r="12" fill="${p.ink}"/><path d="M${x - 13}-340h26l6 30h-38Z" fill="${p.ink}"/>`
    })
    .join('')
  return `${abbey}
    ${rect(-700, -300, 1400, 24, p.ink)}${rect(-700, -322, 1400, 12, p.accent)}
    ${range(46)
      .map((i) => rect(-690 + i * 30, -296, 10, 18, p.detail, ' opacity="0.5"'))
      .join('')}
    ${pillars}${rect(-720, -130, 1440, 30, p.ink)}
    <path d="M-640-100H640L760 0H-760Z" fill="#5e8f6e"/>
    <path d="M-640-100H640L760 0H-760Z" fill="${p.accent}" opacity="0.18"/>
    ${range(11)
      .map((i) => rect(-640 + i * 124 - 14, -96, 28, 60, p.ink, ' opacity="0.25"'))
      .join('')}
    <path d="M-500-40H500M-400-70H420" stroke="#ffffff" stroke-width="4" opacity="0.45"/>`
}

function sagrada(p: Palette): string {
  const spire = (x: number, h: number, w: number, fill: string, opacity = 1) => {
    const y = -h
    const dots = range(Math.floor(h / 70))
      .map(
        (i) =>
          `<ellipse cx="${x + (i % 2 ? w * 0.12 : -w * 0.12)}" cy="${-300 - i * 60}" rx="${w * 0.1}" ry="14" fill="${p.detail}" opacity="0.7"/>`,
      )
      .filter((_, i) => -300 - i * 60 > y + 140)
      .join('')
    return `<path d="M${x - w / 2} -280Q${x - w / 2} ${y + 250} ${x - w * 0.18} ${y + 110}L${x + w * 0.18} ${y + 110}Q${x + w / 2} ${y + 250} ${x + w / 2} -280Z" fill="${fill}" opacity="${opacity}"/>
      <ellipse cx="${x}" cy="${y + 80}" rx="${w * 0.2}" ry="42" fill="${fill}" opacity="${opacity}"/>
      <circle cx="${x}" cy="${y + 28}" r="${w * 0.12}" fill="${p.accent}"/>${dots}`
  }
  const crane = `<path d="M520-1000V-200M400-960H760M520-1000L760-960M520-1000L400-960" stroke="${p.ink}" stroke-width="7" fill="none" opacity="0.55"/>
    <path d="M700-960V-860" stroke="${p.ink}" stroke-width="3" opacity="0.55"/>`
  return `${crane}
    ${spire(0, 1000, 120, p.ink, 0.55)}${spire(-330, 640, 80, p.ink, 0.7)}${spire(330, 640, 80, p.ink, 0.7)}
    ${spire(-210, 800, 95, p.ink)}${spire(-75, 900, 100, p.ink)}${spire(75, 900, 100, p.ink)}${spire(210, 800, 95, p.ink)}
    <path d="M-420 0V-290Q-300-340-260-300Q-130-380 0-330Q130-380 260-300Q300-340 420-290V0Z" fill="${p.ink}"/>
    ${gothic(-70, -250, 140, 250, p.detail)}${gothic(-230, -200, 100, 200, p.detail)}${gothic(130, -200, 100, 200, p.detail)}
    <path d="M-70-250Q0-300 70-250" stroke="${p.accent}" stroke-width="10" fill="none"/>`
}

function alcala(p: Palette): string {
  const column = (x: number) =>
    `${rect(x - 11, -318, 22, 300, p.detail, ' opacity="0.55"')}${rect(x - 16, -332, 32, 14, p.detail, ' opacity="0.7"')}`
  return `${rect(-470, -18, 940, 18, p.ink)}${rect(-450, -330, 900, 312, p.ink)}
    ${arched(-75, -250, 150, 232, p.skyBottom)}${arched(-235, -205, 105, 187, p.skyBottom)}${arched(130, -205, 105, 187, p.skyBottom)}
    ${rect(-410, -160, 90, 142, p.skyBottom)}${rect(320, -160, 90, 142, p.skyBottom)}
    ${[-300, -100, 100, 300, -440, 440].map(column).join('')}${[-115, 115].map(column).join('')}
    ${rect(-470, -372, 940, 42, p.ink)}${rect(-470, -350, 940, 8, p.accent)}
    ${rect(-210, -460, 420, 90, p.ink)}<path d="M-230-460L0-520L230-460Z" fill="${p.ink}"/>
    <path d="M-70-520Q-80-600-30-620Q0-660 30-620Q80-600 70-520Z" fill="${p.ink}"/>
    <ellipse cx="0" cy="-575" rx="28" ry="34" fill="${p.accent}"/>
    ${[-340, 340].map((x) => `<path d="M${x - 40}-372L${x - 30}-430Q${x}-470 ${x + 30}-430L${x + 40}-372Z" fill="${p.ink}"/>`).join('')}
    ${rect(-180, -440, 360, 50, p.detail, ' opacity="0.25"')}`
}

function palace(p: Palette): string {
  const floors = [-110, -200, -290]
  const windows = range(27)
    .flatMap((i) => {
      const x = -650 + 25 + i * 48
      return floors.map((y, f) =>
        f === 0 ? arched(x - 12, y, 24, 60, p.detail) : rect(x - 12, y, 24, f === 1 ? 64 : 44, p.detail),
      )
    })
    .join('')
  const pilasters = range(28)
    .map((i) => rect(-650 + i * 48 - 4, -330, 8, 190, p.ink))
    .join('')
  const statues = range(26)
    .map((i) => {
      const x = -625 + i * 50
      return `<circle cx="${x}" cy="-410" r="9" fill="${p.ink}"/><path d="M${x - 10}-400h20l4 36h-28Z" fill="${p.ink}"/>`
    })
    .join('')
  return `${rect(-680, -140, 1360, 140, p.ink)}${rect(-650, -340, 1300, 200, p.ink)}
    ${windows}${pilasters}
    ${rect(-660, -360, 1320, 22, p.ink)}${rect(-660, -346, 1320, 6, p.accent)}
    ${range(66)
      .map((i) => rect(-655 + i * 20, -372, 8, 14, p.ink))
      .join('')}
    ${statues}
    ${rect(-150, -400, 300, 60, p.ink)}<ellipse cx="0" cy="-420" rx="48" ry="36" fill="${p.ink}"/>
    <circle cx="0" cy="-388" r="26" fill="${p.accent}"/>
    ${rect(-680, -14, 1360, 14, p.accent, ' opacity="0.6"')}`
}

export const LANDMARKS: Record<LandmarkKey, (p: Palette) => string> = {
  eiffel,
  'tower-bridge': towerBridge,
  'big-ben': bigBen,
  atomium,
  'grand-place': grandPlace,
  'royal-crescent': royalCrescent,
  'roman-baths': romanBaths,
  sagrada,
  alcala,
  palace,
}
