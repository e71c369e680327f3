import { ArrowLeft } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { Resource, ResourceRow } from '@/lib/resource/resource'

import { CrudPage } from './crud-page'

/** The props of a form on an edit page. Key: the row's `updated_at`. */
export interface ResourcePageFormProps<Row> {
  row: Row | null
  onReload: () => unknown
}

/**
 * An edit page for long content (news, CMS pages): the title, a Back link and `actions`, then
 * loading, error or "not found", then the form, and `panels` below it (revision history …).
 * Without `id` it is the "new" page.
 */
export function ResourceEditPage<Row extends ResourceRow, Values extends FieldValues>({
  resource,
  id,
  form: Form,
  backHref,
  description,
  actions,
  panels,
  notFound,
}: {
  resource: Resource<Row, Values>
  /** The `detailBy` value of the row to edit; undefined to create one. */
  id: string | undefined
  form: ComponentType<ResourcePageFormProps<Row>>
  backHref: string
  description?: string
  actions?: (row: Row | null) => ReactNode
  panels?: (row: Row) => ReactNode
  notFound?: string
}) {
  const { t } = useTranslation('admin')
  const query = resource.useDetail(id)
  const row = query.data ?? null
  return (
    <CrudPage
      title={t(id ? resource.text.editTitle : resource.text.newTitle)}
      description={description}
      actions={
        <>
          {actions?.(row)}
          <Button asChild variant="outline">
            <Link to={backHref}>
              <ArrowLeft aria-hidden="true" />
              {t('crud.actions.back')}
            </Link>
          </Button>
        </>
      }
    >
      {!id ? (
        <Form row={null} onReload={() => undefined} />
      ) : query.isPending ? (
        <Skeleton className="h-96 w-full" aria-label={t('crud.form.loading')} />
      ) : query.isError || !row ? (
        <p role="alert" className="text-destructive">
          {query.isError ? t('crud.table.error') : (notFound ?? t('errors.notFound'))}
        </p>
      ) : (
        <>
          <Form key={row.updated_at} row={row} onReload={() => query.refetch()} />
          {panels?.(row)}
        </>
      )}
    </CrudPage>
  )
}
