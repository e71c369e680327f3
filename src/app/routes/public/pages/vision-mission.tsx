import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('visi-misi')

/** CMS page `visi-misi`. */
export function Component() {
  return <CmsRoute slug="visi-misi" pageKey="visionMission" />
}
