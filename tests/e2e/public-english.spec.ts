/**
 * English that is English: every public page in English (each `?lng=en` address of the
 * sitemap, a Cek SBU result and the verify page of a suspended certificate) shows none of the
 * demo data's Indonesian-only values: qualifications, certificate statuses, client sectors and
 * testimonial roles. The server's HTML is what a visitor reads first, so that is what is read.
 */
import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'

/** Values the demo data stores in Indonesian that an English page must translate. */
const INDONESIAN_VALUES = [
  'Kecil',
  'Menengah',
  'Besar',
  'Spesialis',
  'Aktif',
  'Dibekukan',
  'Dicabut',
  'Kedaluwarsa',
  'Bangunan Gedung',
  'Bangunan Sipil',
  'Konstruksi Prapabrikasi',
  'Instalasi Mekanikal dan Elektrikal',
  'Konstruksi Khusus',
  'Direktur Utama',
  'Manajer Teknik',
  'Kepala Divisi Legal dan Perizinan',
]

/** The text a reader sees: the body without scripts, styles and tags. */
async function visibleText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const body = html.slice(html.indexOf('<body'))
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

function indonesianValuesIn(text: string): string[] {
  return INDONESIAN_VALUES.filter((value) =>
    new RegExp(`(^|[^\\p{L}])${value}($|[^\\p{L}])`, 'u').test(text),
  )
}

test('no Indonesian value is left on the English pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!.replace(/&amp;/g, '&')))
    .filter((url) => url.searchParams.get('lng') === 'en')
    .map((url) => url.pathname + url.search)
  expect(paths).toContain('/informasi/klien?lng=en')
  expect(paths).toContain('/layanan/ruang-lingkup?lng=en')

  const check = '/layanan/cek-sbu?q=Sinar+Konstruksi+Abadi&lng=en'
  const checkHtml = await (await request.get(check)).text()
  const verify = checkHtml.match(/href="(\/verifikasi\/[^"?]+)/)?.[1]
  expect(verify, 'the suspended certificate links to its verify page').toBeTruthy()
  paths.push(check, `${verify!}?lng=en`, '/cari?q=gedung&lng=en')

  const found: Record<string, string[]> = {}
  for (const path of paths) {
    const hits = indonesianValuesIn(await visibleText(request, path))
    if (hits.length) found[path] = hits
  }
  expect(found).toEqual({})
  // The translations are there, not merely the Indonesian gone.
  expect(await visibleText(request, check)).toContain('Suspended')
  const clients = await visibleText(request, '/informasi/klien?lng=en')
  expect(clients).toContain('Civil engineering works')
  expect(clients).toContain('President Director')
  expect(await visibleText(request, '/layanan/ruang-lingkup?lng=en')).toMatch(
    /Small.*Medium.*Large/,
  )
})
