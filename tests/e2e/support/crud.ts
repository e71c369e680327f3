/**
 * Helpers for the admin content specs (admin-content*.spec.ts), on top of support/users.ts:
 * direct REST calls with a staff token (to prove what the database allows), generated files for
 * upload checks, and small UI steps every content screen shares.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect } from '../fixtures'
import { accessToken, ensureUser, runtimeConfig, type StaffRole } from './users'

/** A bearer token for a staff role (the account is created when missing). */
export async function tokenFor(request: APIRequestContext, role: StaffRole): Promise<string> {
  const user = await ensureUser(request, role)
  return accessToken(request, user.email, user.password)
}

/** A REST call as a signed-in user, e.g. to check that RLS refuses a viewer's write. */
export async function rest(
  request: APIRequestContext,
  token: string,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; data?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const { anonKey } = await runtimeConfig(request)
  const res = await request.fetch(`/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    data: init.data,
  })
  return { status: res.status(), body: await res.json().catch(() => null) }
}

/** In-memory files for the upload checks. */
export const files = {
  png: () => ({
    name: 'logo-uji.png',
    mimeType: 'image/png',
    // 1×1 transparent PNG
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  }),
  pdf: () => ({
    name: 'peraturan-uji.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  }),
  text: () => ({
    name: 'catatan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('bukan gambar'),
  }),
  hugePng: () => ({
    name: 'besar.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1024, 1),
  }),
}

/** Types into the search box and waits for the URL to carry the term. */
export async function search(page: Page, term: string): Promise<void> {
  await page.getByLabel('Cari', { exact: true }).fill(term)
  await page.getByLabel('Cari', { exact: true }).press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`),
  )
}

/** The table row containing `text`. */
export function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text })
}

/** Deletes a row through its trash button and the confirmation dialog. */
export async function deleteRow(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Hapus ${name}`, exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(name)
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Clicks Save in the open form and waits for the success toast. */
export async function saveAndExpect(page: Page, toast: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByText(toast).first()).toBeVisible()
}
