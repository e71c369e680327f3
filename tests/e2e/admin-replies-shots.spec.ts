/**
 * Looked at: the news form with its active preview links ("Cabut tautan") and its confirmation,
 * and a contact message with its thread of replies and the reply form, at 1366 and 390 px, light
 * and dark, with an axe scan each time. Screenshots go to test-results/screens/admin-replies/
 * for a person to review.
 */
import { expect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin, runtimeEnv, uniqueEmail } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const SHOTS = 'test-results/screens/admin-replies'

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test(`preview links and message replies at ${viewport.width} px, light and dark, axe clean`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    const id = Date.now().toString(36)
    const shot = (theme: string, what: string) => `${SHOTS}/${viewport.name}-${theme}-${what}.png`
    const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
      {
        slug: `tautan-aktif-${id}`,
        title: { id: `Draf Tautan ${id}`, en: `Links Draft ${id}` },
        content: { id: 'Isi draf.' },
        status: 'draft',
      },
    ])
    const { supabaseAnonKey } = await runtimeEnv(baseURL!)
    const subject = `Pertanyaan biaya ${id}`
    const res = await fetch(`${baseURL}/rest/v1/rpc/submit_contact`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        authorization: `Bearer ${supabaseAnonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'Dewi Lestari',
        email: uniqueEmail('balasan-layar'),
        subject,
        message: 'Berapa biaya perpanjangan sertifikat untuk kualifikasi kecil?',
      }),
    })
    expect(res.ok).toBe(true)

    await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
    await page.getByRole('button', { name: 'Pratinjau & bagikan' }).click()
    await page
      .getByRole('dialog', { name: 'Pratinjau siap' })
      .getByRole('button', { name: 'Tutup' })
      .last()
      .click()
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme)
      const active = page.getByRole('region', { name: 'Tautan pratinjau aktif' })
      await expect(active.getByRole('listitem')).toHaveCount(1)
      await active.scrollIntoViewIfNeeded()
      await page.screenshot({ path: shot(theme, 'preview-links') })
      await expectNoA11yViolations(page)
      await active.getByRole('button', { name: /^Cabut tautan/ }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      )
      await page.screenshot({ path: shot(theme, 'preview-revoke-confirm') })
      await expectNoA11yViolations(page)
      await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click()
    }

    await page.goto('/admin/messages')
    await page.getByRole('button', { name: subject }).click()
    const sheet = page.getByRole('dialog', { name: /^Pesan MSG-/ })
    await sheet
      .getByLabel('Balasan Anda')
      .fill(
        'Biaya perpanjangan untuk kualifikasi kecil tercantum di halaman Biaya.\n\nSilakan hubungi kami bila ada pertanyaan lain.',
      )
    await sheet.getByRole('button', { name: 'Kirim balasan' }).click()
    await expect(sheet.getByRole('region', { name: 'Balasan' }).getByRole('listitem')).toHaveCount(
      1,
    )
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme)
      await page.getByRole('button', { name: subject }).click()
      const thread = sheet.getByRole('region', { name: 'Balasan' })
      await expect(thread.getByRole('listitem')).toHaveCount(1)
      await thread.scrollIntoViewIfNeeded()
      await page.screenshot({ path: shot(theme, 'message-thread') })
      await expectNoA11yViolations(page)
    }
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  })
}
