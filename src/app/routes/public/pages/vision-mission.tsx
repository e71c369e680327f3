import { CmsRoute } from './cms-route'

/** CMS page `visi-misi`. */
export function Component() {
  return <CmsRoute slug="visi-misi" pageKey="visionMission" />
}
