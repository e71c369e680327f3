import { expect, test } from './fixtures'
import { SITE_NAME, skipPromo } from './public-helpers'
import { deleteAsAdmin, insertAsAdmin, selectAsAdmin, updateAsAdmin } from './support/api'

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
    await skipPromo(page)
  })

  test('renders from at most 3 API requests, with title and sections', async ({ page }) => {
    const api: string[] = []
    page.on('request', (r) => {
      // Data requests; images are files, whether the site or the media bucket serves them.
      const url = r.url()
      if (/\/(rest|auth|functions|storage)\/v1\//.test(url) && r.resourceType() !== 'image')
        api.push(url)
    })
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sertifikasi Badan Usaha Jasa Konstruksi' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(`${SITE_NAME} - Lembaga Sertifikasi Terpercaya`)
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /SBU/)
    await expect(page.getByRole('heading', { name: 'Proses Cepat dan Efisien' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Asesor Profesional' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Terakreditasi dan Terpercaya' })).toBeVisible()
    const cta = page.getByRole('region', { name: 'Siap mengajukan sertifikasi badan usaha?' })
    await expect(cta.getByRole('link', { name: 'Ajukan Sertifikasi' })).toHaveAttribute(
      'href',
      '/layanan/alur',
    )
    await expect(cta.getByRole('link', { name: 'Tanya Kami' })).toHaveAttribute(
      'href',
      '/profil/kontak',
    )
    await page.waitForLoadState('networkidle')
    expect(api.length, api.join('\n')).toBeLessThanOrEqual(3)
  })

  test('hero slider: image alt, CTAs, dots, previous/next and 7 s autoplay', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Sorotan' })
    const first = slider.getByRole('group', { name: 'Slide 1 dari 3' })
    await expect(first).toBeVisible()
    await expect(first.getByRole('img', { name: /derek menara/ })).toBeVisible()
    await expect(first.getByRole('link', { name: 'Ajukan Sertifikasi' })).toHaveAttribute(
      'href',
      '/layanan/alur',
    )
    await expect(first.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/profil/kontak',
    )
    const dot = (n: number) => slider.getByRole('button', { name: `Ke slide ${n}` })
    // The controls need the slider's code: not shown until it runs (as the pointer comes).
    await expect(dot(1)).toBeHidden()
    await slider.hover()
    await expect(page.locator('lsbu-island[data-island="hero-slider"]')).toHaveAttribute(
      'data-live',
    )
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')

    await page.clock.runFor(7100)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(7100)
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(7100) // loops
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')

    await slider.getByRole('button', { name: 'Slide berikutnya' }).click()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await slider.getByRole('button', { name: 'Slide sebelumnya' }).click()
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await slider.getByRole('button', { name: 'Slide sebelumnya' }).click() // loops backwards
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
    await dot(2).click()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect(
      slider.getByRole('heading', { name: 'Asesor Profesional dan Berpengalaman' }),
    ).toBeVisible()

    // Pause stops the autoplay.
    await slider.getByRole('button', { name: 'Jeda slider' }).click()
    await page.clock.runFor(15000)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  test("the slides' images load as the carousel nears them, not with the page", async ({
    page,
  }) => {
    await page.clock.install()
    const images: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && /slide-\d/.test(r.url())) images.push(r.url())
    })
    await page.goto('/')
    await expect(page.locator('html[data-ready]')).toBeAttached()
    await page.waitForLoadState('networkidle')
    expect(images.map((url) => url.split('/').pop())).toEqual(['slide-1.svg'])
    const slider = page.getByRole('region', { name: 'Sorotan' })
    // Halfway through autoplay's wait, the next slide's image comes.
    await page.clock.runFor(3600)
    await expect.poll(() => images.length).toBe(2)
    await expect(
      slider.getByRole('group', { name: 'Slide 2 dari 3' }).getByRole('img'),
    ).toHaveJSProperty('complete', true)
    // Reaching for the carousel brings the rest (a dot may jump to any slide).
    await slider.getByRole('button', { name: 'Ke slide 3' }).hover()
    await expect.poll(() => images.length).toBe(3)
  })

  test('hero slider swipes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Sorotan' })
    // A touch brings the slider's code, and with it the controls.
    await slider.dispatchEvent('touchstart')
    await slider.getByRole('button', { name: 'Jeda slider' }).click()
    const box = (await slider.boundingBox())!
    const y = box.y + 150
    await page.mouse.move(box.x + 320, y)
    await page.mouse.down()
    for (let x = 320; x >= 40; x -= 20) await page.mouse.move(box.x + x, y)
    await page.mouse.up()
    await expect(slider.getByRole('button', { name: 'Ke slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('English home with the site name title', async ({ page }) => {
    await page.goto('/?lng=en')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Certification for Construction Service Companies',
      }),
    ).toBeVisible()
    await expect(page).toHaveTitle(`${SITE_NAME} - A Trusted Certification Body`)
    await expect(page.getByRole('heading', { name: 'Fast and Efficient Process' })).toBeVisible()
  })

  test('latest news: the three newest published articles in the server HTML, linking to each', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now()
    const story = (n: number) => ({
      slug: `e2e-beranda-${stamp}-${n}`,
      title: { id: `Berita Beranda Uji ${n}`, en: `Home Test Story ${n}` },
      excerpt: { id: `Ringkasan uji ${n}.`, en: `Test summary ${n}.` },
      content: { id: 'Isi uji.', en: 'Test body.' },
    })
    await insertAsAdmin(baseURL!, 'articles', [
      // Published a second, two and three seconds ago: the three newest.
      ...[1, 2, 3].map((n) => ({
        ...story(n),
        status: 'published',
        published_at: new Date(stamp - n * 1000).toISOString(),
      })),
      // Newer, but a draft and a scheduled article: never on the home page.
      { ...story(4), status: 'draft', published_at: new Date(stamp).toISOString() },
      {
        ...story(5),
        status: 'published',
        published_at: new Date(stamp + 86_400_000).toISOString(),
      },
    ])
    const titles = ['Berita Beranda Uji 1', 'Berita Beranda Uji 2', 'Berita Beranda Uji 3']
    try {
      // Without JavaScript: the section is the server's HTML.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
      const noJs = await context.newPage()
      await noJs.goto('/')
      const section = noJs.getByRole('region', { name: 'Berita Terbaru' })
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles)
      await expect(section.getByText('Berita Beranda Uji 4')).toHaveCount(0)
      await expect(section.getByText('Berita Beranda Uji 5')).toHaveCount(0)
      await expect(section.locator('time')).toHaveCount(3)
      await expect(section.getByRole('link', { name: 'Semua berita' })).toHaveAttribute(
        'href',
        '/informasi/news',
      )
      await noJs.goto('/?lng=en')
      await expect(
        noJs.getByRole('region', { name: 'Latest News' }).getByRole('heading', { level: 3 }),
      ).toHaveText(['Home Test Story 1', 'Home Test Story 2', 'Home Test Story 3'])
      await context.close()

      // With JavaScript: each card links to its article.
      await page.goto('/')
      const news = page.getByRole('region', { name: 'Berita Terbaru' })
      for (const [i, title] of titles.entries()) {
        await expect(news.getByRole('link', { name: title })).toHaveAttribute(
          'href',
          `/informasi/news/${story(i + 1).slug}`,
        )
      }
      await news.getByRole('link', { name: titles[1] }).click()
      await expect(page).toHaveURL(new RegExp(`/informasi/news/${story(2).slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible()
      await page.goto('/')
      await news.getByRole('link', { name: 'Semua berita' }).click()
      await expect(page).toHaveURL(/\/informasi\/news$/)
    } finally {
      await deleteAsAdmin(baseURL!, 'articles', `slug=like.e2e-beranda-${stamp}-*`)
    }
  })

  test('latest news: no section while nothing is published', async ({ page, baseURL }) => {
    const published = await selectAsAdmin<{ id: string }>(
      baseURL!,
      'articles',
      'select=id&status=eq.published',
    )
    const ids = `id=in.(${published.map((a) => a.id).join(',')})`
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Berita Terbaru' })).toBeVisible()
    await updateAsAdmin(baseURL!, 'articles', ids, { status: 'draft' })
    try {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Asesor Profesional' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Berita Terbaru' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Semua berita' })).toHaveCount(0)
    } finally {
      await updateAsAdmin(baseURL!, 'articles', ids, { status: 'published' })
    }
  })
})
