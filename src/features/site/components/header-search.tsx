import { Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { FALLBACK_LANGUAGE, LANGUAGE_QUERY_PARAM, SEARCH_MAX_LENGTH } from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'

/**
 * The header's site search on wide screens (the mobile menu has its own form): a plain GET
 * form to /cari, so it works without JavaScript. Until it is focused (or holds text) the
 * field is the size of an icon button showing the search icon; focused, it widens to the
 * left over the menu, without moving anything. Enter submits.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation('common')
  const id = useId()
  const language = currentLanguage(i18n)
  return (
    <form
      role="search"
      action={publicRoutes.search}
      method="get"
      className="relative hidden size-10 shrink-0 sm:block"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        className="peer absolute right-0 top-0 z-10 h-10 w-10 cursor-pointer rounded-md border border-transparent bg-transparent pl-9 pr-0 text-sm text-transparent outline-none transition-[width,background-color] placeholder:text-transparent hover:bg-accent focus:w-64 focus:cursor-text focus:border-input focus:bg-background focus:pr-3 focus:text-foreground focus:shadow-sm focus:ring-2 focus:ring-ring focus:placeholder:text-muted-foreground motion-reduce:transition-none [&::-webkit-search-cancel-button]:hidden [&:not(:placeholder-shown)]:w-64 [&:not(:placeholder-shown)]:cursor-text [&:not(:placeholder-shown)]:border-input [&:not(:placeholder-shown)]:bg-background [&:not(:placeholder-shown)]:pr-3 [&:not(:placeholder-shown)]:text-foreground"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-3 z-10 size-4 text-foreground peer-focus:left-auto peer-focus:right-[14.25rem] peer-[:not(:placeholder-shown)]:left-auto peer-[:not(:placeholder-shown)]:right-[14.25rem]"
      />
      {language === FALLBACK_LANGUAGE ? null : (
        <input type="hidden" name={LANGUAGE_QUERY_PARAM} value={language} />
      )}
    </form>
  )
}
