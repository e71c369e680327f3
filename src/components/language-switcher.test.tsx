// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { LANGUAGE_STORAGE_KEY } from '@/config/constants'
import { createI18n, i18nReady } from '@/lib/i18n'

import { LanguageSwitcher } from './language-switcher'

describe('LanguageSwitcher', () => {
  it('fetches the other language when the visitor reaches for it, then switches to it', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id')
    const i18n = createI18n() // the browser's instance: loads only the detected language
    await i18nReady(i18n)
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    )
    expect(i18n.hasResourceBundle('en', 'public')).toBe(false)
    const user = userEvent.setup()
    await user.hover(screen.getByRole('button', { name: 'Ganti bahasa' }))
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'public')).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Ganti bahasa' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    expect(screen.getByRole('button', { name: 'Change language' })).toBeInTheDocument()
  })
})
