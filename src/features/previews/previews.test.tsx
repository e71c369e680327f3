// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'

import { createPreviewLink } from '@/lib/resource/preview-requests'
import { createTestI18n } from '@/test/i18n'

import { getPreview, previewQuery } from './api/get-preview'
import { PreviewBanner } from './components/preview-banner'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))
vi.mock('@/lib/public-client', () =>
  import('@/test/backend').then((m) => ({ getPublicClient: async () => m.testClient('anon') })),
)

describe('preview links against the embedded backend', () => {
  it('a visitor reads a link an editor made, by its token only; an unknown token is null (404)', async () => {
    const data = { title: { id: 'Draf berita', en: 'Draft news' }, slug: 'draf-berita' }
    const link = await createPreviewLink({ table: 'articles', recordId: null, data })
    expect(link.token).toMatch(/^[0-9a-f]{64}$/)

    const preview = await getPreview(link.token)
    expect(preview).toMatchObject({ table_name: 'articles', record_id: null, data })
    expect(Date.parse(preview!.expires_at)).toBeGreaterThan(Date.now() + 47 * 3600_000)

    expect(await getPreview('0'.repeat(64))).toBeNull()
    // A missing preview makes the page a 404 (the server renderer reads this flag).
    expect(previewQuery(link.token).meta).toEqual({ notFoundWhenNull: true })
  })
})

describe('PreviewBanner', () => {
  it('says the page is a preview and until when the link works, in the site time zone', async () => {
    const i18n = createTestI18n({ language: 'en' })
    render(
      <I18nextProvider i18n={i18n}>
        <PreviewBanner expiresAt="2026-11-27T05:30:00Z" timeZone="Asia/Jakarta" />
      </I18nextProvider>,
    )
    const note = screen.getByRole('note', { name: i18n.t('public:preview.badge') })
    expect(note).toHaveTextContent(i18n.t('public:preview.badge'))
    expect(note).toHaveTextContent('12:30')
  })
})
