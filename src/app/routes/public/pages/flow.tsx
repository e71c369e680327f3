import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { certificationStepsQueryOptions } from '@/features/certification-flow/api/get-certification-steps'
import { FlowSla } from '@/features/certification-flow/components/flow-sla'
import { FlowTimeline } from '@/features/certification-flow/components/flow-timeline'
import type { PageQueries } from '@/lib/page-queries'

import { InfoPage } from './info-page'

export const queries: PageQueries = () => [certificationStepsQueryOptions()]

export function Component() {
  const { t } = useTranslation('public')
  return (
    <InfoPage pageKey="flow">
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <FlowTimeline />
        <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <FlowSla />
          <section
            aria-labelledby="flow-cta-title"
            className="rounded-xl bg-brand-deep p-6 text-white"
          >
            <h2 id="flow-cta-title" className="text-lg font-semibold">
              {t('flow.ctaTitle')}
            </h2>
            <p className="mt-2 text-sm text-white/85">{t('flow.ctaText')}</p>
            <Button
              asChild
              variant={null}
              className="mt-4 w-full bg-white text-brand-deep shadow hover:bg-white/90 focus-visible:ring-white"
            >
              <Link to={publicRoutes.contact}>
                {t('flow.ctaApply')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </section>
          <nav aria-label={t('pages.related')} className="rounded-xl border p-5">
            <h2 className="text-sm font-semibold">{t('pages.related')}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={publicRoutes.requirements}
                >
                  {t('flow.requirements')}
                </Link>
              </li>
              <li>
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={publicRoutes.fees}
                >
                  {t('flow.fees')}
                </Link>
              </li>
              <li>
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={publicRoutes.scope}
                >
                  {t('pages.scope.title')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </InfoPage>
  )
}
