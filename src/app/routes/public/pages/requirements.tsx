import { CmsRoute } from './cms-route'

/** CMS page `persyaratan`. */
export function Component() {
  return <CmsRoute slug="persyaratan" pageKey="requirements" />
}
