import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'

/** Closing call to action: apply (→ /layanan/alur) or ask us (→ /profil/kontak). */
export function ClosingCta() {
  const { t } = useTranslation('public')
  return (
    <section aria-labelledby="closing-cta-title" className="pb-20 sm:pb-24">
      <div className="container">
        <div className="rounded-2xl bg-brand-deep px-6 py-14 text-center text-white sm:px-12">
          <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('home.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{t('home.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              variant={null}
              className="bg-white text-brand-deep shadow hover:bg-white/90 focus-visible:ring-white"
            >
              <Link to={publicRoutes.flow}>
                {t('home.cta.apply')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outlineWhite">
              <Link to={publicRoutes.contact}>{t('home.cta.ask')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}
