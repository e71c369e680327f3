import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { island } from '@/app/island'
import { publicRoutes } from '@/config/routes'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { AppealForm } from '@/features/submissions/components/appeal-form'

const AppealFormIsland = island('appeal-form', AppealForm)

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const

/** /banding: the appeal rules and the appeal form. */
export function Component() {
  const { t } = useTranslation('public')
  return (
    <>
      <PageMeta title={t('appeal.title')} description={t('appeal.metaDescription')} />
      <PageHeader title={t('appeal.title')} description={t('appeal.intro')} />
      <div className="container grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="appeal-rules-title"
          className="h-fit rounded-lg border bg-muted/40 p-6 lg:order-2"
        >
          <h2 id="appeal-rules-title" className="text-lg font-semibold">
            {t('appeal.rulesTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
            {RULES.map((rule) => (
              <li key={rule}>{t(`appeal.${rule}`)}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <Link
              to={publicRoutes.status}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('status.title')}
            </Link>
          </p>
        </section>
        <div className="min-w-0 lg:order-1">
          <AppealFormIsland />
        </div>
      </div>
    </>
  )
}
