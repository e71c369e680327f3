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
        <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-[#0c4689] to-[#062a55] px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -right-24 -top-24 size-72 rounded-full bg-white/5"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-28 -left-16 size-72 rounded-full bg-white/5"
          />
          <h2
            id="closing-cta-title"
            className="relative text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {t('home.cta.title')}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-white/85">
            {t('home.cta.text')}
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              variant={null}
              className="bg-white text-[#0c4689] shadow hover:bg-white/90 focus-visible:ring-ring"
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
