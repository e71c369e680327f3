import { Link } from 'react-router-dom'

import { NameCell } from '@/components/crud/resource-columns'
import { adminRoutes } from '@/config/admin-routes'
import type { FilterDef } from '@/lib/resource/list-params'
import { defineResource } from '@/lib/resource/resource'
import type { Database } from '@/types/database'

import { CertificateStatusBadge } from './components/certificate-status-badge'
import { companyNameKey } from './lib/company-name'
import { formatDay } from './lib/format'
import { certificateCsvColumns } from './lib/import-csv'
import { PROVINCES } from './lib/provinces'
import { type PublicCertificateStatus, SURVEILLANCE_OVERDUE } from './types'

type ViewRow = Database['public']['Views']['certificate_register']['Row']

/** A row of the staff list (the view `certificate_register`): never null where the table is not. */
export type CertificateListRow = ViewRow & {
  id: string
  number: string
  updated_at: string
  public_status: PublicCertificateStatus
}

export const CERTIFICATE_STATUSES = ['aktif', 'dibekukan', 'dicabut', 'kedaluwarsa'] as const
/** "Expiring within N days" and "surveillance due within N days" choices (dashboard links too). */
export const WITHIN_DAYS = ['30', '60', '90'] as const

/**
 * /admin/sertifikat: the register. The list reads the view (company, derived status, days to
 * expiry and surveillance, subclass codes); create and edit on pages. A certificate is never
 * deleted (revoking ends it; the database refuses a delete for every role): no delete here.
 */
export const certificatesResource = defineResource<CertificateListRow>({
  table: 'certificates',
  section: 'certificates',
  list: {
    source: 'certificate_register',
    search: ['number', 'number_key', 'nib', 'company_name'],
    // a company name however it is typed: "PT. Adhi Baja" finds "Adhi Baja Engineering"
    searchKeys: { name_key: companyNameKey },
    sortable: {
      number: 'number',
      company: 'company_name',
      province: 'province',
      valid_until: 'valid_until',
      status: 'public_status',
    },
    defaultSort: { id: 'number', desc: true },
    filters: {
      status: (query, value) => query.eq('public_status', value),
      subclass: (query, value) => query.contains('subclass_codes', [value]),
      expiring: (query, value) =>
        query
          .eq('public_status', 'aktif')
          .gte('days_to_expiry', 0)
          .lte('days_to_expiry', Number(value)),
      // Due within N days (from today), or already overdue: apart, as on the dashboard.
      surveillance: (query, value) =>
        value === SURVEILLANCE_OVERDUE
          ? query.eq('public_status', 'aktif').lt('days_to_surveillance', 0)
          : query
              .eq('public_status', 'aktif')
              .gte('days_to_surveillance', 0)
              .lte('days_to_surveillance', Number(value)),
    },
  },
  createHref: adminRoutes.certificateNew,
  deletable: false,
  editHref: (row) => adminRoutes.certificateEdit(row.id),
  name: (row) => row.number,
  columns: ({ t, language }) => [
    {
      id: 'number',
      header: t('certificates.fields.number'),
      // The number opens the certificate, as a case's reference opens the case.
      cell: ({ row }) => (
        <Link
          to={adminRoutes.certificateEdit(row.original.id)}
          className="whitespace-nowrap rounded font-mono text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {row.original.number}
        </Link>
      ),
    },
    {
      id: 'company',
      header: t('certificates.fields.company'),
      cell: ({ row }) => (
        <NameCell
          name={`${row.original.legal_form ?? ''} ${row.original.company_name ?? ''}`}
          detail={`NIB ${row.original.nib ?? ''} · ${(row.original.subclass_codes ?? []).join(', ')}`}
        />
      ),
    },
    {
      id: 'province',
      header: t('certificates.fields.province'),
      cell: ({ row }) => row.original.province,
      meta: { priority: 'optional' },
    },
    {
      id: 'valid_until',
      header: t('certificates.fields.validUntil'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDay(row.original.valid_until, language)}</span>
      ),
      meta: { priority: 'secondary' },
    },
    {
      id: 'status',
      header: t('certificates.fields.status'),
      cell: ({ row }) => <CertificateStatusBadge status={row.original.public_status} />,
    },
  ],
  // The import template's columns and values: export → edit → import (lib/import-csv.ts).
  csv: { filename: 'sertifikat', columns: () => certificateCsvColumns() },
})

/** The list's select filters; subclass codes come from the scope (loaded by the screen). */
export function certificateFilters(
  t: (key: string, options?: Record<string, unknown>) => string,
  subclassCodes: readonly string[],
): FilterDef[] {
  return [
    {
      id: 'status',
      label: t('certificates.fields.status'),
      options: CERTIFICATE_STATUSES.map((s) => ({
        value: s,
        label: t(`certificates.status.${s}`),
      })),
    },
    {
      id: 'subclass',
      label: t('certificates.fields.subclass'),
      options: subclassCodes.map((code) => ({ value: code, label: code })),
    },
    {
      id: 'province',
      label: t('certificates.fields.province'),
      options: PROVINCES.map((p) => ({ value: p, label: p })),
    },
    {
      id: 'expiring',
      label: t('certificates.filters.expiring'),
      options: WITHIN_DAYS.map((d) => ({
        value: d,
        label: t('certificates.filters.withinDays', { count: Number(d) }),
      })),
    },
    {
      id: 'surveillance',
      label: t('certificates.filters.surveillance'),
      options: [
        ...WITHIN_DAYS.map((d) => ({
          value: d,
          label: t('certificates.filters.withinDays', { count: Number(d) }),
        })),
        { value: SURVEILLANCE_OVERDUE, label: t('certificates.filters.overdue') },
      ],
    },
  ]
}
