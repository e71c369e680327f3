import { CmsRoute } from './cms-route'

/** CMS page `hak-kewajiban`. */
export function Component() {
  return <CmsRoute slug="hak-kewajiban" pageKey="rightsDuties" />
}
