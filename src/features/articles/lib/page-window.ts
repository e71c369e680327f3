/**
 * The page numbers a pager shows: the first, the last, and the current one with its
 * neighbours; `null` marks a gap (an ellipsis). Short lists show every page.
 */
export function pageWindow(page: number, pageCount: number, neighbours = 1): (number | null)[] {
  if (pageCount <= 5 + 2 * neighbours) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const start = Math.max(2, page - neighbours)
  const end = Math.min(pageCount - 1, page + neighbours)
  const result: (number | null)[] = [1]
  if (start > 2) result.push(start === 3 ? 2 : null)
  for (let n = start; n <= end; n += 1) result.push(n)
  if (end < pageCount - 1) result.push(end === pageCount - 2 ? pageCount - 1 : null)
  result.push(pageCount)
  return result
}
