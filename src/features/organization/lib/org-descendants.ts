/**
 * The ids a person may not report to: themselves and everyone below them (their descendants),
 * since either would make the chart loop. The database refuses cycles as well (23514).
 */
export function unavailableSuperiors(
  rows: readonly { id: string; parent_id: string | null }[],
  id: string | null,
): Set<string> {
  const blocked = new Set<string>()
  if (!id) return blocked
  const children = new Map<string, string[]>()
  for (const row of rows) {
    if (!row.parent_id) continue
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id])
  }
  const stack = [id]
  while (stack.length) {
    const current = stack.pop() as string
    if (blocked.has(current)) continue
    blocked.add(current)
    stack.push(...(children.get(current) ?? []))
  }
  return blocked
}
