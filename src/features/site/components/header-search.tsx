import { Search, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'

import { SearchForm } from './search-form'

/**
 * The header's search (wide screens; the mobile menu has its own form): a link to /cari
 * without JavaScript; with it, a field that opens under the header, focused. Escape, the close
 * button closes it. Part of the header island.
 */
export function HeaderSearch() {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', close)
    return () => document.removeEventListener('keydown', close)
  }, [open])
  return (
    <div className="hidden sm:block">
      <Button asChild variant="ghost" size="icon">
        <a
          href={publicRoutes.search}
          aria-expanded={open}
          onClick={(event) => {
            event.preventDefault()
            setOpen((value) => !value)
          }}
        >
          {open ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          <span className="sr-only">{t('search.open')}</span>
        </a>
      </Button>
      {open ? (
        <div className="absolute inset-x-0 top-full border-b bg-background/95 py-3 shadow-sm backdrop-blur">
          <SearchForm focusOnMount className="container max-w-2xl" />
        </div>
      ) : null}
    </div>
  )
}
