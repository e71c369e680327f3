import { NameCell } from '@/components/crud/resource-columns'
import { formatDate } from '@/lib/format-date'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import { holidayForm, type HolidayFormValues, type HolidayRow } from './admin-schemas'

/** The year filter's choices: last year to two years ahead. */
const years = () => {
  const now = new Date().getFullYear()
  return [now - 1, now, now + 1, now + 2].map(String)
}

/**
 * /admin/hari-libur: national holidays and collective leave days. Due dates of complaints and
 * appeals, and the appeal window, count working days without them.
 */
export const holidaysResource = defineResource<HolidayRow, HolidayFormValues>({
  table: 'holidays',
  section: 'holidays',
  list: {
    search: ['name->>id', 'name->>en'],
    sortable: ['date', 'name->>id'],
    defaultSort: { id: 'date', desc: false },
    filters: {
      year: (query, value) => query.gte('date', `${value}-01-01`).lte('date', `${value}-12-31`),
    },
  },
  form: holidayForm,
  name: (row, language) => `${formatDate(row.date, language)} · ${translate(row.name, language)}`,
  columns: ({ t, language }) => [
    {
      id: 'date',
      header: t('holidays.fields.date'),
      cell: ({ row }) => (
        <time dateTime={row.original.date} className="whitespace-nowrap tabular-nums">
          {formatDate(row.original.date, language)}
        </time>
      ),
    },
    {
      id: 'name',
      header: t('holidays.fields.name'),
      cell: ({ row }) => <NameCell name={translate(row.original.name, language)} />,
    },
  ],
  filters: ({ t }) => [
    {
      id: 'year',
      label: t('holidays.fields.year'),
      options: years().map((y) => ({ value: y, label: y })),
    },
  ],
  csv: {
    filename: 'hari-libur',
    columns: ({ t }) => [
      { header: t('holidays.fields.date'), value: (r) => r.date },
      { header: t('holidays.fields.name'), value: (r) => translate(r.name, 'id') },
      { header: `${t('holidays.fields.name')} (EN)`, value: (r) => translate(r.name, 'en') },
    ],
  },
})
