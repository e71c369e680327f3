import { publicRoutes } from '@/config/routes'

import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('tentang')

/** CMS page `tentang`, pointing on to the impartiality statement. */
export function Component() {
  return (
    <CmsRoute
      slug="tentang"
      pageKey="about"
      related={[{ to: publicRoutes.impartiality, pageKey: 'impartiality' }]}
    />
  )
}
