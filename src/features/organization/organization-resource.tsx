import { UserRound } from 'lucide-react'

import { NameCell, positionColumn } from '@/components/crud/resource-columns'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import {
  organizationForm,
  type OrganizationFormValues,
  type OrganizationRow,
} from './admin-schemas'

/** "Name — Position": how a person is offered as a superior and shown in the reorder dialog. */
export const personLabel = (
  row: Pick<OrganizationRow, 'name' | 'position'>,
  language: 'id' | 'en',
) => `${row.name} — ${translate(row.position, language)}`

const namesById = (people: readonly OrganizationRow[] | undefined) =>
  new Map((people ?? []).map((person) => [person.id, person.name] as const))

/**
 * /admin/struktur-organisasi: people, who they report to and their order. The form sets
 * `order` itself (it suggests the next one), and deleting a person moves whoever reported to
 * them to the top (the database sets `parent_id` null).
 */
export const organizationResource = defineResource<OrganizationRow, OrganizationFormValues>({
  table: 'struktur_organisasi',
  section: 'organization',
  list: {
    search: ['name', 'position->>id', 'position->>en'],
    sortable: ['order', 'name', 'position->>id'],
    defaultSort: { id: 'order', desc: false },
  },
  order: { column: 'order', tieBreak: 'name', append: false, label: personLabel },
  form: organizationForm,
  name: (row) => row.name,
  columns: ({ t, language, rowsInOrder }) => {
    const names = namesById(rowsInOrder)
    return [
      positionColumn((row) => row.order, 'order', t('organization.fields.order')),
      {
        id: 'photo',
        enableSorting: false,
        header: t('organization.fields.photo'),
        cell: ({ row }) => (
          <span className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-muted">
            {row.original.photo_url ? (
              <img
                src={row.original.photo_url}
                alt={t('organization.photoAlt', { name: row.original.name })}
                className="size-10 object-cover"
                loading="lazy"
              />
            ) : (
              <UserRound className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
          </span>
        ),
      },
      {
        id: 'name',
        header: t('organization.fields.name'),
        cell: ({ row }) => <NameCell name={row.original.name} />,
      },
      {
        id: 'position',
        header: t('organization.fields.position'),
        cell: ({ row }) => translate(row.original.position, language),
      },
      {
        id: 'parent',
        enableSorting: false,
        header: t('organization.fields.parent'),
        cell: ({ row }) =>
          row.original.parent_id ? (
            (names.get(row.original.parent_id) ?? '—')
          ) : (
            <span className="text-muted-foreground">{t('organization.fields.parentNone')}</span>
          ),
      },
    ]
  },
  csv: {
    filename: 'struktur-organisasi',
    columns: ({ t, rowsInOrder }) => {
      const names = namesById(rowsInOrder)
      return [
        { header: t('organization.fields.name'), value: (r) => r.name },
        { header: t('organization.fields.position'), value: (r) => translate(r.position, 'id') },
        {
          header: `${t('organization.fields.position')} (EN)`,
          value: (r) => translate(r.position, 'en'),
        },
        {
          header: t('organization.fields.parent'),
          value: (r) => (r.parent_id ? (names.get(r.parent_id) ?? '') : ''),
        },
        { header: t('organization.fields.photo'), value: (r) => r.photo_url },
        { header: t('organization.fields.order'), value: (r) => r.order },
      ]
    },
  },
})
