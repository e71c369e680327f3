import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('persyaratan')

/** CMS page `persyaratan`. */
export function Component() {
  return <CmsRoute slug="persyaratan" pageKey="requirements" />
}
