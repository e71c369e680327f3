import { csvColumns, FileLink, NameCell } from '@/components/crud/resource-columns'
import { Badge } from '@/components/ui/badge'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import {
  LEGAL_CATEGORIES,
  legalProductForm,
  type LegalProductFormValues,
  type LegalProductRow,
} from './admin-schemas'

/** /admin/produk-hukum: regulations with category, number, year and PDF. */
export const legalProductsResource = defineResource<LegalProductRow, LegalProductFormValues>({
  table: 'legal_products',
  section: 'legalProducts',
  list: {
    search: ['title->>id', 'title->>en', 'number'],
    sortable: ['title->>id', 'category', 'number', 'year', 'updated_at'],
    defaultSort: { id: 'year', desc: true },
  },
  form: legalProductForm,
  revisions: true,
  name: (row, language) => translate(row.title, language),
  columns: ({ t, language }) => [
    {
      id: 'category',
      header: t('legalProducts.fields.category'),
      cell: ({ row }) => <Badge variant="outline">{row.original.category}</Badge>,
    },
    {
      id: 'title',
      header: t('legalProducts.fields.title'),
      cell: ({ row }) => <NameCell name={translate(row.original.title, language)} />,
    },
    {
      id: 'number',
      header: t('legalProducts.fields.number'),
      cell: ({ row }) => row.original.number,
    },
    {
      id: 'year',
      header: t('legalProducts.fields.year'),
      cell: ({ row }) => <span className="tabular-nums">{row.original.year}</span>,
    },
    {
      id: 'file',
      enableSorting: false,
      header: t('legalProducts.fields.file'),
      cell: ({ row }) =>
        row.original.file_url ? (
          <FileLink
            href={row.original.file_url}
            label="PDF"
            name={translate(row.original.title, language)}
          />
        ) : null,
    },
  ],
  filters: ({ t }) => [
    {
      id: 'category',
      label: t('legalProducts.fields.category'),
      options: LEGAL_CATEGORIES.map((c) => ({
        value: c,
        label: t(`legalProducts.categories.${c}`),
      })),
    },
  ],
  csv: {
    filename: 'produk-hukum',
    columns: ({ t }) =>
      csvColumns(t, 'legalProducts.fields', {
        category: 'category',
        title: (r) => translate(r.title, 'id'),
        number: 'number',
        year: 'year',
        file: 'file_url',
      }),
  },
})
