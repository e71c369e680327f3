/**
 * Focus: with the keyboard alone, every kind of dialog gives focus back to the control
 * that opened it (✕, Escape, Cancel, "Tetap di sini"), and a form sheet starts on its first
 * field, not on the language tab. The kinds: the kit's form sheet (new and edit), the question
 * inside it (unsaved changes), the delete confirmation, a modal dialog (reorder, a staff
 * account), a read-only detail sheet, a page's unsaved-changes question, and the public mobile
 * menu.
 */
import { expect, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 90_000 })

/** Focuses `control` by keyboard (Tab lands on it), then opens it with Enter. */
async function openWithKeyboard(page: Page, name: string) {
  const control = page.getByRole('button', { name, exact: true }).first()
  await control.focus()
  await expect(control).toBeFocused()
  await page.keyboard.press('Enter')
  return control
}

test('form sheet: first field first; Escape, ✕ and Cancel return focus; "Tetap di sini" too', async ({
  page,
}) => {
  await loginAs(page, 'editor', { to: '/admin/faq' })
  const opener = await openWithKeyboard(page, 'Tambah FAQ')
  const sheet = page.getByRole('dialog', { name: 'Tambah FAQ' })
  await expect(sheet).toBeVisible()
  // The first field, not the "Indonesia" language tab before it.
  await expect(sheet.getByLabel('Pertanyaan (Indonesia)')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(sheet).toBeVisible()
  await sheet.getByRole('button', { name: 'Tutup' }).focus()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await sheet.getByRole('button', { name: 'Batal' }).focus()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await expect(opener).toBeFocused()

  // Typed something: Escape asks first; "Tetap di sini" goes back to the field.
  await page.keyboard.press('Enter')
  const question = sheet.getByLabel('Pertanyaan (Indonesia)')
  await expect(question).toBeFocused()
  await page.keyboard.type('Apakah ada biaya tambahan?')
  await page.keyboard.press('Escape')
  const unsaved = page.getByRole('alertdialog', { name: 'Buang perubahan yang belum disimpan?' })
  await expect(unsaved.getByRole('button', { name: 'Tetap di sini' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(unsaved).toBeHidden()
  await expect(question).toBeFocused()
  await expect(question).toHaveValue('Apakah ada biaya tambahan?')
  await page.keyboard.press('Escape')
  await unsaved.getByRole('button', { name: 'Buang perubahan' }).focus()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await expect(opener).toBeFocused()
})

test('edit sheet and delete confirmation return focus to their row buttons', async ({ page }) => {
  await loginAs(page, 'editor', { to: '/admin/faq' })
  const edit = page.getByRole('button', { name: /^Ubah / }).first()
  await edit.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Ubah FAQ' })
  await expect(sheet.getByLabel('Pertanyaan (Indonesia)')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(edit).toBeFocused()

  const remove = page.getByRole('button', { name: /^Hapus / }).first()
  await remove.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByRole('button', { name: 'Batal' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter') // "Batal" has the focus
  await expect(confirm).toBeHidden()
  await expect(remove).toBeFocused()
})

test('modal dialogs and a detail sheet return focus on Escape', async ({ page }) => {
  await loginAs(page, 'admin', { to: '/admin/faq' })
  const reorder = await openWithKeyboard(page, 'Atur urutan')
  await expect(page.getByRole('dialog', { name: /Atur urutan/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(reorder).toBeFocused()

  await page.goto('/admin/users')
  const create = await openWithKeyboard(page, 'Tambah pengguna')
  const dialog = page.getByRole('dialog', { name: 'Tambah pengguna' })
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(create).toBeFocused()

  await page.goto('/admin/audit-log')
  const details = page.getByRole('button', { name: /^Lihat detail / }).first()
  await details.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(details).toBeFocused()
})

test('leaving an edited page: "Tetap di sini" returns to the link that was followed', async ({
  page,
}) => {
  await loginAs(page, 'editor', { to: '/admin/cms/edit/biaya' })
  await page.getByLabel('Judul (Indonesia)').fill('Biaya (diubah)')
  const link = page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', {
    name: 'FAQ',
  })
  await link.focus()
  await page.keyboard.press('Enter')
  const unsaved = page.getByRole('alertdialog', { name: 'Buang perubahan yang belum disimpan?' })
  await expect(unsaved.getByRole('button', { name: 'Tetap di sini' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(unsaved).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/cms\/edit\/biaya$/)
  await expect(link).toBeFocused()
})

test('public mobile menu: reached by Tab (focus never falls to the page), Escape returns to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await skipPromo(page)
  await page.goto('/')
  const menu = page.getByRole('button', { name: 'Buka menu' })
  // The header's menus load their code on first focus; the real control takes over the focus.
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('Tab')
    // A header control's code loads on focus and the real control (Radix: `data-state`) replaces
    // the placeholder: focus must arrive on it, not fall to the page body.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const active = document.activeElement
            if (!active || active === document.body) return 'body'
            const placeholder =
              active.hasAttribute('aria-haspopup') && !active.hasAttribute('data-state')
            return placeholder ? 'placeholder' : 'control'
          }),
        { message: `Tab ${step + 1}: focus on the control, not the page body` },
      )
      .toBe('control')
    if (await menu.evaluate((el) => el === document.activeElement)) break
  }
  await expect(menu).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(menu).toBeFocused()
})
