import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { island } from '@/app/island'
import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import {
  publishedFaqsQueryOptions,
  usePublishedFaqsQuery,
} from '@/features/faqs/api/get-published-faqs'
import { FaqList } from '@/features/faqs/components/faq-list'
import { JsonLd } from '@/features/site/components/page-meta'
import { faqPageJsonLd } from '@/features/site/lib/seo'
import type { PageQueries } from '@/lib/page-queries'
import { useTranslate } from '@/lib/translate'

import { InfoPage } from './info-page'

const FaqListIsland = island('faq-list', FaqList)

export const queries: PageQueries = () => [publishedFaqsQueryOptions()]

export function Component() {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  const faqs = usePublishedFaqsQuery().data ?? []
  return (
    <InfoPage pageKey="faq" narrow>
      {faqs.length ? (
        <JsonLd
          data={faqPageJsonLd(
            faqs.map((faq) => ({ question: tr(faq.question), answer: tr(faq.answer) })),
          )}
        />
      ) : null}
      <FaqListIsland />
      <div className="mt-12 flex flex-col items-start gap-3 rounded-xl bg-muted p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold">{t('faq.stillAsking')}</p>
        <Button asChild>
          <Link to={publicRoutes.contact}>
            <MessageSquare aria-hidden="true" />
            {t('faq.contactUs')}
          </Link>
        </Button>
      </div>
    </InfoPage>
  )
}
