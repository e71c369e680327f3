// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { toast } from '@/lib/toast'
import { createTestI18n } from '@/test/i18n'

import { AppProviders } from './providers'

describe('AppProviders', () => {
  it('shows toasts (title and text) through the lazily loaded toaster', async () => {
    render(
      <AppProviders i18n={createTestI18n()}>
        <p>app</p>
      </AppProviders>,
    )
    await toast.error('Login Gagal', 'Email atau password salah.')
    expect(await screen.findByText('Login Gagal', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Email atau password salah.')).toBeInTheDocument()
  })
})
