// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useSheetEditing } from './use-sheet-editing'

const rows = [
  { id: 'a', updated_at: '2026-11-21T10:00:00Z' },
  { id: 'b', updated_at: '2026-11-21T11:00:00Z' },
]

describe('useSheetEditing', () => {
  it('is closed, opens for a new row, for an existing row, and closes', () => {
    const { result } = renderHook(() => useSheetEditing(rows))
    expect(result.current.open).toBe(false)
    act(() => result.current.create())
    expect(result.current).toMatchObject({ open: true, row: null, key: 'new' })
    act(() => result.current.edit({ id: 'b' }))
    expect(result.current).toMatchObject({ open: true, row: rows[1], key: rows[1]!.updated_at })
    act(() => result.current.close())
    expect(result.current.open).toBe(false)
  })

  it('stays closed for a row that is not on the current page, and follows fresh copies', () => {
    const { result, rerender } = renderHook(({ list }) => useSheetEditing(list), {
      initialProps: { list: rows },
    })
    act(() => result.current.edit({ id: 'a' }))
    const fresher = [{ id: 'a', updated_at: '2026-11-22T09:00:00Z' }]
    rerender({ list: fresher })
    expect(result.current).toMatchObject({ open: true, key: '2026-11-22T09:00:00Z' })
    rerender({ list: [rows[1]!] })
    expect(result.current.open).toBe(false)
  })
})
