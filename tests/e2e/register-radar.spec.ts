/**
 * The counterfeit radar's screen: an unknown number of our shape checked three times on the
 * public API appears at /admin/radar-nomor with its count and the "checked ≥ 3 times in 7 days"
 * mark (axe clean); an editor reads it without a dismiss button; an admin dismisses it.
 */
import { expect as baseExpect, expectNoA11yViolations, test } from './fixtures'
import { runtimeEnv } from './support/api'
import { loginAs } from './support/users'

// A loaded 2-core machine: lazy admin chunks can take a while.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial' })

const NUMBER = `SBU-KMN-2032-${String(Date.now() % 1_000_000).padStart(6, '0')}`

test.beforeAll(async ({ baseURL }) => {
  const { supabaseAnonKey } = await runtimeEnv(baseURL!)
  for (let i = 0; i < 3; i += 1) {
    const res = await fetch(`${baseURL}/rest/v1/rpc/certificate_by_number`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        authorization: `Bearer ${supabaseAnonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ number: NUMBER }),
    })
    if (!res.ok) throw new Error(`certificate_by_number: ${res.status}`)
  }
})

test('an editor reads the radar; no dismiss button', async ({ page }) => {
  await loginAs(page, 'editor', { to: '/admin/radar-nomor' })
  const row = page.getByRole('row').filter({ hasText: NUMBER })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Dicek ≥ 3 kali dalam 7 hari')
  await expect(row.getByRole('cell').nth(1)).toHaveText('3')
  await expect(row.getByRole('button', { name: `Abaikan ${NUMBER}` })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('an admin dismisses a number', async ({ page }) => {
  await loginAs(page, 'admin', { to: '/admin/radar-nomor' })
  const row = page.getByRole('row').filter({ hasText: NUMBER })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Abaikan ${NUMBER}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abaikan' }).click()
  await expect(row).toHaveCount(0)
})
