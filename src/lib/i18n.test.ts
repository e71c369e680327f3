// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LANGUAGE_STORAGE_KEY } from '@/config/constants'

import {
  createI18n,
  currentLanguage,
  i18nReady,
  loadRegisterStrings,
  toSupportedLanguage,
} from './i18n'
import { publicResources } from './i18n-resources'

function visit(search: string) {
  window.history.replaceState(null, '', `/${search}`)
}

function browserLanguages(...languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
}

describe('i18n', () => {
  beforeEach(() => {
    document.documentElement.lang = 'id'
    browserLanguages('id-ID')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    visit('')
  })

  it('selects English with ?lng=en and sets <html lang>', () => {
    visit('?lng=en')
    const i18n = createI18n({ resources: publicResources })
    expect(currentLanguage(i18n)).toBe('en')
    expect(i18n.t('notFound.title')).toBe('Page not found')
    expect(document.documentElement.lang).toBe('en')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  })

  it('falls back to Indonesian for an unsupported language', () => {
    visit('?lng=fr')
    browserLanguages('fr-FR', 'de')
    // No detector source names a supported language: only the fallback can pick Indonesian.
    document.documentElement.removeAttribute('lang')
    const i18n = createI18n({ resources: publicResources })
    expect(currentLanguage(i18n)).toBe('id')
    expect(i18n.t('notFound.title')).toBe('Halaman tidak ditemukan')
    expect(document.documentElement.lang).toBe('id')
  })

  it('maps a regional browser language such as en-US to English', () => {
    browserLanguages('en-US')
    expect(currentLanguage(createI18n({ resources: publicResources }))).toBe('en')
  })

  it('prefers the cached choice over the browser language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(currentLanguage(createI18n({ resources: publicResources }))).toBe('en')
  })

  it('updates <html lang> and the cache when the language changes', async () => {
    const i18n = createI18n({ resources: publicResources })
    expect(document.documentElement.lang).toBe('id')
    await i18n.changeLanguage('en')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.t('notFound.title')).toBe('Page not found')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    // …and in the cookie the server renderer reads.
    expect(document.cookie).toContain('i18next=en')
    await i18n.changeLanguage('id')
    expect(document.documentElement.lang).toBe('id')
  })

  it("loads only the detected language's strings, and the other one on a switch", async () => {
    const i18n = createI18n()
    await i18nReady(i18n)
    expect(i18n.t('notFound.title')).toBe('Halaman tidak ditemukan')
    expect(i18n.hasResourceBundle('id', 'public')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'public')).toBe(false)
    await i18n.changeLanguage('en')
    expect(i18n.t('notFound.title')).toBe('Page not found')
  })

  it('does not load the Indonesian strings for an English visitor', async () => {
    browserLanguages('en-GB')
    const i18n = createI18n()
    await i18nReady(i18n)
    expect(i18n.t('notFound.title')).toBe('Page not found')
    expect(i18n.hasResourceBundle('id', 'common')).toBe(false)
  })

  it("loads the register's strings only when asked, beside the qualifications it always has", async () => {
    browserLanguages('en-GB')
    const i18n = createI18n()
    await i18nReady(i18n)
    expect(i18n.t('public:register.qualifications.besar')).toBe('Large')
    expect(i18n.exists('public:register.watch.title')).toBe(false)
    expect(await loadRegisterStrings(i18n)).toBe(true)
    expect(i18n.t('public:register.watch.title')).toBe(
      publicResources.en.public.register.watch.title,
    )
    expect(i18n.t('public:register.qualifications.besar')).toBe('Large')
  })

  it('narrows any code to a supported language', () => {
    expect(toSupportedLanguage('en-GB')).toBe('en')
    expect(toSupportedLanguage('ID')).toBe('id')
    expect(toSupportedLanguage('ja')).toBe('id')
    expect(toSupportedLanguage(undefined)).toBe('id')
  })
})
