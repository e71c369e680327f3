import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
import { adminRoutes, publicRoutes } from '@/config/routes'
import { displayStatus } from '@/features/articles/admin-schemas'
import {
  getAdminArticles,
  useAdminArticlesQuery,
} from '@/features/articles/api/admin-list-articles'
import { useArticlesDeleteMutation } from '@/features/articles/api/delete-articles'
import { articleColumns } from '@/features/articles/components/article-columns'

/** /admin/news: articles with status (draft, published, scheduled), search and CSV. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['status'])
  const query = useAdminArticlesQuery(params)
  const remove = useArticlesDeleteMutation()
  return (
    <CrudPage title={t('news.title')} description={t('news.description')}>
      <DataTable
        entity={t('news.entity')}
        label={t('news.title')}
        columns={articleColumns(t, language, (row) => remove.mutateAsync([row.id]))}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={(row) => pickText(row.title, language)}
        filters={[
          {
            id: 'status',
            label: t('news.fields.status'),
            options: (['draft', 'published', 'scheduled'] as const).map((s) => ({
              value: s,
              label: t(`crud.status.${s}`),
            })),
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'berita',
          fetchAll: () => getAdminArticles(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('news.fields.title'), value: (r) => pickText(r.title, 'id') },
            { header: t('news.fields.slug'), value: (r) => r.slug },
            { header: t('news.fields.status'), value: (r) => displayStatus(r) },
            { header: t('news.fields.publishedAt'), value: (r) => r.published_at },
            { header: 'URL', value: (r) => publicRoutes.newsDetail(r.slug) },
          ],
        }}
        actions={
          <Button asChild>
            <Link to={adminRoutes.newsNew}>
              <Plus aria-hidden="true" />
              {t('crud.actions.new', { entity: t('news.entity') })}
            </Link>
          </Button>
        }
      />
    </CrudPage>
  )
}
