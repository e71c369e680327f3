import { Search } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { FilterDef, ListParams, useListParams } from '@/lib/resource/list-params'

const ALL = '__all'

/** Search box (debounced into the URL) and select filters; `children` go on the right. */
export function DataTableToolbar({
  params,
  setParams,
  filters = [],
  children,
}: {
  params: ListParams
  setParams: ReturnType<typeof useListParams>[1]
  filters?: FilterDef[]
  children?: ReactNode
}) {
  const { t } = useTranslation('admin')
  const searchId = useId()
  const [draft, setDraft] = useState(params.q)
  const [lastQ, setLastQ] = useState(params.q)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The URL changed from outside (reset button, back button): show its value.
  if (params.q !== lastQ) {
    setLastQ(params.q)
    setDraft(params.q)
  }
  const onSearch = (value: string) => {
    setDraft(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setParams({ q: value }), 300)
  }

  return (
    <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-64">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('crud.table.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder={t('crud.table.searchPlaceholder')}
            value={draft}
            onChange={(event) => onSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                clearTimeout(timer.current)
                setParams({ q: draft })
              }
            }}
          />
        </div>
      </div>
      {filters.map((filter) => (
        <FilterSelect
          key={filter.id}
          filter={filter}
          value={params.filters[filter.id] ?? ALL}
          onChange={(value) =>
            setParams({ filters: { [filter.id]: value === ALL ? null : value } })
          }
        />
      ))}
      <div className="flex flex-wrap items-center gap-2 md:ml-auto">{children}</div>
    </div>
  )
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 md:w-48">
      <span id={id} className="text-sm font-medium">
        {filter.label}
      </span>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('crud.table.filterAll')}</SelectItem>
          {filter.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
