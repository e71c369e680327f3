import { describe, expect, it } from 'vitest'

import { BADGE_HEIGHT, BADGE_WIDTH, badgeSvg } from './badge'

describe('badgeSvg', () => {
  const content = {
    language: 'id' as const,
    active: true,
    lines: ['SBU aktif', 'SBU-KMN-2026-000101', 'Berlaku s.d. 1 Maret 2029'] as [
      string,
      string,
      string,
    ],
    label: 'SBU SBU-KMN-2026-000101: Aktif, berlaku sampai 1 Maret 2029.',
  }

  it('is an accessible image of the badge size: role, title and aria-label carry the sentence', () => {
    const svg = badgeSvg(content)
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /)
    expect(svg).toContain(`width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}"`)
    expect(svg).toContain('role="img"')
    expect(svg).toContain(`aria-label="${content.label}"`)
    expect(svg).toContain(`<title>${content.label}</title>`)
    expect(svg).toContain('xml:lang="id"')
    expect(svg).toContain('fill="#166534"')
  })

  it('is grey when not active, and escapes every text', () => {
    const svg = badgeSvg({
      ...content,
      active: false,
      lines: ['Tidak aktif: Dicabut', '<script>&"\'', 'x'],
      label: 'a "quoted" <label> & more',
    })
    expect(svg).toContain('fill="#52525b"')
    expect(svg).toContain('data-status="inactive"')
    expect(svg).toContain('&lt;script&gt;&amp;&quot;&apos;')
    expect(svg).toContain('aria-label="a &quot;quoted&quot; &lt;label&gt; &amp; more"')
    expect(svg).not.toContain('<script>')
  })

  it('fits a long line into the badge instead of cutting it off', () => {
    const svg = badgeSvg({ ...content, lines: ['SBU aktif', 'A'.repeat(40), 'short'] })
    expect(svg.match(/textLength=/g)).toHaveLength(1)
  })
})
