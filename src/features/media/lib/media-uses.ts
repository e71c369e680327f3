import type { MediaUse } from '@/components/crud/media-library'
import { adminRoutes } from '@/config/routes'

const search = (path: string, use: MediaUse) =>
  use.title ? `${path}?q=${encodeURIComponent(use.title)}` : path

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
    case 'hero_slides':
      return search(adminRoutes.heroSlider, use)
    case 'clients':
      return search(adminRoutes.clients, use)
    case 'struktur_organisasi':
      return search(adminRoutes.organization, use)
    case 'legal_products':
      return search(adminRoutes.legalProducts, use)
    case 'legalitas':
      return search(adminRoutes.legality, use)
    case 'faqs':
      return search(adminRoutes.faq, use)
    default:
      return null
  }
}
