import { CmsRoute } from './cms-route'

/** CMS page `kebijakan-ketidakberpihakan`. */
export function Component() {
  return <CmsRoute slug="kebijakan-ketidakberpihakan" pageKey="impartiality" />
}
