import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { isFallback } from '@/lib/translate'
import { cn } from '@/lib/utils'

/**
 * "Not yet available in English": a small note where a public page shows an item's Indonesian
 * text because its English is missing (any of `values` falls back). Nothing otherwise.
 */
export function FallbackNote({ values, className }: { values: unknown[]; className?: string }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  if (!values.some((value) => isFallback(value, language))) return null
  return (
    <p className={cn('text-xs italic text-muted-foreground', className)} data-fallback-note="">
      {t('fallback.note')}
    </p>
  )
}
