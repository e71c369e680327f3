import { Search } from 'lucide-react'
import { useId } from 'react'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The search box above a public list: a label, a magnifier and a search input. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  large = false,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** The list's only control (FAQ): a taller box. */
  large?: boolean
}) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          {...(large ? { unsized: true, className: 'h-11 w-full pl-9' } : { className: 'pl-9' })}
        />
      </div>
    </div>
  )
}

/** A filter of a public list: a labelled select whose first choice ("all") is the empty value. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string
  allLabel: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={selectClass}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The filter panel of a public list kept in the page's query string (`useSearchParamsState`):
 * a search box (`?q=`) and one select per further parameter. `columns`: the panel's grid on wide
 * screens.
 */
export function UrlFilterBar({
  state: [params, setParams],
  columns,
  search,
  selects,
}: {
  state: [URLSearchParams, (changes: Record<string, string>) => void]
  columns: string
  search: { label: string; placeholder: string }
  selects: (Omit<Parameters<typeof FilterSelect>[0], 'value' | 'onChange'> & { param: string })[]
}) {
  return (
    <div className={cn('grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5', columns)}>
      <SearchField
        {...search}
        value={params.get('q') ?? ''}
        onChange={(value) => setParams({ q: value })}
      />
      {selects.map(({ param, ...select }) => (
        <FilterSelect
          key={param}
          {...select}
          value={params.get(param) ?? ''}
          onChange={(value) => setParams({ [param]: value })}
        />
      ))}
    </div>
  )
}
