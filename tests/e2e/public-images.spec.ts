/**
 * Uploaded photos on the public pages (docs/decisions/014-responsive-images.md): every uploaded
 * image is served from Storage's render endpoint as WebP, no larger than twice its displayed
 * width at 390 and 1366 pixels wide, and the page's LCP image (the first hero slide on the home
 * page, the cover on an article) is preloaded from the server's HTML with fetchpriority=high.
 */
import sharp from 'sharp'

import { expect, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import {
  adminToken,
  deleteAsAdmin,
  insertAsAdmin,
  runtimeEnv,
  selectAsAdmin,
  updateAsAdmin,
} from './support/api'

/** A photo-like image: soft gradients and shapes (what a real photo's encoder sees). */
function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0f4c81"/>
    <stop offset="1" stop-color="#f2a65a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.25}" fill="#fff" opacity=".4"/>
    <rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.3}" height="${height * 0.6}" fill="#222" opacity=".5"/>
  </svg>`
  const image = sharp(Buffer.from(svg))
  return (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer()
}

async function upload(baseURL: string, name: string, data: Buffer, type: string) {
  const { supabaseAnonKey } = await runtimeEnv(baseURL)
  const res = await fetch(`${baseURL}/storage/v1/object/media/${name}`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${await adminToken(baseURL)}`,
      'content-type': type,
      'cache-control': 'max-age=31536000',
    },
    body: new Uint8Array(data),
  })
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`)
  return `${baseURL}/storage/v1/object/public/media/${name}`
}

async function removeUploads(baseURL: string, names: string[]) {
  const { supabaseAnonKey } = await runtimeEnv(baseURL)
  await fetch(`${baseURL}/storage/v1/object/media`, {
    method: 'DELETE',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${await adminToken(baseURL)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ prefixes: names }),
  })
}

/** Scrolls through the page so lazy images load, then lists the uploaded ones that loaded. */
async function uploadedImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      // Two frames: the scroll is painted and lazy images near the viewport start loading.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() =>
    [...document.images]
      .filter((i) => i.currentSrc.includes('/storage/v1/render/image/'))
      .every((i) => i.complete),
  )
  return page.evaluate(() =>
    [...document.images]
      .filter((i) => i.currentSrc.includes('/storage/v1/render/image/') && i.naturalWidth > 0)
      .map((i) => ({ src: i.currentSrc, natural: i.naturalWidth, shown: i.clientWidth })),
  )
}

/** The server HTML's `<link rel="preload" as="image">` elements with fetchpriority=high. */
function highPriorityPreloads(html: string): string[] {
  return (html.match(/<link [^>]*>/g) ?? []).filter(
    (link) =>
      /rel="preload"/.test(link) && /as="image"/.test(link) && /fetchpriority="high"/i.test(link),
  )
}

test('uploaded photos: WebP at no more than twice their displayed width, the LCP image preloaded', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await skipPromo(page)
  const stamp = Date.now()
  const names = {
    hero: `e2e/${stamp}-hero.jpg`,
    cover: `e2e/${stamp}-cover.jpg`,
    logo: `e2e/${stamp}-logo.png`,
    person: `e2e/${stamp}-person.jpg`,
  }
  const urls = {
    hero: await upload(baseURL!, names.hero, await photo(2400, 1350), 'image/jpeg'),
    cover: await upload(baseURL!, names.cover, await photo(2000, 1125), 'image/jpeg'),
    logo: await upload(baseURL!, names.logo, await photo(600, 240, 'png'), 'image/png'),
    person: await upload(baseURL!, names.person, await photo(800, 800), 'image/jpeg'),
  }
  const [slide] = await selectAsAdmin<{ id: string; image_url: string }>(
    baseURL!,
    'hero_slides',
    'select=id,image_url&is_published=eq.true&order=sort_order&limit=1',
  )
  const [person] = await selectAsAdmin<{ id: string; photo_url: string }>(
    baseURL!,
    'struktur_organisasi',
    'select=id,photo_url&order=order&limit=1',
  )
  const slug = `foto-uji-${stamp}`
  await updateAsAdmin(baseURL!, 'hero_slides', `id=eq.${slide!.id}`, { image_url: urls.hero })
  await updateAsAdmin(baseURL!, 'struktur_organisasi', `id=eq.${person!.id}`, {
    photo_url: urls.person,
  })
  await insertAsAdmin(baseURL!, 'articles', [
    {
      slug,
      title: { id: 'Foto uji', en: 'Test photo' },
      excerpt: { id: 'Ringkasan.', en: 'Summary.' },
      content: { id: 'Isi.', en: 'Body.' },
      cover_image_url: urls.cover,
      cover_alt: { id: 'Foto sampul uji', en: 'Test cover photo' },
      status: 'published',
      published_at: new Date(Date.now() - 1000).toISOString(),
    },
  ])
  await insertAsAdmin(baseURL!, 'clients', [
    { name: `Klien Foto ${stamp}`, logo_url: urls.logo, sort_order: 0, is_published: true },
  ])
  const formats: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/storage/v1/render/image/'))
      formats.push(response.headers()['content-type'] ?? '')
  })
  try {
    // The LCP images are preloaded by the server's HTML, with their srcset and sizes.
    for (const [path, name] of [
      ['/', names.hero],
      [`/informasi/news/${slug}`, names.cover],
    ] as const) {
      const html = await (await request.get(path)).text()
      const preload = highPriorityPreloads(html).find((link) => link.includes(name))
      expect(preload, `${path}: preload of ${name}`).toBeTruthy()
      expect(preload).toMatch(/imagesrcset="[^"]*\/storage\/v1\/render\/image\/public\/media\//i)
      expect(preload).toMatch(/imagesizes="/i)
      expect(html).toMatch(
        new RegExp(
          `<img [^>]*fetchpriority="high"[^>]*${name}|<img [^>]*${name}[^>]*fetchpriority="high"`,
          'i',
        ),
      )
    }

    const pages: [string, string][] = [
      ['/', names.hero],
      [`/informasi/news/${slug}`, names.cover],
      ['/informasi/news', names.cover],
      ['/informasi/klien', names.logo],
      ['/profil/struktur-organisasi', names.person],
    ]
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport)
      for (const [path, name] of pages) {
        await page.goto(path)
        const images = await uploadedImages(page)
        expect(
          images.some((image) => image.src.includes(name)),
          `${path} at ${viewport.width}: ${name} shown`,
        ).toBe(true)
        for (const image of images)
          expect(
            image.natural,
            `${path} at ${viewport.width}: ${image.src} (${image.natural}px) shown ${image.shown}px wide`,
          ).toBeLessThanOrEqual(2 * image.shown)
      }
    }
    expect(formats.length).toBeGreaterThan(0)
    expect(new Set(formats)).toEqual(new Set(['image/webp']))
  } finally {
    await updateAsAdmin(baseURL!, 'hero_slides', `id=eq.${slide!.id}`, {
      image_url: slide!.image_url,
    })
    await updateAsAdmin(baseURL!, 'struktur_organisasi', `id=eq.${person!.id}`, {
      photo_url: person!.photo_url,
    })
    await deleteAsAdmin(baseURL!, 'articles', `slug=eq.${slug}`)
    await deleteAsAdmin(baseURL!, 'clients', `logo_url=eq.${encodeURIComponent(urls.logo)}`)
    await removeUploads(baseURL!, Object.values(names))
  }
})
