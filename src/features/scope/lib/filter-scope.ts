import type { Language } from '@/config/constants'
import { translate } from '@/lib/translate'

import type { ScopeClassification } from '../api/get-scope-classifications'

/**
 * Keeps the classifications (and within them the subclasses) matching a search by code, name
 * (either language) or KBLI, and optionally one classification code.
 */
export function filterScope(
  categories: readonly ScopeClassification[],
  query: string,
  categoryCode: string,
  language: Language,
): ScopeClassification[] {
  const needle = query.trim().toLowerCase()
  return categories
    .filter((c) => !categoryCode || c.code === categoryCode)
    .map((c) => ({
      ...c,
      rl_subclass: c.rl_subclass.filter((s) => {
        if (!needle) return true
        const haystack = [
          s.code,
          s.kbli ?? '',
          translate(s.name, language),
          translate(s.name, 'id'),
        ]
        return haystack.some((v) => v.toLowerCase().includes(needle))
      }),
    }))
    .filter((c) => c.rl_subclass.length > 0)
}
