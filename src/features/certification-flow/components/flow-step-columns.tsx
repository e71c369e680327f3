import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import type { FlowStepRow } from '../admin-schemas'

export function flowStepColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: { onEdit: (row: FlowStepRow) => void; onDelete: (row: FlowStepRow) => Promise<unknown> },
): ColumnDef<FlowStepRow, unknown>[] {
  return [
    {
      id: 'step_order',
      header: t('flow.fields.step'),
      cell: ({ row }) => (
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary/10 font-semibold tabular-nums text-primary">
          {row.original.step_order}
        </span>
      ),
    },
    {
      id: 'title',
      header: t('flow.fields.title'),
      cell: ({ row }) => (
        <div className="grid max-w-xl gap-0.5">
          <span className="font-medium">{pickText(row.original.title, language)}</span>
          {row.original.description ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">
              {pickText(row.original.description, language)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'duration_note',
      enableSorting: false,
      header: t('flow.fields.durationNote'),
      cell: ({ row }) => pickText(row.original.duration_note, language),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('flow.entity'),
      getName: (row) => pickText(row.title, language),
      ...actions,
    }),
  ]
}
