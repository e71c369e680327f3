import { Monitor, Moon, Sun } from 'lucide-react'
import { useRef, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { THEMES } from '@/config/constants'
import { isTheme } from '@/lib/theme-store'
import { useTheme } from '@/lib/theme'
import { useTakeOverFocus, type DeferredIntent } from './deferred'

const icons = { light: Sun, dark: Moon, system: Monitor } as const

/** The theme switcher's menu (its own chunk, loaded by ThemeSwitcher on first use). */
export default function ThemeMenu({
  trigger,
  intent,
}: {
  trigger: ReactElement
  intent: DeferredIntent
}) {
  const { t } = useTranslation()
  const { theme, setTheme } = useTheme()
  const triggerRef = useRef<HTMLButtonElement>(null)
  useTakeOverFocus(triggerRef, intent)
  return (
    <DropdownMenu defaultOpen={intent.open}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => (isTheme(value) ? setTheme(value) : undefined)}
        >
          {THEMES.map((option) => {
            const ItemIcon = icons[option]
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <ItemIcon aria-hidden="true" />
                {t(`theme.${option}`)}
              </DropdownMenuRadioItem>
            )
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
