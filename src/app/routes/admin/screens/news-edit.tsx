import { ComingSoon } from '../coming-soon'

/** Placeholder until this screen's issue lands. */
export function Component() {
  return <ComingSoon />
}
