import { expect, expectNoA11yViolations, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin, selectAsAdmin, updateAsAdmin } from './support/api'

const SEEDED = {
  newest: 'Jadwal Layanan Selama Libur Akhir Tahun',
  tracking: 'Kini Keluhan dan Banding Dapat Dipantau dengan Nomor Referensi',
  oldest: 'LSBU Karya Mandiri Nusantara Raih Perpanjangan Lisensi LPJK',
  scheduled: 'Program Pelatihan Asesor Badan Usaha 2027',
  draft: 'Panduan Sertifikasi Ulang (Draf)',
}

test.describe('public news', () => {
  // Whole visitor journeys with axe scans in both themes: more than the default 30 s on a
  // busy 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    // The promotion popup (5 s after load, once per session) is another spec's subject.
    await page.addInitScript(() => sessionStorage.setItem('lsbu-promo-shown', '1'))
  })

  test('the list shows published articles newest first, never drafts or scheduled ones', async ({
    page,
  }) => {
    await page.goto('/informasi/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Berita' })).toBeVisible()
    await expect(page).toHaveTitle('Berita - LSBU Karya Mandiri Nusantara')
    // Seeded articles newest first (other specs of the same run may have added newer ones).
    const seededOrder = [
      SEEDED.newest,
      SEEDED.tracking,
      'Sosialisasi SBU bagi Kontraktor Kualifikasi Kecil di Bekasi',
      SEEDED.oldest,
    ]
    const titles = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(titles.filter({ hasText: SEEDED.newest })).toBeVisible()
    const shown = await titles.allTextContents()
    expect(shown.filter((title) => seededOrder.includes(title))).toEqual(seededOrder)
    await expect(page.getByText(SEEDED.scheduled)).toHaveCount(0)
    await expect(page.getByText(SEEDED.draft)).toHaveCount(0)
    // Dates in Indonesian, on Jakarta's calendar; cover images carry their alt text.
    const first = page.getByRole('article').filter({ hasText: SEEDED.newest })
    await expect(first.locator('time')).toHaveText(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    )
    await expect(first.getByRole('img')).toHaveAttribute(
      'alt',
      'Ilustrasi kalender dengan tanggal yang ditandai',
    )
    await expectNoA11yViolations(page)

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/informasi/news?lng=en')
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('heading', {
        level: 2,
        name: 'Service Hours over the Year-End Holidays',
      }),
    ).toBeVisible()
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Service Hours over the Year-End Holidays' })
        .locator('time'),
    ).toHaveText(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    )
    await expectNoA11yViolations(page)
  })

  test('pages through the list with the page in the URL', async ({ page, baseURL }) => {
    const slugs = Array.from({ length: 5 }, (_, i) => `e2e-paginasi-${Date.now()}-${i}`)
    await insertAsAdmin(
      baseURL!,
      'articles',
      slugs.map((slug, i) => ({
        slug,
        title: { id: `Berita Uji Paginasi ${i + 1}`, en: `Pagination Test Story ${i + 1}` },
        excerpt: { id: 'Ringkasan berita uji.', en: 'A test story.' },
        content: { id: 'Isi berita uji.', en: 'Test story body.' },
        status: 'published',
        published_at: new Date(Date.now() - (i + 1) * 1000).toISOString(),
      })),
    )
    try {
      await page.goto('/informasi/news')
      const main = page.getByRole('main')
      const pager = page.getByRole('navigation', { name: 'Halaman berita' })
      await expect(main.getByRole('article')).toHaveCount(6)
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(
        'Berita Uji Paginasi 1',
      )
      const status = await pager.getByText(/^Halaman 1 dari \d+$/).textContent()
      const pageCount = Number(/dari (\d+)/.exec(status ?? '')?.[1])
      expect(pageCount).toBeGreaterThanOrEqual(2)
      await expect(pager.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(pager.getByRole('link', { name: 'Sebelumnya' })).toHaveCount(0)

      await pager.getByRole('link', { name: 'Berikutnya' }).click()
      await expect(page).toHaveURL(/\/informasi\/news\?page=2$/)
      await expect(pager.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page).toHaveTitle('Berita (Halaman 2) - LSBU Karya Mandiri Nusantara')
      await expect(main.getByRole('heading', { name: 'Berita Uji Paginasi 1' })).toHaveCount(0)

      // Opened directly, the URL's page is shown: the last one ends with the oldest article.
      await page.goto(`/informasi/news?page=${pageCount}`)
      await expect(main.getByRole('heading', { level: 2 }).last()).toHaveText(SEEDED.oldest)
      await expect(pager.getByRole('link', { name: 'Berikutnya' })).toHaveCount(0)
      await page.goto('/informasi/news?page=2')
      await pager.getByRole('link', { name: 'Sebelumnya' }).click()
      await expect(page).toHaveURL(/\/informasi\/news$/)
      await expect(main.getByRole('article')).toHaveCount(6)

      // A page past the end says so and links back.
      await page.goto('/informasi/news?page=99')
      await expect(page.getByText('Halaman berita ini tidak ada.')).toBeVisible()
      await page.getByRole('link', { name: 'Ke halaman pertama' }).click()
      await expect(main.getByRole('article')).toHaveCount(6)
    } finally {
      await deleteAsAdmin(baseURL!, 'articles', `slug=in.(${slugs.join(',')})`)
    }
  })

  test('says so when nothing is published', async ({ page, baseURL }) => {
    // Pages are the server's (docs/decisions/010): for a moment, nothing is published.
    const published = await selectAsAdmin<{ id: string }>(
      baseURL!,
      'articles',
      'select=id&status=eq.published',
    )
    const ids = `id=in.(${published.map((a) => a.id).join(',')})`
    await updateAsAdmin(baseURL!, 'articles', ids, { status: 'draft' })
    try {
      await page.goto('/profil/tentang')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Berita' }).click()
      await expect(page.getByText('Belum ada berita yang diterbitkan.')).toBeVisible()
      await page.goto('/profil/tentang?lng=en')
      await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).click()
      await expect(page.getByText('No news published yet.')).toBeVisible()
    } finally {
      await updateAsAdmin(baseURL!, 'articles', ids, { status: 'published' })
    }
  })

  test('an article opens from the list with its cover, date and Markdown body', async ({
    page,
  }) => {
    await page.goto('/informasi/news')
    await page.getByRole('link', { name: SEEDED.tracking }).click()
    await expect(page).toHaveURL(/\/informasi\/news\/layanan-pelacakan-keluhan-dan-banding$/)
    await expect(page.getByRole('heading', { level: 1, name: SEEDED.tracking })).toBeVisible()
    await expect(page).toHaveTitle(`${SEEDED.tracking} - LSBU Karya Mandiri Nusantara`)
    // The article's excerpt is the page's meta description (React hoists it into <head>).
    await expect(
      page.locator(
        'meta[name="description"][content="Setiap keluhan dan banding kini mendapat nomor referensi untuk memantau statusnya secara daring."]',
      ),
    ).toHaveCount(1)
    await expect(
      page.getByRole('img', { name: 'Ilustrasi layar ponsel menampilkan status pengajuan' }),
    ).toBeVisible()
    // Markdown rendered: bold and emphasis become elements, not asterisks.
    const body = page.locator('article')
    await expect(body.locator('strong', { hasText: 'nomor referensi' })).toBeVisible()
    await expect(body.locator('em', { hasText: 'diproses' })).toBeVisible()
    await expect(body).not.toContainText('**')
    // Inline code reads as the reference number itself, without typographic backticks around it.
    const code = body.locator('code', { hasText: 'KEL-2026-00042' })
    await expect(code).toBeVisible()
    expect(
      await code.evaluate((el) => [
        getComputedStyle(el, '::before').content,
        getComputedStyle(el, '::after').content,
      ]),
    ).toEqual(['none', 'none'])
    await expectNoA11yViolations(page)

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/informasi/news/layanan-pelacakan-keluhan-dan-banding?lng=en')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Complaints and Appeals Can Now Be Tracked by Reference Number',
      }),
    ).toBeVisible()
    await expect(page.getByText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByRole('link', { name: 'All news' }).click()
    await expect(page).toHaveURL(/\/informasi\/news$/)
  })

  test('a draft, a scheduled article and an unknown slug answer 404 with the news not-found texts', async ({
    page,
  }) => {
    for (const slug of ['draf-panduan-sertifikasi-ulang', 'pelatihan-asesor-2027', 'tidak-ada']) {
      const response = await page.goto(`/informasi/news/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }),
      ).toBeVisible()
      await expect(
        page.getByText('Artikel tidak ditemukan atau belum diterbitkan.', { exact: true }),
      ).toBeVisible()
      await expect(page.getByText(SEEDED.draft)).toHaveCount(0)
      await expect(page.getByText(SEEDED.scheduled)).toHaveCount(0)
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoA11yViolations(page)
    const english = await page.goto('/informasi/news/draf-panduan-sertifikasi-ulang?lng=en')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
    await expect(
      page.getByText('Article not found or not yet published.', { exact: true }),
    ).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('Markdown cannot run script or use unsafe links', async ({ page, baseURL }) => {
    const slug = `e2e-aman-${Date.now()}`
    await insertAsAdmin(baseURL!, 'articles', [
      {
        slug,
        title: { id: 'Uji Markdown Aman', en: 'Safe Markdown Test' },
        content: {
          id: 'Teks <script>window.__pwned = true</script><img src=x onerror="window.__pwned=true"> [tautan jahat](javascript:window.__pwned=true) dan [tautan baik](https://lpjk.pu.go.id/).',
        },
        status: 'published',
        published_at: new Date(Date.now() - 3_600_000).toISOString(),
      },
    ])
    try {
      await page.goto(`/informasi/news/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Uji Markdown Aman' })).toBeVisible()
      const body = page.locator('article')
      await expect(body.getByText('tautan jahat')).toBeVisible()
      await expect(body.locator('script, img[onerror]')).toHaveCount(0)
      const bad = body.getByText('tautan jahat')
      expect(await bad.evaluate((el) => el.closest('a')?.getAttribute('href') ?? '')).not.toMatch(
        /javascript/i,
      )
      await expect(body.getByRole('link', { name: 'tautan baik' })).toHaveAttribute(
        'href',
        'https://lpjk.pu.go.id/',
      )
      expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()
    } finally {
      await deleteAsAdmin(baseURL!, 'articles', `slug=eq.${slug}`)
    }
  })

  test('an article shares its canonical address by plain links and a copy button, nothing loaded from elsewhere', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const foreign: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && new URL(r.url()).origin !== origin) foreign.push(r.url())
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const path = '/informasi/news/layanan-pelacakan-keluhan-dan-banding'
    await page.goto(path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`${path}$`))
    const url = encodeURIComponent(canonical!)
    const text = encodeURIComponent(SEEDED.tracking)
    const share = page.getByRole('region', { name: 'Bagikan artikel ini' })
    const expected = {
      'Bagikan ke WhatsApp (membuka tab baru)': `https://wa.me/?text=${encodeURIComponent(`${SEEDED.tracking} ${canonical}`)}`,
      'Bagikan ke Facebook (membuka tab baru)': `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      'Bagikan ke LinkedIn (membuka tab baru)': `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      'Bagikan ke X (membuka tab baru)': `https://x.com/intent/post?text=${text}&url=${url}`,
    }
    for (const [name, href] of Object.entries(expected)) {
      const link = share.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // The copy button is the server's; its code loads when it is first touched, and the press
    // that loaded it is the one that copies (src/app/islands.ts).
    const copyIsland = page.locator('lsbu-island[data-island="copy-link"]')
    await expect(copyIsland).not.toHaveAttribute('data-live')
    await share.getByRole('button', { name: 'Salin tautan' }).click()
    await expect(share.getByRole('button', { name: 'Tautan disalin' })).toBeVisible()
    await expect(share.getByRole('status')).toHaveText(
      'Tautan artikel telah disalin ke papan klip.',
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)

    // English: the English title and the English address (?lng=en).
    await page.goto(`${path}?lng=en`)
    const english = page.getByRole('region', { name: 'Share this article' })
    const x = new URL(
      (await english
        .getByRole('link', { name: 'Share on X (opens in a new tab)' })
        .getAttribute('href'))!,
    )
    expect(x.searchParams.get('text')).toBe(
      'Complaints and Appeals Can Now Be Tracked by Reference Number',
    )
    expect(x.searchParams.get('url')).toMatch(new RegExp(`${path}\\?lng=en$`))
    await english.scrollIntoViewIfNeeded()
    await english.getByRole('button', { name: 'Copy link' }).click()
    await expect(english.getByRole('button', { name: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      x.searchParams.get('url'),
    )
    expect(foreign, 'requests to other origins').toEqual([])

    // Without JavaScript the links are there, the copy button (which could not work) is not.
    const noJsContext = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const noJs = await noJsContext.newPage()
    await noJs.goto(path)
    const noJsShare = noJs.getByRole('region', { name: 'Bagikan artikel ini' })
    await expect(noJsShare.getByRole('link')).toHaveCount(4)
    await expect(noJsShare.getByRole('button')).toHaveCount(0)
    await noJsContext.close()
  })
})
