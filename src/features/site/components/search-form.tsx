import { Search } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FALLBACK_LANGUAGE, LANGUAGE_QUERY_PARAM, SEARCH_MAX_LENGTH } from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'

/**
 * The site search form: a plain GET to /cari (works without JavaScript), in the page's
 * language (`?lng=` unless Indonesian). Used in the header, the mobile menu and on /cari.
 */
export function SearchForm({
  defaultValue = '',
  focusOnMount = false,
  visibleLabel = false,
  className,
}: {
  defaultValue?: string
  /** Focus the field when it appears (the header's field opens on request). */
  focusOnMount?: boolean
  visibleLabel?: boolean
  className?: string
}) {
  const { t, i18n } = useTranslation('common')
  const id = useId()
  const language = currentLanguage(i18n)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusOnMount) input.current?.focus()
  }, [focusOnMount])
  return (
    <form
      role="search"
      action={publicRoutes.search}
      method="get"
      className={cn('flex flex-col gap-1.5', className)}
    >
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium' : 'sr-only'}>
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          required
          ref={input}
        />
        {language === FALLBACK_LANGUAGE ? null : (
          <input type="hidden" name={LANGUAGE_QUERY_PARAM} value={language} />
        )}
        <Button type="submit" size="icon" className="shrink-0">
          <Search aria-hidden="true" />
          <span className="sr-only">{t('search.submit')}</span>
        </Button>
      </div>
    </form>
  )
}
