import type { MediaUse } from '@/components/crud/media-library'
import { adminRoutes } from '@/config/routes'

/** Tables edited in a sheet: their screen's list, searched for the row's title. */
const LISTS = new Map<string, string>([
  ['hero_slides', adminRoutes.heroSlider],
  ['clients', adminRoutes.clients],
  ['struktur_organisasi', adminRoutes.organization],
  ['legal_products', adminRoutes.legalProducts],
  ['legalitas', adminRoutes.legality],
  ['faqs', adminRoutes.faq],
])

/**
 * Where to edit the content that uses a file: the edit page (news, CMS pages), the screen's
 * list searched for the row's title (entities edited in a sheet), or the settings. Null for a
 * table no screen edits.
 */
export function usageHref(use: MediaUse): string | null {
  switch (use.table) {
    case 'articles':
      return adminRoutes.newsEdit(use.id)
    case 'cms_pages':
      return adminRoutes.cmsEdit(use.key)
    case 'site_settings':
      return adminRoutes.settings
  }
  const list = LISTS.get(use.table)
  if (!list) return null
  return use.title ? `${list}?q=${encodeURIComponent(use.title)}` : list
}
