import { Monitor, Moon, Sun } from 'lucide-react'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { THEMES } from '@/config/constants'
import { useTheme } from '@/lib/theme'
import { isTheme } from '@/lib/theme-store'

import { Deferred } from './deferred'

const RadioMenu = lazy(() => import('./radio-menu'))
const icons = { light: Sun, dark: Moon, system: Monitor } as const

/** Light / dark / system menu; the trigger shows the theme currently in effect. */
export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { theme, resolvedTheme, setTheme } = useTheme()
  const Icon = resolvedTheme === 'dark' ? Moon : Sun
  const trigger = (
    // Choosing needs a script (the choice is kept in localStorage): not shown without one.
    <Button
      variant="ghost"
      size="icon"
      className="no-js:hidden"
      title={t('theme.current', { theme: t(`theme.${theme}`) })}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{t('theme.toggle')}</span>
    </Button>
  )
  return (
    <Deferred
      trigger={trigger}
      render={(intent) => (
        <RadioMenu
          trigger={trigger}
          intent={intent}
          value={theme}
          options={THEMES.map((option) => ({
            value: option,
            label: t(`theme.${option}`),
            icon: icons[option],
          }))}
          onValueChange={(value) => (isTheme(value) ? setTheme(value) : undefined)}
        />
      )}
    />
  )
}
