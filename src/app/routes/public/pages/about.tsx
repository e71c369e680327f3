import { publicRoutes } from '@/config/routes'

import { CmsRoute } from './cms-route'

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
