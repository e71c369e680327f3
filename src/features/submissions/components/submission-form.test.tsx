// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

import { createTestI18n } from '@/test/i18n'

import { i18nMessage, serverMessage } from '../lib/field-message'
import { SubmissionError } from '../lib/submission-error'
import type { Posted } from '../posted'
import { type FieldSpec, SubmissionForm } from './submission-form'

const fields: FieldSpec[] = [
  { name: 'name', label: 'Nama lengkap', kind: 'text', required: true, maxLength: 120 },
  { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 254 },
  { name: 'phone', label: 'Nomor telepon', kind: 'tel', required: false, maxLength: 24 },
  { name: 'subject', label: 'Perihal', kind: 'text', required: true, maxLength: 200 },
  {
    name: 'message',
    label: 'Pesan',
    kind: 'textarea',
    required: true,
    maxLength: 5000,
    counter: true,
  },
]

const loadContactSchema = () => import('../schemas').then((m) => m.contactSchema)

function renderForm(
  submit: (values: Record<string, string>) => Promise<string>,
  loadSchema: () => Promise<z.ZodType> = loadContactSchema,
  posted?: Posted,
  uploadAttachments?: (files: File[]) => Promise<string>,
) {
  const i18n = createTestI18n()
  void i18n.changeLanguage('id')
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <SubmissionForm
          id="contact"
          title="Kirim pesan"
          loadSchema={loadSchema}
          fields={fields}
          submitLabel="Kirim"
          submit={submit}
          successTitle="Terkirim"
          nextSteps={['Kami membalas lewat email.']}
          posted={posted}
          uploadAttachments={uploadAttachments}
        />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

const field = (name: RegExp) => screen.getByRole('textbox', { name })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Nama lengkap/), 'Rina Marlina')
  await user.type(field(/^Email/), 'rina@contoh.example')
  await user.type(field(/^Perihal/), 'Biaya')
  await user.type(field(/^Pesan/), 'Berapa biaya sertifikasi ulang?')
}

describe('SubmissionForm', () => {
  it('ties each client error to its field and sends nothing', async () => {
    const user = userEvent.setup()
    const submit = vi.fn()
    renderForm(submit)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    const name = field(/^Nama lengkap/)
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription('Wajib diisi.')
    expect(field(/^Nomor telepon/)).toHaveAttribute('aria-invalid', 'false')
    expect(submit).not.toHaveBeenCalled()
  })

  it('counts characters of long fields', async () => {
    const user = userEvent.setup()
    renderForm(vi.fn())
    await user.type(field(/^Pesan/), 'Halo')
    expect(screen.getByText('4 / 5000 karakter')).toBeInTheDocument()
  })

  it("puts the database's message next to its field and keeps what was typed", async () => {
    const user = userEvent.setup()
    const submit = vi.fn().mockRejectedValue(
      new SubmissionError({
        kind: 'field',
        field: 'subject',
        messageId: 'Perihal minimal 3 karakter.',
        messageEn: 'Subject must be at least 3 characters.',
      }),
    )
    renderForm(submit)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    const subject = field(/^Perihal/)
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Perihal minimal 3 karakter.'))
    expect(subject).toHaveFocus()
    expect(subject).toHaveValue('Biaya')
    expect(field(/^Pesan/)).toHaveValue('Berapa biaya sertifikasi ulang?')
    expect(submit).toHaveBeenCalledWith({
      name: 'Rina Marlina',
      email: 'rina@contoh.example',
      phone: '',
      subject: 'Biaya',
      message: 'Berapa biaya sertifikasi ulang?',
      language: 'id',
    })
  })

  it('keeps what was typed when its checks cannot be loaded (offline), and sends nothing', async () => {
    const user = userEvent.setup()
    const submit = vi.fn()
    renderForm(submit, () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server')
    expect(field(/^Nama lengkap/)).toHaveValue('Rina Marlina')
    expect(submit).not.toHaveBeenCalled()
  })

  it('explains the rate limit at form level', async () => {
    const user = userEvent.setup()
    renderForm(vi.fn().mockRejectedValue(new SubmissionError({ kind: 'rate_limited' })))
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak pengiriman')
    expect(field(/^Nama lengkap/)).toHaveValue('Rina Marlina')
  })

  it('sends once while a submission is on its way, then shows the reference', async () => {
    const user = userEvent.setup()
    let resolve: (reference: string) => void = () => {}
    const submit = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    renderForm(submit)
    await fillValid(user)
    const button = screen.getByRole('button', { name: 'Kirim' })
    await user.click(button)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mengirim…' })).toBeDisabled())
    button.closest('form')!.requestSubmit()
    button.closest('form')!.requestSubmit()
    // A negative check needs a window: the two extra submits get 50 ms to (not) reach the request
    // while the first is still on its way; there is no event to wait for instead.
    await new Promise((r) => setTimeout(r, 50))
    expect(submit).toHaveBeenCalledTimes(1)
    resolve('MSG-2026-00007')
    expect(await screen.findByText('MSG-2026-00007')).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { name: 'Terkirim' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Lacak status' })).toHaveAttribute(
      'href',
      '/layanan/status?ref=MSG-2026-00007',
    )
  })

  describe('with the state the server handled without this script (ADR 023)', () => {
    it('keeps the values and the messages, with a summary, until the visitor sends again', async () => {
      const user = userEvent.setup()
      const submit = vi.fn().mockResolvedValue('MSG-2026-00007')
      renderForm(submit, loadContactSchema, {
        values: { name: '', email: 'rina@contoh.example', subject: 'Biaya', message: 'Pesan.' },
        errors: {
          name: i18nMessage('forms.errors.required'),
          message: serverMessage('Pesan terlalu pendek.', 'Message too short.'),
        },
      })
      expect(field(/^Email/)).toHaveValue('rina@contoh.example')
      expect(field(/^Pesan/)).toHaveValue('Pesan.')
      expect(field(/^Nama lengkap/)).toHaveAttribute('aria-invalid', 'true')
      expect(field(/^Nama lengkap/)).toHaveAccessibleDescription('Wajib diisi.')
      const summary = screen.getByTestId('error-summary')
      expect(summary).toHaveTextContent('Formulir belum terkirim')
      expect(screen.getByRole('link', { name: 'Pesan: Pesan terlalu pendek.' })).toHaveAttribute(
        'href',
        '#contact-message',
      )
      // (Its focus on load is the browser's `autofocus`: tests/e2e/public-forms-no-js.spec.ts.)

      await user.type(field(/^Nama lengkap/), 'Rina Marlina')
      await user.clear(field(/^Pesan/))
      await user.type(field(/^Pesan/), 'Berapa biaya sertifikasi ulang?')
      await user.click(screen.getByRole('button', { name: 'Kirim' }))
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
      expect(submit.mock.calls[0]![0]).toMatchObject({
        name: 'Rina Marlina',
        email: 'rina@contoh.example',
      })
      expect(await screen.findByTestId('submission-reference')).toHaveTextContent('MSG-2026-00007')
    })

    it('shows the success the server redirected to, without an email', () => {
      renderForm(vi.fn(), loadContactSchema, { reference: 'MSG-2026-00008' })
      expect(screen.getByTestId('submission-reference')).toHaveTextContent('MSG-2026-00008')
      expect(screen.getByText(/dan email yang Anda isi/)).toBeInTheDocument()
      // Without the script it asks for the empty form in the page's language.
      const another = screen.getByRole('button', { name: 'Kirim formulir lain' })
      expect(another.closest('form')).toHaveAttribute('method', 'get')
      expect(another.closest('form')?.querySelector('input[name="lng"]')).toHaveValue('id')
    })

    it('shows the rate limit the database answered, values kept', () => {
      renderForm(vi.fn(), loadContactSchema, {
        values: { name: 'Rina', email: 'rina@contoh.example', subject: 'Biaya', message: 'x' },
        alert: 'rate_limited',
      })
      expect(screen.getByRole('alert')).toHaveTextContent('Terlalu banyak pengiriman')
      expect(field(/^Nama lengkap/)).toHaveValue('Rina')
    })
  })
})

describe('SubmissionForm attachments', () => {
  const pdf = (name: string, size = 1000) =>
    new File([new Uint8Array(size)], name, { type: 'application/pdf' })
  const fileInput = () => screen.getByLabelText(/^Lampiran/) as HTMLInputElement

  it('lists the chosen files with remove buttons, uploads them first and sends the key', async () => {
    const user = userEvent.setup()
    const upload = vi.fn(async () => 'kunci-unggah')
    const submit = vi.fn(async () => 'MSG-2026-00001')
    const { container } = renderForm(submit, loadContactSchema, undefined, upload)
    expect(container.querySelector('form')).toHaveAttribute('enctype', 'multipart/form-data')
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png')
    await user.upload(fileInput(), [pdf('a.pdf'), pdf('b.pdf')])
    expect(screen.getByRole('list', { name: 'Berkas yang dipilih' })).toHaveTextContent('a.pdf')
    await user.click(screen.getByRole('button', { name: 'Hapus b.pdf' }))
    expect(screen.queryByText('b.pdf')).toBeNull()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(upload).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' })])
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ attachments: 'kunci-unggah' }))
  })

  it('refuses a fourth file, a wrong type and a file over 5 MB before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const upload = vi.fn(async () => 'kunci')
    const submit = vi.fn(async () => 'MSG-2026-00001')
    renderForm(submit, loadContactSchema, undefined, upload)
    await user.upload(fileInput(), [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')])
    expect(fileInput()).toHaveAccessibleDescription(/^Paling banyak 3 lampiran/)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    await waitFor(() => expect(fileInput()).toHaveFocus())
    expect(upload).not.toHaveBeenCalled()
    expect(submit).not.toHaveBeenCalled()
    for (const name of ['2.pdf', '3.pdf', '4.pdf'])
      await user.click(screen.getByRole('button', { name: `Hapus ${name}` }))
    expect(fileInput()).not.toHaveAccessibleDescription(/Paling banyak/)
    await user.upload(
      fileInput(),
      new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }),
    )
    expect(fileInput()).toHaveAccessibleDescription(/program\.exe: hanya berkas PDF, JPEG atau PNG/)
    await user.click(screen.getByRole('button', { name: 'Hapus program.exe' }))
    await user.upload(fileInput(), pdf('besar.pdf', 5 * 1024 * 1024 + 1))
    expect(fileInput()).toHaveAccessibleDescription(/besar\.pdf: berkas lebih besar dari 5 MB/)
  })

  it("shows the database's refusal by the files and keeps the text and the files", async () => {
    const user = userEvent.setup()
    const upload = vi.fn(async () => 'kunci')
    const submit = vi.fn(async () => {
      throw new SubmissionError({
        kind: 'field',
        field: 'attachments',
        messageId: 'Paling banyak 3 lampiran.',
        messageEn: 'At most 3 attachments.',
      })
    })
    renderForm(submit, loadContactSchema, undefined, upload)
    await user.upload(fileInput(), pdf('a.pdf'))
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(/^Paling banyak 3 lampiran\./),
    )
    expect(screen.getByText('a.pdf')).toBeInTheDocument()
    expect(field(/^Perihal/)).toHaveValue('Biaya')
  })
})
