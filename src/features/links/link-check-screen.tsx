import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

import { CrudPage } from '@/components/crud/crud-page'
import { ResourceTable } from '@/components/crud/resource-screen'
import { Switch } from '@/components/ui/switch'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { defineResource } from '@/lib/resource/resource'
import type { Tables } from '@/types/database'

import { fetchLastLinkCheck, fetchLinkCheckSetting, saveLinkCheckSetting } from './api/link-check'

/** A result of the last run; `updated_at` is when it was checked (the kit's rows carry one). */
export type LinkResultRow = Tables<'link_check_results'> & { updated_at: string }

const OUTCOMES = ['broken', 'ok', 'skipped'] as const
const KINDS = ['internal', 'file', 'external'] as const

/** The last run's links, broken first (the database keeps one run's results). */
export const linkResultsResource = defineResource<LinkResultRow>({
  table: 'link_check_results',
  section: 'links.linkCheck',
  readOnly: true,
  list: {
    select: '*, updated_at:checked_at',
    search: ['url', 'item_title'],
    sortable: ['outcome', 'item_title', 'url'],
    defaultSort: { id: 'outcome', desc: false },
  },
  filters: ({ t }) => [
    {
      id: 'outcome',
      label: t('links.linkCheck.fields.outcome'),
      options: OUTCOMES.map((o) => ({ value: o, label: t(`links.linkCheck.outcomes.${o}`) })),
    },
    {
      id: 'kind',
      label: t('links.linkCheck.fields.kind'),
      options: KINDS.map((k) => ({ value: k, label: t(`links.linkCheck.kinds.${k}`) })),
    },
  ],
  name: (row) => row.url,
  columns: ({ t }) => [
    {
      id: 'outcome',
      header: t('links.linkCheck.fields.outcome'),
      cell: ({ row }) => (
        <span
          className={
            row.original.outcome === 'broken'
              ? 'font-semibold text-destructive'
              : row.original.outcome === 'ok'
                ? 'text-green-800 dark:text-green-300'
                : 'text-muted-foreground'
          }
        >
          {t(`links.linkCheck.outcomes.${row.original.outcome as (typeof OUTCOMES)[number]}`)}
          {row.original.http_status ? ` · ${row.original.http_status}` : ''}
          {row.original.detail && row.original.outcome !== 'ok' ? ` · ${row.original.detail}` : ''}
        </span>
      ),
    },
    {
      id: 'url',
      header: t('links.linkCheck.fields.url'),
      cell: ({ row }) => <code className="break-all text-sm">{row.original.url}</code>,
    },
    {
      id: 'item_title',
      header: t('links.linkCheck.fields.itemTitle'),
      cell: ({ row }) => (
        <div className="grid gap-0.5">
          <span>{row.original.item_title}</span>
          <span className="text-xs text-muted-foreground">
            {t(`auditLog.tables.${row.original.table_name}` as never)}
          </span>
        </div>
      ),
    },
    {
      id: 'kind',
      enableSorting: false,
      header: t('links.linkCheck.fields.kind'),
      cell: ({ row }) => t(`links.linkCheck.kinds.${row.original.kind as (typeof KINDS)[number]}`),
      meta: { priority: 'secondary' as const },
    },
  ],
})

const RUN_KEY = ['link_check_runs', 'last'] as const
const SETTING_KEY = ['site_settings', 'link_check_external'] as const

/**
 * /admin/cek-tautan: the weekly link check's last run (ADR 033): when, how many links, how many
 * broken, and each link; admins turn the checks of other sites on or off.
 */
export function LinkCheckScreen({ admin }: { admin: boolean }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const switchId = useId()
  const hintId = useId()
  const queryClient = useQueryClient()
  const describe = useErrorText()
  const run = useQuery({ queryKey: RUN_KEY, queryFn: fetchLastLinkCheck })
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: fetchLinkCheckSetting })
  const save = useMutation({
    mutationFn: (on: boolean) => saveLinkCheckSetting(setting.data!.id, on),
    onSuccess: async () => {
      toast.success(t('links.linkCheck.externalSaved'))
      await queryClient.invalidateQueries({ queryKey: SETTING_KEY })
    },
    onError: (error) => void toast.error(describe(error).message),
  })
  const last = run.data
  return (
    <CrudPage title={t('links.linkCheck.title')} description={t('links.linkCheck.description')}>
      <div className="grid gap-4 rounded-md border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <p className="text-sm" role="status">
          {run.isPending
            ? '…'
            : last
              ? t('links.linkCheck.lastRun', {
                  date: formatDateTime(last.started_at, language),
                  checked: last.checked,
                  broken: last.broken,
                })
              : t('links.linkCheck.never')}
        </p>
        <div className="flex items-start gap-3">
          <Switch
            id={switchId}
            aria-describedby={hintId}
            checked={setting.data?.link_check_external ?? false}
            disabled={!admin || !setting.data || save.isPending}
            onCheckedChange={(on) => save.mutate(on)}
          />
          <div className="grid gap-1">
            <label htmlFor={switchId} className="text-sm font-medium">
              {t('links.linkCheck.external')}
            </label>
            <p id={hintId} className="max-w-sm text-xs text-muted-foreground">
              {t('links.linkCheck.externalHint')}
              {!admin ? ` ${t('links.linkCheck.externalAdminOnly')}` : ''}
            </p>
          </div>
        </div>
      </div>
      <div className="min-w-0">
        <ResourceTable resource={linkResultsResource} />
      </div>
    </CrudPage>
  )
}
