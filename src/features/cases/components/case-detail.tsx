import { ArrowLeft, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'

import { DeleteConfirmDialog } from '@/components/crud/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes } from '@/config/admin-routes'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { useStaffNames } from '@/lib/resource/staff-members'
import { toast } from '@/lib/toast'

import { useCasesDeleteMutation } from '../api/delete-cases'
import { useCaseQuery } from '../api/get-case'
import type { CaseType } from '../schemas'
import { CaseDue } from './case-due'
import { CaseForm } from './case-form'
import { CaseNotes } from './case-notes'
import { CaseStatusBadge } from './case-status-badge'
import { CaseSubmitter } from './case-submitter'
import { CaseTimeline } from './case-timeline'

const SECTION = { complaint: 'complaints', appeal: 'appeals' } as const

/** `/admin/keluhan/:id` or `/admin/banding/:id`: the submitter's data, the handling form, the internal notes and the timeline. */
export function CaseDetail({
  type,
  id,
  staffId,
  canDelete,
  canAddNotes,
}: {
  type: CaseType
  id: string
  staffId: string
  canDelete: boolean
  /** Editors and admins add internal notes. */
  canAddNotes: boolean
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const describe = useErrorText()
  const navigate = useNavigate()
  const section = SECTION[type]
  const entity = t(`${section}.entity`)
  const base = type === 'complaint' ? adminRoutes.complaints : adminRoutes.appeals
  const query = useCaseQuery(type, id)
  const remove = useCasesDeleteMutation(type)
  const handlerName = useStaffNames()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const row = query.data

  const back = (
    <Button asChild variant="ghost" className="-ml-3 w-fit">
      <Link to={base}>
        <ArrowLeft aria-hidden="true" />
        {t('cases.back')}
      </Link>
    </Button>
  )

  if (query.isPending) {
    return (
      <section className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true">
        {back}
        <h1 className="sr-only">{t(`${section}.title`)}</h1>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-96 w-full" />
      </section>
    )
  }
  if (query.isError || !row) {
    return (
      <section className="mx-auto grid w-full max-w-6xl gap-4">
        {back}
        <h1 className="text-2xl font-bold tracking-tight">{t(`${section}.title`)}</h1>
        <p role="alert" className="text-destructive">
          {query.isError ? t('cases.loadError') : t('cases.notFound')}
        </p>
        {query.isError ? (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => void query.refetch()}
          >
            {t('crud.actions.retry')}
          </Button>
        ) : null}
      </section>
    )
  }

  const deleteCase = async () => {
    try {
      await remove.mutateAsync([row.id])
      void toast.success(t('crud.notifications.deleted', { entity }))
      void navigate(base)
    } catch (error) {
      void toast.error(t('crud.notifications.deleteFailed', { entity }), describe(error).message)
    }
  }

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6">
      {back}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight">
            {t(`${section}.detailTitle`, { reference: row.reference })}
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <CaseStatusBadge status={row.status} />
            <span className="inline-flex items-center gap-1.5">
              <span className="text-muted-foreground">{t('cases.fields.dueAt')}:</span>
              <CaseDue row={row} />
            </span>
          </div>
        </div>
        {canDelete ? (
          <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" />
            {t('cases.deleteOne')}
          </Button>
        ) : null}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight">
              {t('cases.submitter')}
            </h2>
          </CardHeader>
          <CardContent>
            <CaseSubmitter type={type} row={row} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight">
              {t('cases.handling')}
            </h2>
            <dl className="grid gap-1 pt-2 text-sm">
              <div className="flex flex-wrap gap-1">
                <dt className="text-muted-foreground">{t('cases.fields.handledBy')}:</dt>
                <dd className="font-medium">
                  {handlerName(row.handled_by) ?? t('cases.noHandler')}
                </dd>
              </div>
              <div className="flex flex-wrap gap-1">
                <dt className="text-muted-foreground">{t('cases.fields.updatedAt')}:</dt>
                <dd>
                  <time dateTime={row.updated_at}>{formatDateTime(row.updated_at, language)}</time>
                </dd>
              </div>
            </dl>
          </CardHeader>
          <CardContent>
            <CaseForm
              key={row.updated_at}
              type={type}
              row={row}
              staffId={staffId}
              entity={entity}
              onReload={() => query.refetch()}
            />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardContent className="pt-6">
          <CaseNotes
            type={type}
            id={row.id}
            canAdd={canAddNotes}
            anonymised={row.anonymised_at !== null}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">
            {t('cases.timeline.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('cases.timeline.description')}</p>
        </CardHeader>
        <CardContent>
          <CaseTimeline type={type} id={row.id} />
        </CardContent>
      </Card>

      {canDelete ? (
        <DeleteConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          entity={entity}
          description={t('crud.confirm.deleteOne', { name: row.reference })}
          onConfirm={deleteCase}
        />
      ) : null}
    </section>
  )
}
