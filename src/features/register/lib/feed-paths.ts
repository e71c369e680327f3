import { publicRoutes } from '@/config/routes'

/** The register's change feed (src/app/register-feed.ts generates it on the server). */
export const REGISTER_FEED_PATHS = {
  atom: `${publicRoutes.certificateCheck}/perubahan.atom`,
  json: `${publicRoutes.certificateCheck}/perubahan.json`,
} as const
