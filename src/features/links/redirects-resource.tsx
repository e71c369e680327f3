import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { SelectField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import { type ResourceFormProps, ResourceScreen } from '@/components/crud/resource-screen'
import { formatDateTime } from '@/lib/format-date'
import { defineResource } from '@/lib/resource/resource'
import { messages } from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type RedirectRow = Tables<'redirects'>

/** What the database takes (redirects_source_path_check, redirects_target_check). */
const redirectFormSchema = z.object({
  source_path: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(500)
    .regex(/^\/[^?#\s]*$/, 'links.redirects.validation.sourcePath')
    .refine((value) => !value.startsWith('//'), 'links.redirects.validation.sourcePath'),
  target: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(1000)
    .refine(
      (value) =>
        !/\s/.test(value) &&
        ((value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^/]/i.test(value)),
      'links.redirects.validation.target',
    ),
  status_code: z.enum(['301', '302']),
})
type RedirectFormValues = z.infer<typeof redirectFormSchema>

const redirectForm = {
  schema: redirectFormSchema,
  defaults: (row: RedirectRow | null): RedirectFormValues => ({
    source_path: row?.source_path ?? '',
    target: row?.target ?? '',
    status_code: row?.status_code === 302 ? '302' : '301',
  }),
  toRow: (values: RedirectFormValues) => ({
    source_path: values.source_path.trim(),
    target: values.target.trim(),
    status_code: Number(values.status_code),
  }),
}

/**
 * /admin/pengalihan: old addresses and where they lead (docs/decisions/033). Slug changes of
 * published items add rows by themselves; staff add, change and remove them. The database
 * collapses chains and refuses loops; the server and fronts answer them before rendering.
 */
export const redirectsResource = defineResource<RedirectRow, RedirectFormValues>({
  table: 'redirects',
  section: 'links.redirects',
  list: {
    search: ['source_path', 'target'],
    sortable: ['source_path', 'target', 'created_at'],
    defaultSort: { id: 'created_at', desc: true },
  },
  form: redirectForm,
  name: (row) => row.source_path,
  columns: ({ t, language }) => [
    {
      id: 'source_path',
      header: t('links.redirects.fields.sourcePath'),
      cell: ({ row }) => <code className="break-all text-sm">{row.original.source_path}</code>,
    },
    {
      id: 'target',
      header: t('links.redirects.fields.target'),
      cell: ({ row }) => <code className="break-all text-sm">{row.original.target}</code>,
    },
    {
      id: 'status_code',
      enableSorting: false,
      header: t('links.redirects.fields.statusCode'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t(`links.redirects.status.${row.original.status_code === 302 ? '302' : '301'}`)}
        </span>
      ),
      meta: { priority: 'secondary' as const },
    },
    {
      id: 'origin',
      enableSorting: false,
      header: t('links.redirects.fields.origin'),
      cell: ({ row }) =>
        row.original.source_table
          ? t('links.redirects.automatic', {
              table: t(`auditLog.tables.${row.original.source_table}` as never),
            })
          : t('links.redirects.manual'),
      meta: { priority: 'secondary' as const },
    },
    {
      id: 'created_at',
      header: t('links.redirects.fields.createdAt'),
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.original.created_at, language)}
        </time>
      ),
      meta: { priority: 'secondary' as const },
    },
  ],
})

/** Add or change one redirect in the side sheet; `source` presets the old address (404 log). */
export function RedirectForm({
  row,
  onClose,
  onReload,
  source,
}: Omit<ResourceFormProps<RedirectRow>, 'filters'> & { source?: string }) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(redirectsResource, {
    row,
    onSaved: onClose,
    onReload,
    ...(source ? { defaults: { ...redirectForm.defaults(null), source_path: source } } : {}),
  })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField
        {...field('source_path')}
        required
        description={t('links.redirects.fields.sourcePathHint')}
        maxLength={500}
        className="font-mono"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...field('target')}
        required
        description={t('links.redirects.fields.targetHint')}
        maxLength={1000}
        className="font-mono"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SelectField
        {...field('status_code')}
        required
        options={(['301', '302'] as const).map((code) => ({
          value: code,
          label: t(`links.redirects.status.${code}`),
        }))}
      />
    </ResourceSheet>
  )
}

/** The admin screen. */
export function RedirectsScreen() {
  return <ResourceScreen resource={redirectsResource} form={RedirectForm} />
}
