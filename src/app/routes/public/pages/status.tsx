import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { island } from '@/app/island'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { StatusLookup } from '@/features/submissions/components/status-lookup'

const StatusLookupIsland = island('status-lookup', StatusLookup)

/** /layanan/status: look up a complaint, appeal or message by reference and email. */
export function Component() {
  const { t } = useTranslation('public')
  const [params] = useSearchParams()
  return (
    <>
      <PageMeta title={t('status.title')} description={t('status.metaDescription')} />
      <PageHeader title={t('status.title')} description={t('status.intro')} />
      <div className="container max-w-3xl py-10 sm:py-14">
        <StatusLookupIsland initialReference={params.get('ref') ?? ''} />
      </div>
    </>
  )
}
