import { describe, expect, it } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import { i18nMessage, resolveFieldMessage, serverMessage } from './field-message'

describe('field messages', () => {
  const i18n = createTestI18n()

  it('translates client rule messages with their values, in the active language', async () => {
    const message = i18nMessage('forms.errors.min', { count: 5 })
    await i18n.changeLanguage('id')
    expect(resolveFieldMessage(message, i18n.getFixedT('id', 'public'), 'id')).toBe(
      'Minimal 5 karakter.',
    )
    expect(resolveFieldMessage(message, i18n.getFixedT('en', 'public'), 'en')).toBe(
      'At least 5 characters.',
    )
  })

  it("shows the database's Indonesian message, or its English details", () => {
    const message = serverMessage('Nama minimal 2 karakter.', 'Name must be at least 2 characters.')
    const t = i18n.getFixedT('id', 'public')
    expect(resolveFieldMessage(message, t, 'id')).toBe('Nama minimal 2 karakter.')
    expect(resolveFieldMessage(message, t, 'en')).toBe('Name must be at least 2 characters.')
    expect(resolveFieldMessage(serverMessage('Hanya ID', null), t, 'en')).toBe('Hanya ID')
  })

  it('passes anything else through, and nothing as nothing', () => {
    const t = i18n.getFixedT('id', 'public')
    expect(resolveFieldMessage('plain', t, 'id')).toBe('plain')
    expect(resolveFieldMessage(undefined, t, 'id')).toBeUndefined()
  })
})
