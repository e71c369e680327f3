import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import type { Language } from '@/config/constants'
import type { CsvColumn } from '@/lib/csv'
import { formatDateTimeParts } from '@/lib/format-date'
import { type ListConfig, sortColumns } from '@/lib/resource/crud-requests'
import type { FilterDef } from '@/lib/resource/list-params'
import type { AdminKey, ResourceConfig, ResourceRow } from '@/lib/resource/resource'
import { cn } from '@/lib/utils'

import { ScheduleBadge } from './schedule-badge'

/** The row's position ('#'), sortable by its column. */
export function positionColumn<Row>(
  position: (row: Row) => number,
  id = 'sort_order',
  header = '#',
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => (
      <span className="tabular-nums text-muted-foreground">{position(row.original)}</span>
    ),
  }
}

/** A row's name in bold with an optional second line (a subtitle, a number). */
export function NameCell({ name, detail }: { name: ReactNode; detail?: ReactNode }) {
  return (
    <div className="grid max-w-md gap-0.5">
      <span className="font-medium">{name}</span>
      {detail ? <span className="line-clamp-2 text-sm text-muted-foreground">{detail}</span> : null}
    </div>
  )
}

/**
 * A moment in a list: the date, the time under it (narrower than "21 Nov 2026, 14.05" on one
 * line, so a wide table keeps its columns readable). `className` styles the date line.
 */
export function DateTimeCell({
  iso,
  language,
  className,
}: {
  iso: string
  language: Language
  className?: string
}) {
  const { date, time } = formatDateTimeParts(iso, language)
  return (
    <time dateTime={iso} className="grid tabular-nums">
      <span className={cn('whitespace-nowrap', className)}>{date}</span>
      <span className="text-xs text-muted-foreground">{time}</span>
    </time>
  )
}

type PublishWords = 'hidden' | 'draft'

/**
 * `is_published` as a badge: Terbit, or Tersembunyi (Draf for pages); rows with a schedule
 * (`publish_at`, `unpublish_at`) show Terjadwal or Berakhir with the time in the site's zone.
 */
export function publishColumn<
  Row extends { is_published: boolean; publish_at?: string | null; unpublish_at?: string | null },
>(header: string, unpublished: PublishWords = 'hidden'): ColumnDef<Row, unknown> {
  return {
    id: 'is_published',
    header,
    cell: ({ row }) => (
      <ScheduleBadge
        unpublished={unpublished}
        schedule={{
          published: row.original.is_published,
          publishAt: row.original.publish_at,
          unpublishAt: row.original.unpublish_at,
        }}
      />
    ),
  }
}

/** The publish state as a select filter (`?is_published=true`). */
export function publishFilter(
  t: TFunction<'admin'>,
  label: string,
  unpublished: PublishWords = 'hidden',
): FilterDef {
  return {
    id: 'is_published',
    label,
    options: [
      { value: 'true', label: t('crud.publish.published') },
      { value: 'false', label: t(`crud.publish.${unpublished}`) },
    ],
  }
}

/** A link to the row's file ("Buka berkas"), named after the row for screen readers. */
export function FileLink({ href, name, label }: { href: string; name: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <FileText className="size-4" aria-hidden="true" />
      {label}
      <span className="sr-only">{`: ${name}`}</span>
    </a>
  )
}

/** A CSV column's value: the row's column of that name, or how to work it out from the row. */
type CsvValue<Row> = (keyof Row & string) | ((row: Row) => unknown)

/**
 * CSV columns in the order given, each headed by the admin text `<fields>.<key>` (checked: a key
 * without its text does not compile) with the value its entry names.
 */
export function csvColumns<Row, const Fields extends string, Key extends string>(
  t: TFunction<'admin'>,
  fields: Fields,
  columns: { [K in Key]: `${Fields}.${K}` extends AdminKey ? CsvValue<Row> : never },
): CsvColumn<Row>[] {
  return Object.entries<CsvValue<Row>>(columns).map(([key, value]) => ({
    header: t(`${fields}.${key}` as AdminKey),
    value: typeof value === 'function' ? value : (row) => row[value],
  }))
}

type PublishedRow = ResourceRow & { is_published: boolean; sort_order: number }

/**
 * An ordered table with a publish switch (FAQs, clients, slides): sorted by position unless the
 * URL says otherwise, the position column first and the publish state last, the publish filter,
 * and both at the end of the CSV. The header is `<section>.fields.published`.
 */
export function publishedInOrder<Row extends PublishedRow, Values extends FieldValues>(
  config: Omit<ResourceConfig<Row, Values>, 'list' | 'order'> & {
    list: Omit<ListConfig, 'defaultSort'>
  },
): ResourceConfig<Row, Values> {
  const published = (t: TFunction<'admin'>) => t(`${config.section}.fields.published` as AdminKey)
  const csv = config.csv
  return {
    ...config,
    list: {
      ...config.list,
      sortable: {
        sort_order: 'sort_order',
        ...sortColumns(config.list.sortable),
        is_published: 'is_published',
      },
      defaultSort: { id: 'sort_order', desc: false },
    },
    order: {},
    columns: (context) => [
      positionColumn((row) => row.sort_order),
      ...config.columns(context),
      publishColumn(published(context.t)),
    ],
    filters: (context) => [
      ...(config.filters?.(context) ?? []),
      publishFilter(context.t, published(context.t)),
    ],
    csv: csv && {
      filename: csv.filename,
      columns: (context) => [
        ...csv.columns(context),
        { header: published(context.t), value: (r) => r.is_published },
        { header: '#', value: (r) => r.sort_order },
      ],
    },
  }
}
