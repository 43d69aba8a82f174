/** The brand's logo of the seeded site settings, generated from SVG with sharp: no binary asset in the repository. */
import sharp from 'sharp'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The brand's logo (site settings): a 256x256 PNG badge, a double-decker bus under the initials. PNG so that the
 * ticket PDF can embed it as it is.
 */
export async function brandLogo(opts: { initials: string; primary: string; secondary: string }): Promise<Buffer> {
  const { initials, primary, secondary } = opts
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <circle cx="128" cy="128" r="124" fill="${primary}"/>
    <circle cx="128" cy="128" r="108" fill="none" stroke="#ffffff" stroke-width="6"/>
    <text x="128" y="118" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="76" fill="#ffffff">${esc(initials)}</text>
    <rect x="62" y="140" width="132" height="58" rx="10" fill="${secondary}"/>
    <rect x="62" y="140" width="132" height="14" rx="7" fill="#ffffff" opacity="0.85"/>
    ${Array.from({ length: 4 }, (_, i) => `<rect x="${72 + i * 30}" y="160" width="22" height="16" rx="3" fill="#ffffff" opacity="0.9"/>`).join('')}
    <circle cx="90" cy="200" r="11" fill="#222222"/><circle cx="166" cy="200" r="11" fill="#222222"/>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
