import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('hak-kewajiban')

/** CMS page `hak-kewajiban`. */
export function Component() {
  return <CmsRoute slug="hak-kewajiban" pageKey="rightsDuties" />
}
