import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { type ListParams, PAGE_SIZES, type useListParams } from '@/lib/resource/list-params'

/** "1–20 of 57", page size, and first/previous/next/last buttons. */
export function DataTablePagination({
  params,
  setParams,
  count,
}: {
  params: ListParams
  setParams: ReturnType<typeof useListParams>[1]
  count: number
}) {
  const { t } = useTranslation('admin')
  const sizeId = useId()
  const pages = Math.max(1, Math.ceil(count / params.size))
  const page = Math.min(params.page, pages)
  const from = count === 0 ? 0 : (page - 1) * params.size + 1
  const to = Math.min(count, page * params.size)
  const go = (next: number) => setParams({ page: next })
  return (
    <nav
      aria-label={t('crud.table.pagination')}
      className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">{t('crud.table.range', { from, to, count })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <span id={sizeId}>{t('crud.table.pageSize')}</span>
          <Select
            value={String(params.size)}
            onValueChange={(value) => setParams({ size: Number(value) })}
          >
            <SelectTrigger size="sm" className="w-20" aria-labelledby={sizeId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <span>{t('crud.table.page', { page, pages })}</span>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size={null}
            className="size-9 gap-2 text-sm"
            onClick={() => go(1)}
            disabled={page <= 1}
            aria-label={t('crud.table.first')}
          >
            <ChevronsLeft aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size={null}
            className="size-9 gap-2 text-sm"
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={t('crud.table.previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size={null}
            className="size-9 gap-2 text-sm"
            onClick={() => go(page + 1)}
            disabled={page >= pages}
            aria-label={t('crud.table.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size={null}
            className="size-9 gap-2 text-sm"
            onClick={() => go(pages)}
            disabled={page >= pages}
            aria-label={t('crud.table.last')}
          >
            <ChevronsRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  )
}
