import { ArrowLeft, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { CrudPage } from '@/components/crud/crud-page'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes, publicRoutes } from '@/config/routes'
import { useArticleForEditQuery } from '@/features/articles/api/get-article-for-edit'
import { ArticleForm } from '@/features/articles/components/article-form'

/** /admin/news/new and /admin/news/edit/:id */
export function Component() {
  const { t } = useTranslation('admin')
  const { id } = useParams()
  const query = useArticleForEditQuery(id)
  const row = query.data ?? null
  const back = (
    <Button asChild variant="outline">
      <Link to={adminRoutes.news}>
        <ArrowLeft aria-hidden="true" />
        {t('crud.actions.back')}
      </Link>
    </Button>
  )
  const view = row ? (
    <Button asChild variant="ghost">
      <a href={publicRoutes.newsDetail(row.slug)} target="_blank" rel="noreferrer">
        <ExternalLink aria-hidden="true" />
        {t('news.viewPublic')}
      </a>
    </Button>
  ) : null
  return (
    <CrudPage
      title={id ? t('news.titles.edit') : t('news.titles.new')}
      actions={
        <>
          {view}
          {back}
        </>
      }
    >
      {!id ? (
        <ArticleForm row={null} onReload={() => undefined} />
      ) : query.isPending ? (
        <Skeleton className="h-96 w-full" aria-label={t('crud.form.loading')} />
      ) : query.isError || !row ? (
        <p role="alert" className="text-destructive">
          {query.isError ? t('crud.table.error') : t('crud.errors.notFound')}
        </p>
      ) : (
        <ArticleForm key={row.updated_at} row={row} onReload={() => query.refetch()} />
      )}
    </CrudPage>
  )
}
