import { Scale } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { island } from '@/app/island'
import { publicRoutes } from '@/config/routes'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { ComplaintForm } from '@/features/submissions/components/complaint-form'
import { FormGuide, GuideLink } from '@/features/submissions/components/form-guide'

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
          <FormGuide
            titleId="complaint-how-title"
            title={t('complaint.howTitle')}
            items={[t('complaint.how1'), t('complaint.how2'), t('complaint.how3')]}
            ordered
          />
          <p className="flex gap-3 text-sm">
            <Scale aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <GuideLink to={publicRoutes.appeal}>{t('complaint.appealLink')}</GuideLink>
          </p>
        </aside>
      </div>
    </>
  )
}
