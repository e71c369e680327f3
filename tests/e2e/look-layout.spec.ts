/**
 * Layout rules, measured in the browser: the site name is never cut on a phone, the
 * WhatsApp button never covers footer text, settings fields side by side share a top line, the
 * complaints list fits at 1366 px with the sidebar open, the organisation chart draws its lines,
 * and a long text page has its contents and help card in the server's HTML.
 */
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { loginAs } from './support/users'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 900 }

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, `${locator.toString()} has a box`).not.toBeNull()
  return b!
}

/** Every footer element with text of its own, as boxes (links, paragraphs, list items). */
async function footerTextBoxes(page: Page) {
  return page.getByRole('contentinfo').evaluate((footer) =>
    [...footer.querySelectorAll('a, p, li, h2, span')]
      .filter((el) =>
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
      )
      .map((el) => {
        const r = el.getBoundingClientRect()
        return { text: el.textContent!.trim(), x: r.x, y: r.y, width: r.width, height: r.height }
      })
      .filter((r) => r.width > 0 && r.height > 0),
  )
}

test.describe('public layout', () => {
  test.beforeEach(async ({ page }) => {
    await skipPromo(page)
  })

  test('at 390 px the site name is shown whole, not cut', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const name = page.getByRole('banner').getByText('LSBU Karya Mandiri Nusantara')
    await expect(name).toHaveText('LSBU Karya Mandiri Nusantara')
    const cut = await name.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    )
    expect(cut, 'the name overflows its box (ellipsis)').toBe(false)
  })

  for (const size of [PHONE, LAPTOP]) {
    test(`at ${size.width} px the WhatsApp button covers no footer text`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto('/profil/kontak')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const chat = page.getByRole('link', { name: 'Chat dengan kami melalui WhatsApp' })
      await expect(chat).toBeVisible()
      const button = await box(chat)
      for (const text of await footerTextBoxes(page)) {
        const overlaps =
          text.x < button.x + button.width &&
          button.x < text.x + text.width &&
          text.y < button.y + button.height &&
          button.y < text.y + text.height
        expect(overlaps, `the button covers "${text.text}"`).toBe(false)
      }
    })
  }

  test('the organisation chart joins the director to each report with lines', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await page.goto('/profil/struktur-organisasi')
    const director = page.getByText('Ir. Hendra Wiratama, M.T.')
    const reports = page.getByRole('listitem').filter({ has: page.getByText('Manajer Mutu') })
    await expect(director).toBeVisible()
    // the bus row: each direct report's item draws a drop line (::after) into its card
    const drop = await reports.last().evaluate((li) => {
      const style = getComputedStyle(li, '::after')
      return { content: style.content, height: style.height, width: style.width }
    })
    expect(drop).toEqual({ content: '""', height: '24px', width: '2px' })
  })
})

test.describe('text pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a long page has its contents and the help card beside the text', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await page.mainFrame().goto('/profil/tentang')
    const toc = page.getByRole('navigation', { name: 'Di halaman ini' })
    const links = toc.getByRole('link')
    await expect(links).toHaveText([
      'LSBU Karya Mandiri Nusantara',
      'Apa yang kami lakukan',
      'Cara kami bekerja',
      'Kantor',
    ])
    // each link leads to its heading
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`main ${href!}`)).toHaveCount(1)
    }
    const help = page.getByRole('region', { name: 'Ada pertanyaan?' })
    await expect(help.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/profil/kontak',
    )
    await expect(help).toContainText('021-7990-1234')
    // the right column sits beside the text, not under it
    const text = await box(page.locator('main article'))
    const column = await box(toc)
    expect(column.x).toBeGreaterThan(text.x + text.width)
  })
})

test.describe('staff screens', () => {
  test('settings: phone and email side by side start on one line', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await loginAs(page, 'admin', { to: '/admin/settings' })
    const phone = page.getByRole('textbox', { name: 'Telepon' })
    const email = page.getByRole('textbox', { name: 'Email' })
    const [a, b] = [await box(phone), await box(email)]
    expect(b.x, 'email is beside the phone').toBeGreaterThan(a.x + a.width)
    expect(Math.abs(a.y - b.y), 'tops of the two inputs').toBeLessThan(1)
  })

  test('complaints: every column readable at 1366 px with the sidebar open; fewer on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP)
    await loginAs(page, 'admin', { to: '/admin/keluhan' })
    const table = page.getByRole('table', { name: 'Keluhan' })
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 })
    // the sidebar is open (labels, not icons only)
    const sidebar = page.getByRole('navigation', { name: 'Navigasi admin' })
    expect((await box(sidebar)).width, 'the open sidebar').toBeGreaterThan(200)
    const headers = table.getByRole('columnheader')
    const names = [
      'Nomor referensi',
      'Nama pengaju',
      'Perihal',
      'Status',
      'Diterima',
      'Batas waktu (SLA)',
      'Ditangani oleh',
    ]
    for (const name of names) await expect(headers.filter({ hasText: name })).toBeVisible()
    // no sideways scrolling, and no column squeezed to a word per line
    const overflow = await table.evaluate((el) => {
      // the table's own scroller (ui/table.tsx) and the kit's wrapper around it
      const inner = el.parentElement!
      const outer = inner.parentElement!
      return Math.max(inner.scrollWidth - inner.clientWidth, outer.scrollWidth - outer.clientWidth)
    })
    expect(overflow, 'the table scrolls sideways').toBeLessThanOrEqual(0)
    const subject = await box(table.getByRole('row').nth(1).getByRole('cell').nth(3))
    expect(subject.width, 'the subject column').toBeGreaterThanOrEqual(170)

    await page.setViewportSize(PHONE)
    for (const name of ['Nomor referensi', 'Nama pengaju', 'Status']) {
      await expect(headers.filter({ hasText: name })).toBeVisible()
    }
    for (const name of ['Diterima', 'Ditangani oleh']) {
      await expect(headers.filter({ hasText: name })).toBeHidden()
    }
  })
})
