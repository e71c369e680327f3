import { beforeEach, describe, expect, it, vi } from 'vitest'

const error = vi.fn()
vi.mock('./toast', () => ({ toast: { error: (...args: unknown[]) => error(...args) } }))

const { toastCollectionError } = await import('./collection-error-toast')
const { getI18n, i18nReady } = await import('./i18n')
// The app's instance loads its strings first (main.tsx awaits the same before rendering).
await i18nReady(getI18n())

describe('toastCollectionError (SPEC §8)', () => {
  beforeEach(() => error.mockReset())

  it("toasts 'Supabase error fetching {collection}' with the server's message", () => {
    expect(toastCollectionError('faqs', { code: '42501', message: 'permission denied' })).toBe(true)
    expect(error).toHaveBeenCalledWith('Supabase error fetching faqs', 'permission denied')
  })

  it('ignores PGRST116 (no rows)', () => {
    expect(toastCollectionError('cms_pages', { code: 'PGRST116', message: 'no rows' })).toBe(false)
    expect(error).not.toHaveBeenCalled()
  })
})
