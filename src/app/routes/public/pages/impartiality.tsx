import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('kebijakan-ketidakberpihakan')

/** CMS page `kebijakan-ketidakberpihakan`. */
export function Component() {
  return <CmsRoute slug="kebijakan-ketidakberpihakan" pageKey="impartiality" />
}
