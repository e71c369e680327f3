import { useRef, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { SUPPORTED_LANGUAGES } from '@/config/constants'
import { currentLanguage } from '@/lib/i18n'
import { useTakeOverFocus, type DeferredIntent } from './deferred'

/** The language switcher's menu (its own chunk, loaded by LanguageSwitcher on first use). */
export default function LanguageMenu({
  trigger,
  intent,
}: {
  trigger: ReactElement
  intent: DeferredIntent
}) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const triggerRef = useRef<HTMLButtonElement>(null)
  useTakeOverFocus(triggerRef, intent)
  return (
    <DropdownMenu defaultOpen={intent.open}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => void i18n.changeLanguage(value)}
        >
          {SUPPORTED_LANGUAGES.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              {t(`language.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
