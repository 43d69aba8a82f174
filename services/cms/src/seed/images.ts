/** Illustrations generated from SVG with sharp: no binary assets in the repository. */
import sharp from 'sharp'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export type Motif = 'skyline' | 'bus' | 'map' | 'logo'

function motifSvg(motif: Motif, primary: string, secondary: string): string {
  switch (motif) {
    case 'skyline': {
      const blocks = Array.from({ length: 14 }, (_, i) => {
        const h = 120 + ((i * 73) % 200)
        const w = 60 + ((i * 29) % 50)
        return `<rect x="${i * 88}" y="${560 - h}" width="${w}" height="${h}" rx="4" fill="${primary}" opacity="${0.55 + (i % 3) * 0.15}"/>`
      }).join('')
      return `<circle cx="980" cy="170" r="90" fill="${secondary}" opacity="0.85"/>${blocks}<rect y="560" width="1200" height="115" fill="${primary}"/>`
    }
    case 'bus':
      return `<rect x="250" y="250" width="700" height="300" rx="36" fill="${secondary}"/>
        <rect x="250" y="250" width="700" height="70" rx="30" fill="${primary}" opacity="0.9"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${285 + i * 110}" y="340" width="86" height="70" rx="10" fill="#ffffff" opacity="0.9"/>`).join('')}
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${285 + i * 110}" y="430" width="86" height="60" rx="10" fill="#ffffff" opacity="0.75"/>`).join('')}
        <circle cx="370" cy="560" r="48" fill="#222"/><circle cx="830" cy="560" r="48" fill="#222"/>
        <circle cx="370" cy="560" r="18" fill="#ccc"/><circle cx="830" cy="560" r="18" fill="#ccc"/>
        <rect y="600" width="1200" height="75" fill="${primary}" opacity="0.6"/>`
    case 'map':
      return `${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 150}" y1="0" x2="${i * 150 + 200}" y2="675" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"/>`).join('')}
        <path d="M120 520 C 300 300, 500 620, 700 380 S 1000 200, 1100 300" fill="none" stroke="${secondary}" stroke-width="14" stroke-linecap="round"/>
        ${[120, 330, 520, 700, 900, 1100].map((x, i) => `<circle cx="${x}" cy="${[520, 400, 500, 380, 250, 300][i]}" r="18" fill="#fff" stroke="${primary}" stroke-width="8"/>`).join('')}`
    case 'logo':
      return `<circle cx="600" cy="260" r="150" fill="${secondary}"/><circle cx="600" cy="260" r="100" fill="${primary}"/>`
  }
}

/**
 * A 1200x675 WebP illustration with a title and an optional subtitle; skylines (hero backgrounds, where the site
 * overlays its own heading and crops the picture to the block's shape) carry no text.
 */
export async function illustration(opts: {
  motif: Motif
  title: string
  subtitle?: string
  primary: string
  secondary: string
  textColor: string
}): Promise<Buffer> {
  const { motif, title, subtitle, primary, secondary, textColor } = opts
  const bg = motif === 'logo' ? '#ffffff' : primary
  const fg = motif === 'logo' ? primary : textColor
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg}" stop-opacity="0.82"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <g opacity="${motif === 'logo' ? 1 : 0.9}">${motifSvg(motif, motif === 'logo' ? primary : shade(primary), secondary)}</g>
    ${motif === 'skyline' ? '' : `<text x="${motif === 'logo' ? 600 : 60}" y="${motif === 'logo' ? 520 : 120}" text-anchor="${motif === 'logo' ? 'middle' : 'start'}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="${fg}">${esc(title)}</text>`}
    ${subtitle && motif !== 'skyline' ? `<text x="${motif === 'logo' ? 600 : 60}" y="${motif === 'logo' ? 590 : 185}" text-anchor="${motif === 'logo' ? 'middle' : 'start'}" font-family="DejaVu Sans, sans-serif" font-size="36" fill="${fg}" opacity="0.9">${esc(subtitle)}</text>` : ''}
  </svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer()
}

/** A darker tone of a hex colour for the motif. */
function shade(hex: string, factor = 0.7): string {
  const n = parseInt(hex.slice(1), 16)
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * factor))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}
