import { useState } from 'react'

/**
 * Which row a list screen's form sheet edits: closed, a new row, or one of `rows` (found by id in
 * the current page, so the form always gets the freshest copy). `key` remounts the form when the
 * row changes underneath it (a reload after a conflict).
 */
export function useSheetEditing<Row extends { id: string; updated_at: string }>(
  rows: Row[] | undefined,
) {
  const [editing, setEditing] = useState<{ id: string | null } | null>(null)
  const row = editing?.id ? (rows?.find((r) => r.id === editing.id) ?? null) : null
  return {
    /** The sheet is open: a new row, or an existing row that is on this page. */
    open: editing !== null && (editing.id === null || row !== null),
    row,
    key: row?.updated_at ?? 'new',
    create: () => setEditing({ id: null }),
    edit: (target: Pick<Row, 'id'>) => setEditing({ id: target.id }),
    close: () => setEditing(null),
  }
}
