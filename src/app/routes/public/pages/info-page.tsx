import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'

export type InfoPageKey =
  'organization' | 'legality' | 'scope' | 'flow' | 'legalProducts' | 'clients' | 'faq'

/** Meta, header band and a content container: the frame of every information page. */
export function InfoPage({
  pageKey,
  children,
  narrow = false,
}: {
  pageKey: InfoPageKey
  children: ReactNode
  narrow?: boolean
}) {
  const { t } = useTranslation('public')
  const title = t(`pages.${pageKey}.title`)
  const description = t(`pages.${pageKey}.description`)
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <div className={narrow ? 'container max-w-3xl py-12 sm:py-16' : 'container py-12 sm:py-16'}>
        {children}
      </div>
    </>
  )
}
