import { beforeEach, describe, expect, it, vi } from 'vitest'

const error = vi.fn()
vi.mock('./toast', () => ({ toast: { error: (...args: unknown[]) => error(...args) } }))

const { toastCollectionError } = await import('./collection-error-toast')
const { getI18n, i18nReady } = await import('./i18n')
// The app's instance loads its strings first (main.tsx awaits the same before rendering).
await i18nReady(getI18n())

describe('toastCollectionError (docs/product.md#toasts)', () => {
  beforeEach(() => error.mockReset())

  it("toasts the spec's title with the collection, a text in the visitor's language with the code, never the raw message", async () => {
    const i18n = getI18n()
    await i18n.changeLanguage('en')
    expect(toastCollectionError('faqs', { code: '42501', message: 'permission denied' })).toBe(true)
    expect(error).toHaveBeenLastCalledWith(
      'Supabase error fetching faqs',
      'Please reload the page or try again later. (Detail: faqs, 42501)',
    )
    await i18n.changeLanguage('id')
    toastCollectionError('faqs', { code: '42501', message: 'permission denied' })
    expect(error).toHaveBeenLastCalledWith(
      'Supabase error fetching faqs',
      'Silakan muat ulang halaman atau coba lagi nanti. (Detail: faqs, 42501)',
    )
    expect(JSON.stringify(error.mock.calls)).not.toContain('permission denied')
  })

  it('ignores PGRST116 (no rows)', () => {
    expect(toastCollectionError('cms_pages', { code: 'PGRST116', message: 'no rows' })).toBe(false)
    expect(error).not.toHaveBeenCalled()
  })
})
