// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import type { TFunction } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { RuntimeEnv } from '@/lib/env'
import { createTestI18n } from '@/test/i18n'

import { SubmissionStatusCard } from './components/submission-status-card'
import { SubmissionSuccess } from './components/submission-success'
import { nextSteps } from './lib/next-steps'

const env = vi.hoisted(() => ({ current: null as unknown as RuntimeEnv }))
vi.mock('@/lib/env', () => ({ getRuntimeEnv: () => env.current }))

/**
 * Honest copy (docs/decisions/013 and 022): what the pages say about email matches
 * what this server does. Without a mail server (no `SMTP_URL`, the offline default) the outbox
 * keeps the messages unsent, so no sentence may promise that the system emails the visitor.
 */
const SYSTEM_MAIL =
  /sedang kami kirim|kami kirim juga|mengabari Anda lewat email|we are sending|also emailed|we email you/i

const languages = ['id', 'en'] as const
const kinds = ['complaint', 'appeal', 'contact'] as const

function setup(language: 'id' | 'en', mail: boolean) {
  env.current = {
    supabaseUrl: null,
    supabaseAnonKey: 'k',
    backend: 'embedded',
    demoAdmin: null,
    mail,
  }
  const i18n = createTestI18n({ language })
  const t = i18n.getFixedT(language, 'public') as unknown as TFunction<'public'>
  const view = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
  return { t, view }
}

const tracked = {
  reference: 'KEL-2026-00042',
  type: 'complaint' as const,
  status: 'diproses',
  resolution: null,
  updated_at: '2026-11-20T03:00:00Z',
  timeline: [
    { at: '2026-11-19T03:00:00Z', status: 'baru' },
    { at: '2026-11-20T03:00:00Z', status: 'diproses' },
  ],
}

describe('what the pages promise about email', () => {
  beforeEach(() => window.sessionStorage.clear())

  for (const language of languages) {
    it(`${language}: without a mail server, no page says the system emails the visitor`, () => {
      const { t, view } = setup(language, false)
      for (const kind of kinds) {
        for (const step of nextSteps(kind, t, false)) expect(step).not.toMatch(SYSTEM_MAIL)
        const { container, unmount } = view(
          <SubmissionSuccess
            title="OK"
            reference="KEL-2026-00042"
            email="budi@contoh.co.id"
            nextSteps={nextSteps(kind, t, false)}
            onAnother={() => undefined}
          />,
        )
        expect(container.textContent).not.toMatch(SYSTEM_MAIL)
        // The reference and the email are how the visitor follows it up instead.
        expect(container.textContent).toContain('budi@contoh.co.id')
        unmount()
      }
      const { container } = view(<SubmissionStatusCard submission={tracked} />)
      expect(container.textContent).not.toMatch(SYSTEM_MAIL)
      expect(t('complaint.next2NoMail')).toMatch(/status/i)
    })

    it(`${language}: with a mail server, the acknowledgement and status reports are announced`, () => {
      const { t, view } = setup(language, true)
      expect(nextSteps('complaint', t, true)).toContain(t('complaint.next2Mail'))
      expect(nextSteps('appeal', t, true)).toContain(t('appeal.next3Mail'))
      view(
        <SubmissionSuccess
          title="OK"
          reference="KEL-2026-00042"
          email="budi@contoh.co.id"
          nextSteps={nextSteps('complaint', t, true)}
          onAnother={() => undefined}
        />,
      )
      expect(
        screen.getByText(t('forms.success.mailing', { email: 'budi@contoh.co.id' })),
      ).toBeInTheDocument()
      view(<SubmissionStatusCard submission={tracked} />)
      expect(screen.getByText(t('status.emailed'))).toBeInTheDocument()
    })
  }

  it('a contact message has no status mails, so its status never claims them', () => {
    const { view } = setup('id', true)
    const { container } = view(
      <SubmissionStatusCard
        submission={{ ...tracked, type: 'contact', status: 'dibaca', timeline: [] }}
      />,
    )
    expect(container.textContent).not.toMatch(SYSTEM_MAIL)
  })

  it('the "track status" link hands the email over without putting it in the URL', async () => {
    const { view } = setup('id', false)
    view(
      <SubmissionSuccess
        title="OK"
        reference="KEL-2026-00042"
        email="budi@contoh.co.id"
        nextSteps={[]}
        onAnother={() => undefined}
      />,
    )
    const link = screen.getByRole('link', { name: 'Lacak status' })
    expect(link).toHaveAttribute('href', '/layanan/status?ref=KEL-2026-00042')
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(JSON.parse(window.sessionStorage.getItem('lsbu-track') ?? 'null')).toEqual({
      reference: 'KEL-2026-00042',
      email: 'budi@contoh.co.id',
    })
  })
})
