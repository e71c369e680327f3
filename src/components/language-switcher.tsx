import { Languages } from 'lucide-react'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { currentLanguage } from '@/lib/i18n'
import { Deferred } from './deferred'

const LanguageMenu = lazy(() => import('./language-menu'))

/** Indonesian / English menu; the choice is cached by the language detector (localStorage). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const trigger = (
    <Button variant="ghost" size="sm" className="gap-1.5 px-2">
      <Languages aria-hidden="true" />
      <span className="sr-only">{t('language.toggle')}</span>
      <span aria-hidden="true" className="font-semibold uppercase">
        {currentLanguage(i18n)}
      </span>
    </Button>
  )
  return (
    <Deferred
      trigger={trigger}
      render={(intent) => <LanguageMenu trigger={trigger} intent={intent} />}
    />
  )
}
