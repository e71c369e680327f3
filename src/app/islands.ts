import type { ComponentType } from 'react'

import { HERO_AUTOPLAY_MS, PROMO_POPUP_DELAY_MS } from '@/config/constants'
import { hasStoredSession } from '@/lib/stored-session'

/** The element around an island in the server's HTML (`display: contents`, src/index.css). */
export const ISLAND_TAG = 'lsbu-island'

/**
 * When an island's code loads and runs (docs/decisions/034). Absent: with the page. Otherwise at
 * the first of the moments named: the first pointer, touch or focus inside the island (a click
 * that comes before its code is replayed once it runs), the first scroll of the page, or
 * `afterMs` after the page's load event.
 */
export interface IslandWhen {
  interaction?: boolean
  scroll?: boolean
  afterMs?: number
  /** Run with the page after all when this holds in the browser (read before anything loads). */
  now?: () => boolean
}

export interface IslandModule {
  /** The component, from its own chunk. */
  load: () => Promise<ComponentType<never>>
  /** It may toast: the toast outlet is mounted with it, so its live region is there first. */
  toasts?: boolean
  /** It shows the register's strings (`public:register.*`), which load only for such islands. */
  registerStrings?: boolean
  when?: IslandWhen
}

/**
 * The public site's islands: what runs in the browser on a server-rendered page
 * (docs/decisions/010). Add a component here, then render it through `island(name, Component)`.
 * Each loads from its own chunk, when its `when` says (this module is in the page's entry: it
 * imports no component).
 */
export const islands = {
  'site-header': {
    load: () => import('@/features/site/components/site-header').then((m) => m.SiteHeader),
    when: { interaction: true, now: hasStoredSession },
  },
  'layout-error': {
    load: () => import('@/features/site/components/layout-error').then((m) => m.LayoutError),
    toasts: true,
  },
  'whatsapp-button': {
    load: () => import('@/features/site/components/whatsapp-button').then((m) => m.WhatsAppButton),
    when: { scroll: true },
  },
  'promo-popup': {
    load: () => import('@/features/site/components/promo-popup').then((m) => m.PromoPopup),
    when: { afterMs: PROMO_POPUP_DELAY_MS / 2 },
  },
  'hero-slider': {
    load: () => import('@/features/home/components/hero-slider').then((m) => m.HeroSlider),
    // Its first move is due HERO_AUTOPLAY_MS after the page (the slider keeps that time).
    when: { interaction: true, afterMs: HERO_AUTOPLAY_MS / 2 },
  },
  'copy-badge-code': {
    load: () =>
      import('@/features/register/components/copy-badge-code-button').then(
        (m) => m.CopyBadgeCodeButton,
      ),
    registerStrings: true,
    // The server renders its button; a press before the code is there is replayed.
    when: { interaction: true },
  },
  'watch-form': {
    load: () => import('@/features/register/components/watch-form').then((m) => m.WatchForm),
    registerStrings: true,
    when: { interaction: true },
  },
  'copy-link': {
    load: () =>
      import('@/features/articles/components/copy-link-button').then((m) => m.CopyLinkButton),
    // The server renders its button (hidden without script); a press before the code is there
    // is replayed.
    when: { interaction: true },
  },
  'faq-list': {
    load: () => import('@/features/faqs/components/faq-list').then((m) => m.FaqList),
    // Its questions open without script (`<details>`); the code is for the search.
    when: { interaction: true },
  },
  'scope-browser': {
    load: () => import('@/features/scope/components/scope-browser').then((m) => m.ScopeBrowser),
    // The list is the server's; the code is for the search and the filter (what was typed or
    // chosen before it came is handed over: src/main.tsx).
    when: { interaction: true },
  },
  'legal-products': {
    load: () =>
      import('@/features/legal-products/components/legal-products-list').then(
        (m) => m.LegalProductsList,
      ),
    when: { interaction: true },
  },
  'contact-form': {
    load: () => import('@/features/submissions/components/contact-form').then((m) => m.ContactForm),
    toasts: true,
    // A form's fields work without its code; it comes at the first touch, focus or keystroke,
    // takes over what was typed, and sends a form sent before it came (src/main.tsx).
    when: { interaction: true },
  },
  'complaint-form': {
    load: () =>
      import('@/features/submissions/components/complaint-form').then((m) => m.ComplaintForm),
    toasts: true,
    when: { interaction: true },
  },
  'appeal-form': {
    load: () => import('@/features/submissions/components/appeal-form').then((m) => m.AppealForm),
    toasts: true,
    when: { interaction: true },
  },
  'status-lookup': {
    load: () =>
      import('@/features/submissions/components/status-lookup').then((m) => m.StatusLookup),
    toasts: true,
    // With the page when the address names a reference: it may look it up at once.
    when: { interaction: true, now: () => new URLSearchParams(location.search).has('ref') },
  },
} satisfies Record<string, IslandModule>

export type IslandName = keyof typeof islands

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}
