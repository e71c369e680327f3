import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { FileText } from 'lucide-react'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { Badge } from '@/components/ui/badge'
import type { LegalityRow } from '../admin-schemas'
import { documentValidity } from '../lib/expiry'

function formatDate(value: string | null, language: string) {
  if (!value) return '—'
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`))
}

export function legalityColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: { onEdit: (row: LegalityRow) => void; onDelete: (row: LegalityRow) => Promise<unknown> },
): ColumnDef<LegalityRow, unknown>[] {
  return [
    {
      id: 'sort_order',
      header: '#',
      cell: ({ row }) => (
        <span className="tabular-nums text-muted-foreground">{row.original.sort_order}</span>
      ),
    },
    {
      id: 'title',
      header: t('legality.fields.title'),
      cell: ({ row }) => (
        <div className="grid max-w-md gap-0.5">
          <span className="font-medium">{pickText(row.original.title, language)}</span>
          {row.original.number ? (
            <span className="text-xs text-muted-foreground">{row.original.number}</span>
          ) : null}
        </div>
      ),
    },
    { id: 'issuer', header: t('legality.fields.issuer'), cell: ({ row }) => row.original.issuer },
    {
      id: 'issued_at',
      header: t('legality.fields.issuedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDate(row.original.issued_at, language)}</span>
      ),
    },
    {
      id: 'valid_until',
      header: t('legality.fields.validUntil'),
      cell: ({ row }) => {
        const validity = documentValidity(row.original.valid_until)
        return (
          <div className="flex flex-wrap items-center gap-2 whitespace-nowrap">
            <span>{formatDate(row.original.valid_until, language)}</span>
            <Badge
              variant={
                validity === 'expired'
                  ? 'destructive'
                  : validity === 'valid'
                    ? 'default'
                    : 'secondary'
              }
            >
              {t(`legality.status.${validity}`)}
            </Badge>
          </div>
        )
      },
    },
    {
      id: 'file',
      enableSorting: false,
      header: t('legality.fields.fileShort'),
      cell: ({ row }) =>
        row.original.file_url ? (
          <a
            href={row.original.file_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            {t('crud.upload.open')}
            <span className="sr-only">{`: ${pickText(row.original.title, language)}`}</span>
          </a>
        ) : null,
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('legality.entity'),
      getName: (row) => pickText(row.title, language),
      ...actions,
    }),
  ]
}
