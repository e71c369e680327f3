import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('biaya')

/** CMS page `biaya`. */
export function Component() {
  return <CmsRoute slug="biaya" pageKey="fees" />
}
