import { Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { publicRoutes } from '@/config/routes'
import { cn } from '@/lib/utils'

import { MIN_LOOKUP_LETTERS } from '../lib/lookup-query'

/**
 * The register's search box: a plain GET form to /layanan/cek-sbu (works without JavaScript;
 * the results page is rendered by the server). Used on that page and, compact, on the home page.
 */
export function CertificateSearchForm({
  defaultValue = '',
  compact = false,
  invalid = false,
}: {
  defaultValue?: string
  compact?: boolean
  /** The submitted query was too short: the hint's rule turns into the error. */
  invalid?: boolean
}) {
  const { t } = useTranslation('public')
  const id = useId()
  return (
    <form action={publicRoutes.certificateCheck} method="get" role="search" className="w-full">
      <label htmlFor={`${id}-q`} className={cn('mb-2 block font-medium', compact && 'sr-only')}>
        {t('register.searchLabel')}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          required
          minLength={MIN_LOOKUP_LETTERS}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          defaultValue={defaultValue}
          placeholder={compact ? t('register.searchLabel') : t('register.searchPlaceholder')}
          aria-describedby={compact ? undefined : `${id}-hint`}
          aria-invalid={invalid || undefined}
          className="h-11 w-full"
          unsized
        />
        <Button type="submit" size="lg" className="shrink-0">
          <Search aria-hidden="true" />
          {t('register.submit')}
        </Button>
      </div>
      {compact ? null : (
        <p
          id={`${id}-hint`}
          className={cn('mt-2 text-sm', invalid ? 'text-destructive' : 'text-muted-foreground')}
        >
          {invalid ? t('register.tooShort') : t('register.minLength')} {t('register.searchHint')}
        </p>
      )}
    </form>
  )
}
