import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { ResourceEditPage } from '@/components/crud/resource-edit-page'
import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/admin-routes'
import { publicRoutes } from '@/config/routes'
import { articlesResource } from '@/features/articles/articles-resource'
import { ArticleForm } from '@/features/articles/components/article-form'

/** /admin/news/new and /admin/news/edit/:id */
export function Component() {
  const { t } = useTranslation('admin')
  const { id } = useParams()
  return (
    <ResourceEditPage
      resource={articlesResource}
      id={id}
      form={ArticleForm}
      backHref={adminRoutes.news}
      actions={(row) =>
        row ? (
          <Button asChild variant="ghost">
            <a href={publicRoutes.newsDetail(row.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('news.viewPublic')}
            </a>
          </Button>
        ) : null
      }
    />
  )
}
