import { CmsRoute } from './cms-route'

/** CMS page `biaya`. */
export function Component() {
  return <CmsRoute slug="biaya" pageKey="fees" />
}
