import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { CrudPage } from '@/components/crud/crud-page'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes } from '@/config/routes'
import { useCmsPageForEditQuery } from '@/features/cms-pages/api/get-cms-page-for-edit'
import { CmsPageForm } from '@/features/cms-pages/components/cms-page-form'

/** /admin/cms/edit/:slug */
export function Component() {
  const { t } = useTranslation('admin')
  const { slug = '' } = useParams()
  const query = useCmsPageForEditQuery(slug)
  const row = query.data ?? null
  return (
    <CrudPage
      title={t('cms.titles.edit')}
      description={`/${slug}`}
      actions={
        <Button asChild variant="outline">
          <Link to={adminRoutes.cms}>
            <ArrowLeft aria-hidden="true" />
            {t('crud.actions.back')}
          </Link>
        </Button>
      }
    >
      {query.isPending ? (
        <Skeleton className="h-96 w-full" aria-label={t('crud.form.loading')} />
      ) : query.isError || !row ? (
        <p role="alert" className="text-destructive">
          {query.isError ? t('crud.table.error') : t('cms.notFound', { slug })}
        </p>
      ) : (
        <CmsPageForm key={row.updated_at} row={row} onReload={() => query.refetch()} />
      )}
    </CrudPage>
  )
}
