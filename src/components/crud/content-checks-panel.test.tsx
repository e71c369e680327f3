// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderStaff } from '@/test/render-staff'

import { ContentChecksPanel } from './content-checks-panel'

describe('the content checks panel', () => {
  it('lists blocking problems first, names the field and language, and says when there are none', () => {
    const { unmount } = renderStaff(
      <ContentChecksPanel
        section="faq"
        blocked={false}
        problems={[
          {
            rule: 'headingSkip',
            blocking: false,
            field: 'answer',
            language: 'en',
            subject: 'Fees',
          },
          { rule: 'imageAlt', blocking: true, field: 'answer', language: 'id', subject: '/a.png' },
        ]}
      />,
    )
    const panel = screen.getByRole('region', { name: 'Pemeriksaan konten' })
    const items = within(panel).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Menghalangi: Gambar tanpa teks alternatif.*\(Jawaban, ID\)\/a\.png$/),
      expect.stringMatching(/^Peringatan: Judul bagian “Fees” melompati tingkat.*\(Jawaban, EN\)$/),
    ])
    expect(within(panel).getByRole('status')).toHaveTextContent('1 menghalangi, 1 peringatan')
    unmount()
    renderStaff(<ContentChecksPanel section="faq" blocked={false} problems={[]} />)
    expect(screen.getByRole('status')).toHaveTextContent('Tidak ada masalah.')
  })
})
