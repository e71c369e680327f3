/**
 * The demo's legal products and legality documents can be downloaded: every one has a file, a
 * small PDF that says it is a demo file, so no visitor's first download reads "Berkas belum
 * tersedia".
 */
import { expect, test } from './fixtures'

for (const path of ['/informasi/produk-hukum', '/profil/legalitas']) {
  test(`every seeded document on ${path} downloads as a demo PDF`, async ({ page, request }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Berkas belum tersedia')).toHaveCount(0)
    const links = page.getByRole('link', { name: /^Unduh / })
    await expect(links.first()).toBeVisible()
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? ''),
    )
    expect(hrefs.length).toBeGreaterThanOrEqual(5)
    for (const href of hrefs) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()['content-type'], href).toContain('application/pdf')
      const body = await response.body()
      expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-')
      expect(body.toString('latin1'), href).toContain('demo')
      expect(body.length, href).toBeLessThan(4096)
    }
  })
}
