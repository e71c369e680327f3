import { csvColumns, NameCell, publishedInOrder } from '@/components/crud/resource-columns'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import { clientForm, type ClientFormValues, type ClientRow } from './admin-schemas'

/** /admin/klien: certified clients with logo, website, sector, publish state and order. */
export const clientsResource = defineResource(
  publishedInOrder<ClientRow, ClientFormValues>({
    table: 'clients',
    section: 'clients',
    list: {
      search: ['name', 'sector->>id', 'sector->>en', 'website_url'],
      sortable: ['name', 'sector->>id'],
    },
    form: clientForm,
    name: (row) => row.name,
    columns: ({ t, language }) => [
      {
        id: 'logo',
        enableSorting: false,
        header: t('clients.fields.logo'),
        cell: ({ row }) =>
          row.original.logo_url ? (
            <img
              src={row.original.logo_url}
              alt={row.original.name}
              className="h-10 w-16 rounded bg-white object-contain p-0.5"
              loading="lazy"
            />
          ) : null,
      },
      {
        id: 'name',
        header: t('clients.fields.name'),
        cell: ({ row }) => <NameCell name={row.original.name} />,
      },
      {
        id: 'sector',
        header: t('clients.fields.sector'),
        cell: ({ row }) => translate(row.original.sector, language),
      },
    ],
    csv: {
      filename: 'klien',
      columns: ({ t }) =>
        csvColumns(t, 'clients.fields', {
          name: 'name',
          sector: (row) => translate(row.sector, 'id'),
          website: 'website_url',
          logo: 'logo_url',
        }),
    },
  }),
)
