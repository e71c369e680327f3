import type { ComponentType } from 'react'

import { LayoutError } from '@/features/site/components/layout-error'
import { PromoPopup } from '@/features/site/components/promo-popup'
import { SiteHeader } from '@/features/site/components/site-header'
import { WhatsAppButton } from '@/features/site/components/whatsapp-button'

interface IslandModule {
  /** The component, from its own chunk. */
  load: () => Promise<ComponentType<never>>
  /** It may toast: the toast outlet is mounted with it, so its live region is there first. */
  toasts?: boolean
  /** It shows the register's strings (`public:register.*`), which load only for such islands. */
  registerStrings?: boolean
}

/**
 * The public site's islands: what runs in the browser on a server-rendered page
 * (docs/decisions/010). Add a component here, then render it through `island(name, Component)`.
 * The layout's islands (on every page) come with the entry; a page's own load from their chunk.
 */
export const islands = {
  'site-header': { load: () => Promise.resolve(SiteHeader) },
  'layout-error': { load: () => Promise.resolve(LayoutError), toasts: true },
  'whatsapp-button': { load: () => Promise.resolve(WhatsAppButton) },
  'promo-popup': { load: () => Promise.resolve(PromoPopup) },
  'hero-slider': {
    load: () => import('@/features/home/components/hero-slider').then((m) => m.HeroSlider),
  },
  'copy-badge-code': {
    load: () =>
      import('@/features/register/components/copy-badge-code-button').then(
        (m) => m.CopyBadgeCodeButton,
      ),
    registerStrings: true,
  },
  'watch-form': {
    load: () => import('@/features/register/components/watch-form').then((m) => m.WatchForm),
    registerStrings: true,
  },
  'copy-link': {
    load: () =>
      import('@/features/articles/components/copy-link-button').then((m) => m.CopyLinkButton),
  },
  'faq-list': {
    load: () => import('@/features/faqs/components/faq-list').then((m) => m.FaqList),
  },
  'scope-browser': {
    load: () => import('@/features/scope/components/scope-browser').then((m) => m.ScopeBrowser),
  },
  'legal-products': {
    load: () =>
      import('@/features/legal-products/components/legal-products-list').then(
        (m) => m.LegalProductsList,
      ),
  },
  'contact-form': {
    load: () => import('@/features/submissions/components/contact-form').then((m) => m.ContactForm),
    toasts: true,
  },
  'complaint-form': {
    load: () =>
      import('@/features/submissions/components/complaint-form').then((m) => m.ComplaintForm),
    toasts: true,
  },
  'appeal-form': {
    load: () => import('@/features/submissions/components/appeal-form').then((m) => m.AppealForm),
    toasts: true,
  },
  'status-lookup': {
    load: () =>
      import('@/features/submissions/components/status-lookup').then((m) => m.StatusLookup),
    toasts: true,
  },
} satisfies Record<string, IslandModule>

export type IslandName = keyof typeof islands

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}
