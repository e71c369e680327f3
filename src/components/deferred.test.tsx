// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { ThemeProvider } from '@/lib/theme'
import { createTestI18n } from '@/test/i18n'

import { LanguageSwitcher } from './language-switcher'
import { ThemeSwitcher } from './theme-switcher'

function renderSwitchers() {
  const i18n = createTestI18n()
  void i18n.changeLanguage('id')
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <ThemeSwitcher />
        <LanguageSwitcher />
      </ThemeProvider>
    </I18nextProvider>,
  )
}

describe('Deferred menus (theme and language switchers)', () => {
  it('render a plain trigger first, and a click before the menu code arrives opens the menu', async () => {
    renderSwitchers()
    const trigger = screen.getByRole('button', { name: 'Ganti tema' })
    // No Radix yet: the placeholder controls nothing.
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).not.toHaveAttribute('aria-controls')
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')

    await userEvent.click(trigger)
    const dark = await screen.findByRole('menuitemradio', { name: 'Gelap' })
    await userEvent.click(dark)
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
    expect(window.localStorage.getItem('vite-ui-theme')).toBe('dark')
  })

  it('open on the press itself, so a click that lands after the code arrived is not lost', async () => {
    const user = userEvent.setup()
    renderSwitchers()
    const trigger = screen.getByRole('button', { name: 'Ganti tema' })
    // Only the button going down: the release (and its click) may reach a trigger that replaced
    // this one meanwhile, and a Radix menu does not open on a click.
    await user.pointer({ keys: '[MouseLeft>]', target: trigger })
    expect(await screen.findByRole('menuitemradio', { name: 'Gelap' })).toBeVisible()
  })

  it('hand keyboard focus over to the real trigger, which then opens with Enter', async () => {
    const user = userEvent.setup()
    renderSwitchers()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Ganti tema' })).toHaveFocus()
    await user.tab()
    // Focusing the language placeholder loads its menu; the real trigger (Radix: aria-controls
    // once open) takes focus when it replaces the placeholder.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ganti bahasa' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    )
    const language = screen.getByRole('button', { name: 'Ganti bahasa' })
    expect(language).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })
})
