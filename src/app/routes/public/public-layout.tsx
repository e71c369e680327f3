import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router-dom'

import { island } from '@/app/island'
import { PageFallback } from '@/components/page-fallback'
import { RouteErrorBoundary } from '@/components/route-error'
import { usePublicLayoutQuery } from '@/features/site/api/get-public-layout'
import { LayoutError } from '@/features/site/components/layout-error'
import { JsonLd, useSiteName } from '@/features/site/components/page-meta'
import { PromoPopup } from '@/features/site/components/promo-popup'
import { SiteFooter } from '@/features/site/components/site-footer'
import { SiteHeader } from '@/features/site/components/site-header'
import { WhatsAppButton } from '@/features/site/components/whatsapp-button'
import { siteNavItems } from '@/features/site/lib/nav-tree'
import { promoOffer } from '@/features/site/lib/promo'
import { organizationJsonLd } from '@/features/site/lib/seo'
import { currentLanguage } from '@/lib/i18n'
import { usePageUrl } from '@/lib/page-url'

const HeaderIsland = island('site-header', SiteHeader)
const LayoutErrorIsland = island('layout-error', LayoutError)
const WhatsAppIsland = island('whatsapp-button', WhatsAppButton)
const PromoIsland = island('promo-popup', PromoPopup)

/**
 * The public shell: skip link, header (menu from `public_layout()`), main, footer and the
 * overlays (promotion popup, WhatsApp button). Settings and navigation are one request. The
 * header and the overlays are islands (docs/decisions/010); the rest is the server's HTML.
 */
export function PublicLayout() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const layout = usePublicLayoutQuery()
  const siteName = useSiteName()
  const settings = layout.data?.settings ?? null
  const { pathname } = useLocation()
  const { origin } = usePageUrl()

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main-content" className="skip-link">
        {t('common:a11y.skipToContent')}
      </a>
      <HeaderIsland
        siteName={siteName}
        logoUrl={settings?.logo_url ?? null}
        navigation={siteNavItems(layout.data?.navigation ?? [], currentLanguage(i18n))}
      />
      {layout.isError ? <LayoutErrorIsland /> : null}
      <main
        id="main-content"
        tabIndex={-1}
        // At least a screen high: the footer starts below the fold, so content arriving never moves it in view (CLS).
        className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none"
      >
        {/* A page that fails (its chunk, its render) shows the error inside the layout; the
            skeleton shows only while a page the browser renders itself loads its chunk. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter siteName={siteName} settings={settings} />
      <WhatsAppIsland number={settings?.whatsapp ?? null} />
      <PromoIsland offer={promoOffer(settings, currentLanguage(i18n))} />
      <JsonLd data={organizationJsonLd(settings, siteName, origin)} />
    </div>
  )
}
