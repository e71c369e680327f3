import { Moon, Sun } from 'lucide-react'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useTheme } from '@/lib/theme'
import { Deferred } from './deferred'

const ThemeMenu = lazy(() => import('./theme-menu'))

/** Light / dark / system menu; the trigger shows the theme currently in effect. */
export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { theme, resolvedTheme } = useTheme()
  const Icon = resolvedTheme === 'dark' ? Moon : Sun
  const trigger = (
    <Button variant="ghost" size="icon" title={t('theme.current', { theme: t(`theme.${theme}`) })}>
      <Icon aria-hidden="true" />
      <span className="sr-only">{t('theme.toggle')}</span>
    </Button>
  )
  return (
    <Deferred
      trigger={trigger}
      render={(intent) => <ThemeMenu trigger={trigger} intent={intent} />}
    />
  )
}
