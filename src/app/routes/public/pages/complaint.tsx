import { Scale } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { island } from '@/app/island'
import { publicRoutes } from '@/config/routes'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { ComplaintForm } from '@/features/submissions/components/complaint-form'

const ComplaintFormIsland = island('complaint-form', ComplaintForm)

/** /keluhan: how complaints are handled and the complaint form. */
export function Component() {
  const { t } = useTranslation('public')
  return (
    <>
      <PageMeta title={t('complaint.title')} description={t('complaint.metaDescription')} />
      <PageHeader title={t('complaint.title')} description={t('complaint.intro')} />
      <div className="container grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ComplaintFormIsland />
        </div>
        <aside aria-labelledby="complaint-how-title" className="space-y-6 lg:pt-1">
          <section className="rounded-lg border bg-muted/40 p-6">
            <h2 id="complaint-how-title" className="text-lg font-semibold">
              {t('complaint.howTitle')}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
              <li>{t('complaint.how1')}</li>
              <li>{t('complaint.how2')}</li>
              <li>{t('complaint.how3')}</li>
            </ol>
            <p className="mt-4 text-sm">
              <Link
                to={publicRoutes.status}
                className="font-medium text-primary underline underline-offset-4"
              >
                {t('status.title')}
              </Link>
            </p>
          </section>
          <p className="flex gap-3 text-sm">
            <Scale aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <Link
              to={publicRoutes.appeal}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('complaint.appealLink')}
            </Link>
          </p>
        </aside>
      </div>
    </>
  )
}
