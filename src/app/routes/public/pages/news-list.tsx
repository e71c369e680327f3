import { ComingSoonPage } from '../coming-soon'

/** Placeholder until this page lands. */
export function Component() {
  return <ComingSoonPage />
}
