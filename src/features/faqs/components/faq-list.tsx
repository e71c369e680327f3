import { ChevronDown } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { SearchField } from '@/components/list-filters'
import { MarkdownContent } from '@/components/markdown-content'
import { Skeleton } from '@/components/ui/skeleton'
import { faqAnchor } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { usePublishedFaqsQuery } from '../api/get-published-faqs'

const CATEGORIES = ['umum', 'sertifikasi', 'biaya', 'dokumen', 'keluhan-banding'] as const
type Category = (typeof CATEGORIES)[number]
const isCategory = (v: string): v is Category => (CATEGORIES as readonly string[]).includes(v)

/** The questions open in the page as the browser has it (none on the server). */
function openInPage(): string[] {
  if (typeof document === 'undefined') return []
  return [...document.querySelectorAll<HTMLDetailsElement>('details[data-faq-id][open]')].map(
    (details) => details.dataset.faqId!,
  )
}

/** What the visitor typed in the search box before this code ran ('' on the server). */
function typedInPage(): string {
  if (typeof document === 'undefined') return ''
  return document.querySelector<HTMLInputElement>('[data-faq-search] input')?.value ?? ''
}

/**
 * Searchable list of published FAQs, grouped by category. Each question is a `<details>`: it
 * opens with HTML alone, so the island's code is needed only for the search (which is not shown
 * without JavaScript) and loads on first use (src/app/islands.ts). The address's `#faq-<id>`
 * names a question's answer: the browser opens its `<details>` as it scrolls there.
 */
export function FaqList() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const language = currentLanguage(i18n)
  // Taken over from the page as the code arrives: what was typed, the questions opened.
  const [query, setQuery] = useState(typedInPage)
  const { data, isPending, isError } = usePublishedFaqsQuery()
  const [open, setOpen] = useState<string[]>(openInPage)
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((ids) =>
      isOpen ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id),
    )
  // The question the address's #faq-<id> names (a search hit's link): opened and scrolled to,
  // unless the browser has done so (it opens a `<details>` a fragment points into). After the
  // first render, which must match the server's (it has no hash).
  useEffect(() => {
    const fromHash = (opened: boolean) => {
      const anchor = decodeURIComponent(window.location.hash.slice(1))
      const id = anchor.startsWith(faqAnchor('')) ? anchor.slice(faqAnchor('').length) : ''
      if (!id) return
      const target = document.getElementById(anchor)?.closest('details')
      if (opened && target?.open) return
      setQuery('')
      toggle(id, true)
      requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView())
    }
    const frame = requestAnimationFrame(() => fromHash(true))
    const onHashChange = () => fromHash(false)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [])
  const needle = query.trim().toLowerCase()
  const visible = (data ?? []).filter(
    (f) =>
      !needle ||
      [translate(f.question, language), translate(f.answer, language)].some((v) =>
        v.toLowerCase().includes(needle),
      ),
  )
  const groups = CATEGORIES.map((c) => ({ c, items: visible.filter((f) => f.category === c) }))
  const other = visible.filter((f) => !isCategory(f.category))
  if (other.length) groups.push({ c: 'umum', items: other })

  return (
    <div>
      {/* The search needs this code: not shown without JavaScript. */}
      <div data-faq-search="" className="mb-8 no-js:hidden">
        <SearchField
          label={t('faq.search')}
          placeholder={t('faq.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          large
        />
      </div>
      <div className="space-y-8">
        {isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('common:a11y.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : visible.length === 0 ? (
          <p
            aria-live="polite"
            className="rounded-lg border border-dashed p-8 text-center text-muted-foreground"
          >
            {isError ? t('layout.loadError') : t('faq.empty')}
          </p>
        ) : (
          groups
            .filter((g) => g.items.length)
            .map((g, i) => (
              <section key={`${g.c}-${i}`} aria-labelledby={`faq-${g.c}-${i}`}>
                <h2
                  id={`faq-${g.c}-${i}`}
                  className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary"
                >
                  {t(`faq.categories.${g.c}`)}
                </h2>
                <div className="rounded-xl border bg-card px-5 shadow-sm">
                  {g.items.map((f) => (
                    <details
                      key={f.id}
                      data-faq-id={f.id}
                      open={open.includes(f.id)}
                      onToggle={(e) => toggle(f.id, e.currentTarget.open)}
                      className="group border-b last:border-b-0"
                    >
                      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-medium transition-all hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&::-webkit-details-marker]:hidden">
                        {translate(f.question, language)}
                        <ChevronDown
                          aria-hidden="true"
                          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                        />
                      </summary>
                      {/* The anchor is the answer: a fragment pointing into a closed <details>
                        opens it (the margin keeps the question in view under the header). Its
                        Markdown is rendered by the server and reused here, never re-rendered in
                        the browser. */}
                      <div
                        id={faqAnchor(f.id)}
                        data-faq-answer=""
                        className="scroll-mt-40 pb-4 text-sm"
                      >
                        <FallbackNote values={[f.question, f.answer]} className="mb-2" />
                        <MarkdownContent
                          source={translate(f.answer, language)}
                          className="prose-p:leading-relaxed prose-a:text-primary prose-a:underline-offset-4"
                          fallback={
                            <p className="whitespace-pre-line">{translate(f.answer, language)}</p>
                          }
                        />
                      </div>
                    </details>
                  ))}
                </div>
              </section>
            ))
        )}
      </div>
    </div>
  )
}
