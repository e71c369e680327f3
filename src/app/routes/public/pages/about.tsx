import { CmsRoute } from './cms-route'

/** CMS page `tentang`. */
export function Component() {
  return <CmsRoute slug="tentang" pageKey="about" />
}
