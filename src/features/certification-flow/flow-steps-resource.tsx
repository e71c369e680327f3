import { NameCell } from '@/components/crud/resource-columns'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import { flowStepForm, type FlowStepFormValues, type FlowStepRow } from './admin-schemas'

/**
 * /admin/alur-sertifikasi: the certification steps. The product numbers them
 * (docs/product.md#certification-flow), so `step_order` stays 1..n: a new step is n + 1, a reorder
 * writes 1, 2, 3 … and a delete closes the gap.
 */
export const flowStepsResource = defineResource<FlowStepRow, FlowStepFormValues>({
  table: 'alur_sertifikasi',
  section: 'flow',
  list: {
    search: ['title->>id', 'title->>en', 'description->>id', 'duration_note->>id'],
    sortable: ['step_order', 'title->>id'],
    defaultSort: { id: 'step_order', desc: false },
  },
  order: { column: 'step_order', numbering: 'contiguous', tieBreak: 'created_at' },
  form: flowStepForm,
  revisions: true,
  name: (row, language) => translate(row.title, language),
  columns: ({ t, language }) => [
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
        <NameCell
          name={translate(row.original.title, language)}
          detail={row.original.description ? translate(row.original.description, language) : null}
        />
      ),
    },
    {
      id: 'duration_note',
      enableSorting: false,
      header: t('flow.fields.durationNote'),
      cell: ({ row }) => translate(row.original.duration_note, language),
    },
  ],
  csv: {
    filename: 'alur-sertifikasi',
    columns: ({ t }) => [
      { header: t('flow.fields.step'), value: (r) => r.step_order },
      { header: t('flow.fields.title'), value: (r) => translate(r.title, 'id') },
      { header: `${t('flow.fields.title')} (EN)`, value: (r) => translate(r.title, 'en') },
      { header: t('flow.fields.description'), value: (r) => translate(r.description, 'id') },
      { header: t('flow.fields.durationNote'), value: (r) => translate(r.duration_note, 'id') },
    ],
  },
})
