import { FileLink, NameCell, positionColumn } from '@/components/crud/resource-columns'
import { Badge } from '@/components/ui/badge'
import type { Language } from '@/config/constants'
import { defineResource } from '@/lib/resource/resource'
import { todayInJakarta } from '@/lib/today'
import { translate } from '@/lib/translate'

import { legalityForm, type LegalityFormValues, type LegalityRow } from './admin-schemas'
import { documentValidity } from './lib/expiry'

const VALIDITY = ['expired', 'valid', 'noExpiry'] as const
const BADGE = { expired: 'destructive', valid: 'default', noExpiry: 'secondary' } as const

function formatDate(value: string | null, language: Language) {
  if (!value) return '—'
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`))
}

/** /admin/legalitas: the body's legal documents; expired ones are flagged in the list. */
export const legalityResource = defineResource<LegalityRow, LegalityFormValues>({
  table: 'legalitas',
  section: 'legality',
  list: {
    search: ['title->>id', 'title->>en', 'number', 'issuer'],
    sortable: ['sort_order', 'title->>id', 'issuer', 'issued_at', 'valid_until'],
    defaultSort: { id: 'sort_order', desc: false },
    filters: {
      validity: (query, value) => {
        const today = todayInJakarta()
        if (value === 'expired') return query.lt('valid_until', today)
        if (value === 'valid') return query.gte('valid_until', today)
        return query.is('valid_until', null)
      },
    },
  },
  order: {},
  form: legalityForm,
  name: (row, language) => translate(row.title, language),
  columns: ({ t, language }) => [
    positionColumn((row) => row.sort_order),
    {
      id: 'title',
      header: t('legality.fields.title'),
      cell: ({ row }) => (
        <NameCell name={translate(row.original.title, language)} detail={row.original.number} />
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
            <Badge variant={BADGE[validity]}>{t(`legality.status.${validity}`)}</Badge>
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
          <FileLink
            href={row.original.file_url}
            label={t('crud.upload.open')}
            name={translate(row.original.title, language)}
          />
        ) : null,
    },
  ],
  filters: ({ t }) => [
    {
      id: 'validity',
      label: t('legality.fields.status'),
      options: VALIDITY.map((v) => ({ value: v, label: t(`legality.status.${v}`) })),
    },
  ],
  csv: {
    filename: 'legalitas',
    columns: ({ t }) => [
      { header: t('legality.fields.title'), value: (r) => translate(r.title, 'id') },
      { header: t('legality.fields.number'), value: (r) => r.number },
      { header: t('legality.fields.issuer'), value: (r) => r.issuer },
      { header: t('legality.fields.issuedAt'), value: (r) => r.issued_at },
      { header: t('legality.fields.validUntil'), value: (r) => r.valid_until },
      {
        header: t('legality.fields.status'),
        value: (r) => t(`legality.status.${documentValidity(r.valid_until)}`),
      },
      { header: t('legality.fields.file'), value: (r) => r.file_url },
      { header: '#', value: (r) => r.sort_order },
    ],
  },
})
