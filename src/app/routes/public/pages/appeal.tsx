import { useTranslation } from 'react-i18next'

import { island } from '@/app/island'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { AppealForm } from '@/features/submissions/components/appeal-form'
import { FormGuide } from '@/features/submissions/components/form-guide'

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
        <FormGuide
          titleId="appeal-rules-title"
          title={t('appeal.rulesTitle')}
          items={RULES.map((rule) => t(`appeal.${rule}`))}
          region
          className="h-fit lg:order-2"
        />
        <div className="min-w-0 lg:order-1">
          <AppealFormIsland />
        </div>
      </div>
    </>
  )
}
