import { adminPagePath, screenPath } from '@/config/admin-routes'
import { ADMIN_SCREENS, type AdminScreenEntry, screenOfTable } from '@/config/admin-screens'
import type { MediaUse } from '@/lib/resource/media-library'

/**
 * Where to edit the content that uses a file (admin-screens.ts): the edit page (news, CMS
 * pages), the screen itself (settings), or the screen's list searched for the row's title
 * (entities edited in a sheet). Null for a table no screen edits.
 */
export function usageHref(use: MediaUse): string | null {
  const screen = screenOfTable(use.table)
  const list = screen && screenPath(screen)
  if (!screen || !list) return null
  const entry: AdminScreenEntry = ADMIN_SCREENS[screen]
  const editPage = entry.pages?.find((page) => page.path.includes('/:'))
  if (entry.editBy === 'screen') return list
  if (entry.editBy && editPage) return adminPagePath(editPage.path, use[entry.editBy])
  return use.title ? `${list}?q=${encodeURIComponent(use.title)}` : list
}
