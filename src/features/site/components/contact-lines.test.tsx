// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { createTestI18n } from '@/test/i18n'
import type { PublicLayout } from '@/types/database'

import { ContactLines } from './contact-lines'

const SETTINGS = {
  address: 'Jl. Merdeka 1, Jakarta',
  phone: '+62 21-555 0123',
  email: 'info@lsbu.example',
  work_hours: { id: 'Senin–Jumat 08.00–16.00', en: 'Monday–Friday 8am–4pm' },
} as unknown as NonNullable<PublicLayout['settings']>

function lines(place: 'card' | 'footer', settings: PublicLayout['settings'] | null = SETTINGS) {
  const Row = place === 'card' ? 'ul' : 'address'
  const { container } = render(
    <I18nextProvider i18n={createTestI18n({ language: 'id' })}>
      <Row>
        <ContactLines settings={settings} place={place} linkClassName="link" />
      </Row>
    </I18nextProvider>,
  )
  return container.firstElementChild!
}

describe('ContactLines', () => {
  it('the footer: address, phone, email and hours, each named for screen readers', () => {
    const box = lines('footer')
    expect([...box.children].map((row) => [row.tagName, row.textContent])).toEqual([
      ['P', 'Alamat: Jl. Merdeka 1, Jakarta'],
      ['P', 'Telepon: +62 21-555 0123'],
      ['P', 'Email: info@lsbu.example'],
      ['P', 'Jam kerja: Senin–Jumat 08.00–16.00'],
    ])
    expect(screen.getByRole('link', { name: /\+62 21-555 0123/ })).toHaveAttribute(
      'href',
      'tel:+62215550123',
    )
    expect(screen.getByRole('link', { name: /info@lsbu.example/ })).toHaveAttribute(
      'href',
      'mailto:info@lsbu.example',
    )
    expect(screen.getByRole('link', { name: /info@lsbu.example/ })).toHaveClass('link break-all')
  })

  it('the help card: no address, list items, the hours in its own words', () => {
    const box = lines('card')
    expect([...box.children].map((row) => [row.tagName, row.textContent])).toEqual([
      ['LI', 'Telepon: +62 21-555 0123'],
      ['LI', 'Email: info@lsbu.example'],
      ['LI', 'Jam layanan: Senin–Jumat 08.00–16.00'],
    ])
  })

  it('leaves out what the settings do not have (blank hours too) and draws nothing without settings', () => {
    const box = lines('footer', {
      ...SETTINGS,
      address: null,
      email: '',
      work_hours: { id: ' ', en: '' },
    } as unknown as PublicLayout['settings'])
    expect([...box.children].map((row) => row.textContent)).toEqual(['Telepon: +62 21-555 0123'])
    expect(lines('card', null).children).toHaveLength(0)
  })
})
