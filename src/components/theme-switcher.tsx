import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
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

const icons = { light: Sun, dark: Moon, system: Monitor } as const

/** Light / dark / system menu; the trigger shows the theme currently in effect. */
export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { theme, resolvedTheme, setTheme } = useTheme()
  const Icon = resolvedTheme === 'dark' ? Moon : Sun

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          title={t('theme.current', { theme: t(`theme.${theme}`) })}
        >
          <Icon aria-hidden="true" />
          <span className="sr-only">{t('theme.toggle')}</span>
        </Button>
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
