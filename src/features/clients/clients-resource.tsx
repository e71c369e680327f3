import { csvColumns, NameCell, publishedInOrder } from '@/components/crud/resource-columns'
import { defineResource } from '@/lib/resource/resource'

import { clientForm, type ClientFormValues, type ClientRow } from './admin-schemas'

/** /admin/klien: certified clients with logo, website, sector, publish state and order. */
export const clientsResource = defineResource(
  publishedInOrder<ClientRow, ClientFormValues>({
    table: 'clients',
    section: 'clients',
    list: {
      search: ['name', 'sector', 'website_url'],
      sortable: ['name', 'sector'],
    },
    form: clientForm,
    name: (row) => row.name,
    columns: ({ t }) => [
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
      { id: 'sector', header: t('clients.fields.sector'), cell: ({ row }) => row.original.sector },
    ],
    csv: {
      filename: 'klien',
      columns: ({ t }) =>
        csvColumns(t, 'clients.fields', {
          name: 'name',
          sector: 'sector',
          website: 'website_url',
          logo: 'logo_url',
        }),
    },
  }),
)
