import { CmsRoute, cmsRouteQueries } from './cms-route'

export const queries = cmsRouteQueries('kebijakan-privasi')

/** CMS page `kebijakan-privasi`: the privacy notice (UU 27/2022, docs/product.md#routes). */
export function Component() {
  return <CmsRoute slug="kebijakan-privasi" pageKey="privacy" />
}
