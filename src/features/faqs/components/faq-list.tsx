import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { SearchField } from '@/components/list-filters'
import { MarkdownContent } from '@/components/markdown-content'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Skeleton } from '@/components/ui/skeleton'
import { faqAnchor } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { usePublishedFaqsQuery } from '../api/get-published-faqs'

const CATEGORIES = ['umum', 'sertifikasi', 'biaya', 'dokumen', 'keluhan-banding'] as const
type Category = (typeof CATEGORIES)[number]
const isCategory = (v: string): v is Category => (CATEGORIES as readonly string[]).includes(v)

/** Searchable accordion of published FAQs, grouped by category. */
export function FaqList() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const language = currentLanguage(i18n)
  const [query, setQuery] = useState('')
  const { data, isPending, isError } = usePublishedFaqsQuery()
  // Open questions, across the groups' accordions; closed on the server (which has no hash).
  const [open, setOpen] = useState<string[]>([])
  // The question the address's #faq-<id> names (a search hit's link): opened, and scrolled to
  // once open. After the first render, which must match the server's (it has no hash).
  useEffect(() => {
    const fromHash = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1))
      const id = anchor.startsWith(faqAnchor('')) ? anchor.slice(faqAnchor('').length) : ''
      if (!id) return
      setQuery('')
      setOpen((ids) => (ids.includes(id) ? ids : [...ids, id]))
      requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView())
    }
    const frame = requestAnimationFrame(fromHash)
    window.addEventListener('hashchange', fromHash)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('hashchange', fromHash)
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
    <div className="space-y-8">
      <SearchField
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        large
      />
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
              <Accordion
                type="multiple"
                value={open.filter((id) => g.items.some((f) => f.id === id))}
                onValueChange={(ids) =>
                  setOpen((all) => [
                    ...all.filter((id) => !g.items.some((f) => f.id === id)),
                    ...ids,
                  ])
                }
                className="rounded-xl border bg-card px-5 shadow-sm"
              >
                {g.items.map((f) => (
                  <AccordionItem
                    key={f.id}
                    value={f.id}
                    id={faqAnchor(f.id)}
                    className="scroll-mt-24 last:border-b-0"
                  >
                    <AccordionTrigger className="text-base">
                      {translate(f.question, language)}
                    </AccordionTrigger>
                    {/* Every answer in the page's HTML (closed ones hidden): its Markdown is
                        rendered by the server and reused here, never re-rendered in the browser. */}
                    <AccordionContent forceMount data-faq-answer="">
                      <FallbackNote values={[f.question, f.answer]} className="mb-2" />
                      <MarkdownContent
                        source={translate(f.answer, language)}
                        className="prose-p:leading-relaxed prose-a:text-primary prose-a:underline-offset-4"
                        fallback={
                          <p className="whitespace-pre-line">{translate(f.answer, language)}</p>
                        }
                      />
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))
      )}
    </div>
  )
}
