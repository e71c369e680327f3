import { Languages } from 'lucide-react'
import { lazy, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { type Language, LANGUAGE_QUERY_PARAM, SUPPORTED_LANGUAGES } from '@/config/constants'
import { currentLanguage, reloadInLanguage, toSupportedLanguage } from '@/lib/i18n'
import { usePageUrl } from '@/lib/page-url'

import { Deferred } from './deferred'

const RadioMenu = lazy(() => import('./radio-menu'))

/**
 * Indonesian / English menu; the choice is cached by the language detector (localStorage and
 * cookie). `reloadPage`: a server-rendered page, whose text only the server can change, loads
 * again in the chosen language (docs/decisions/010); otherwise the app switches in place.
 */
export function LanguageSwitcher({ reloadPage = false }: { reloadPage?: boolean }) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const trigger = (
    <Button variant="ghost" size={null} className="h-9 gap-1.5 px-2 text-xs no-js:hidden">
      <Languages aria-hidden="true" />
      <span className="sr-only">{t('language.toggle')}</span>
      <span aria-hidden="true" className="font-semibold uppercase">
        {language}
      </span>
    </Button>
  )
  return (
    <>
      {reloadPage ? <LanguageLinks current={language} /> : null}
      <Deferred
        trigger={trigger}
        render={(intent) => (
          <>
            {reloadPage ? null : <PreloadLanguages />}
            <RadioMenu
              trigger={trigger}
              intent={intent}
              value={language}
              options={SUPPORTED_LANGUAGES.map((lng) => ({
                value: lng,
                label: t(`language.${lng}`),
                lang: lng,
              }))}
              onValueChange={(value) =>
                reloadPage
                  ? reloadInLanguage(toSupportedLanguage(value))
                  : void i18n.changeLanguage(value)
              }
            />
          </>
        )}
      />
    </>
  )
}

/**
 * Where scripts do not run (a server-rendered page with JavaScript off): the other languages as
 * links to this page with `?lng=`, which renders it in that language and keeps the choice in
 * the language cookie (the server sets it). Hidden once scripting is known to run.
 */
function LanguageLinks({ current }: { current: Language }) {
  const { t } = useTranslation()
  const url = usePageUrl()
  return SUPPORTED_LANGUAGES.filter((lng) => lng !== current).map((lng) => {
    const target = new URL(url)
    target.searchParams.set(LANGUAGE_QUERY_PARAM, lng)
    return (
      <Button
        key={lng}
        asChild
        variant="ghost"
        size={null}
        className="h-9 gap-1.5 px-2 text-xs js:hidden"
      >
        <a href={`${target.pathname}${target.search}`} hrefLang={lng}>
          <Languages aria-hidden="true" />
          <span className="sr-only" lang={lng}>
            {t(`language.${lng}`)}
          </span>
          <span aria-hidden="true" className="font-semibold uppercase">
            {lng}
          </span>
        </a>
      </Button>
    )
  })
}

/**
 * Fetches the other language's strings as soon as the visitor reaches for the menu (hover,
 * focus or press), so that choosing it switches at once.
 */
function PreloadLanguages() {
  const { i18n } = useTranslation()
  useEffect(() => {
    void i18n.loadLanguages([...SUPPORTED_LANGUAGES])
  }, [i18n])
  return null
}
