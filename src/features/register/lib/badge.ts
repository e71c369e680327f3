/**
 * The live badge a certified company puts on its own website (`/verifikasi/<number>/badge.svg`,
 * src/app/verify-badge.ts): an SVG with the status and the valid-until date, green while the SBU
 * is active and grey, saying so, when it is not. Accessible as an image: `role="img"`, a
 * `<title>` and an `aria-label` with the whole sentence.
 */
import { escapeXml } from '@/lib/xml'

export const BADGE_WIDTH = 300
export const BADGE_HEIGHT = 64

/** White text on these keeps a contrast of at least 4.5:1 (WCAG AA). */
const ACTIVE_FILL = '#166534'
const INACTIVE_FILL = '#52525b'

export interface BadgeContent {
  language: 'id' | 'en'
  /** Green when true, grey when false. */
  active: boolean
  /** The three lines: status, certificate number, valid until (or the site's name). */
  lines: [string, string, string]
  /** The whole sentence, for screen readers (`<title>` and `aria-label`). */
  label: string
}

/** The badge's SVG document (UTF-8, well-formed XML). */
export function badgeSvg({ language, active, lines, label }: BadgeContent): string {
  const fill = active ? ACTIVE_FILL : INACTIVE_FILL
  const text = lines.map(escapeXml)
  // A long number is fitted to the badge rather than cut off.
  const fit = (value: string, size: number) =>
    value.length * size * 0.6 > BADGE_WIDTH - 28
      ? ` textLength="${BADGE_WIDTH - 28}" lengthAdjust="spacingAndGlyphs"`
      : ''
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" ` +
    `viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-label="${escapeXml(label)}" ` +
    `xml:lang="${language}" data-status="${active ? 'active' : 'inactive'}">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" rx="8" fill="${fill}"/>` +
    '<g fill="#ffffff" font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" aria-hidden="true">' +
    `<text x="14" y="22" font-size="14" font-weight="700"${fit(lines[0], 14)}>${text[0]}</text>` +
    `<text x="14" y="40" font-size="12" font-family="ui-monospace, Menlo, Consolas, monospace"${fit(lines[1], 12)}>${text[1]}</text>` +
    `<text x="14" y="56" font-size="12"${fit(lines[2], 12)}>${text[2]}</text>` +
    '</g></svg>\n'
  )
}
