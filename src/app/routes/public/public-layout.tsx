import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router-dom'
import { PageFallback } from '@/components/page-fallback'
import { PageTransition } from '@/components/page-transition'
import { RouteErrorBoundary } from '@/components/route-error'
import { usePublicLayoutQuery } from '@/features/site/api/get-public-layout'
import { useSiteName } from '@/features/site/components/page-meta'
import { PromoPopup } from '@/features/site/components/promo-popup'
import { SiteFooter } from '@/features/site/components/site-footer'
import { SiteHeader } from '@/features/site/components/site-header'
import { WhatsAppButton } from '@/features/site/components/whatsapp-button'
import { hasStoredSession } from '@/lib/public-client'
import { toast } from '@/lib/toast'

/**
 * The public shell: skip link, header (menu from `public_layout()`), main, footer and the
 * overlays (promotion popup, WhatsApp button). Settings and navigation are one request.
 */
export function PublicLayout() {
  const { t } = useTranslation(['public', 'common'])
  const layout = usePublicLayoutQuery()
  const siteName = useSiteName()
  const settings = layout.data?.settings ?? null
  const { pathname } = useLocation()
  // Dashboard vs Login: read from storage, so public pages never load supabase-js's auth.
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const check = () => setSignedIn(hasStoredSession())
    check()
    window.addEventListener('storage', check)
    return () => window.removeEventListener('storage', check)
  }, [])

  // SPEC §8: a failed layout load toasts 'Gagal Memuat Data'; the page carries on empty.
  useEffect(() => {
    if (layout.isError)
      void toast.error(t('layout.errors.loadFailedTitle'), t('layout.errors.loadFailedText'))
  }, [layout.isError, t])

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main-content" className="skip-link">
        {t('common:a11y.skipToContent')}
      </a>
      <SiteHeader
        siteName={siteName}
        logoUrl={settings?.logo_url}
        navigation={layout.data?.navigation ?? []}
        signedIn={signedIn}
      />
      <main
        id="main-content"
        tabIndex={-1}
        // At least a screen high: the footer starts below the fold, so content arriving never moves it in view (CLS).
        className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none"
      >
        {/* A page that fails (its chunk, its render) shows the error inside the layout. While
            a page's chunk loads, the current page stays (navigations are transitions); the
            skeleton shows only when there is none yet (a page the browser renders itself). */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter siteName={siteName} settings={settings} />
      <WhatsAppButton phone={settings?.phone} />
      <PromoPopup />
    </div>
  )
}
