/**
 * The staff screens' addresses, derived from the admin-screen registry. Kept apart from
 * `routes.ts`, which the public pages import: the registry holds the sidebar's icons, and the
 * public bundle must not carry it.
 */
import { ADMIN_SCREENS, type AdminScreen, adminScreenList } from './admin-screens'
import { ADMIN_HOME } from './routes'

type ScreenWithPath = {
  [K in AdminScreen]: (typeof ADMIN_SCREENS)[K] extends { path: string } ? K : never
}[AdminScreen]

/** `/admin/<path>` of each screen (admin-screens.ts). */
const screenPaths = Object.fromEntries(
  adminScreenList().flatMap(([key, entry]) =>
    entry.path === undefined
      ? []
      : [[key, entry.path ? `${ADMIN_HOME}/${entry.path}` : ADMIN_HOME]],
  ),
) as Record<ScreenWithPath, string>

/** The address of a screen (none for a permission without a screen of its own). */
export const screenPath = (screen: AdminScreen): string | undefined =>
  (screenPaths as Partial<Record<AdminScreen, string>>)[screen]

/** A screen page's address with its `:param` filled in (`cms/edit/:slug` → `/admin/cms/edit/x`). */
export const adminPagePath = (page: string, value: string): string =>
  `/admin/${page.replace(/:[a-z]+/i, encodeURIComponent(value))}`

export const adminRoutes = {
  ...screenPaths,
  cmsEdit: (slug: string) => adminPagePath(ADMIN_SCREENS.cms.pages[1].path, slug),
  cmsNew: `/admin/${ADMIN_SCREENS.cms.pages[2].path}`,
  newsNew: `/admin/${ADMIN_SCREENS.news.pages[1].path}`,
  newsEdit: (id: string) => adminPagePath(ADMIN_SCREENS.news.pages[2].path, id),
  certificateNew: `/admin/${ADMIN_SCREENS.certificates.pages[1].path}`,
  certificateEdit: (id: string) => adminPagePath(ADMIN_SCREENS.certificates.pages[2].path, id),
  certificateImport: `/admin/${ADMIN_SCREENS.certificates.pages[3].path}`,
} as const
