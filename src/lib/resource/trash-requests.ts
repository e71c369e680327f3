import { type QueryKey, useQuery } from '@tanstack/react-query'

import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

import { useCrudMutation } from './use-crud-mutation'

/**
 * The trash (docs/decisions/031-trash.md): a delete of an editorial item moves it there (the
 * database's trigger), and these requests read it, restore from it and empty it through the
 * RPCs `trash_items`, `restore_from_trash` and `empty_trash`.
 */
export interface TrashItem {
  table_name: string
  id: string
  title: string | null
  /** Its slug or code, when the table has one. */
  key: string | null
  deleted_at: string
  deleted_by: string | null
  deleted_by_name: string | null
  /** When the daily job deletes it for good. */
  purge_at: string
}

export const trashKeys = {
  all: ['trash'] as const,
  list: (target: string | null) => ['trash', target ?? ''] as const,
}

/** The trashed items of one table (or of all), newest first. */
export async function fetchTrash(target: string | null, signal?: AbortSignal) {
  const call = supabase.rpc('trash_items', target ? { target } : {})
  const { data, error } = await (signal ? call.abortSignal(signal) : call)
  if (error) throw error
  return ((data ?? []) as TrashItem[]).sort((a, b) => b.deleted_at.localeCompare(a.deleted_at))
}

export interface RestoreVars {
  table: string
  id: string
  /** A new slug or code, when the old one was taken meanwhile. */
  newKey?: string
}

export async function restoreFromTrash({ table, id, newKey }: RestoreVars) {
  const { error } = await supabase.rpc('restore_from_trash', {
    target: table,
    row_id: id,
    ...(newKey ? { new_key: newKey } : {}),
  })
  if (error) throw error
}

/** Deletes for good (admins): the ids given, one table's trash, or all of it. */
export async function emptyTrash({ table, ids }: { table?: string | null; ids?: string[] }) {
  const { data, error } = await supabase.rpc('empty_trash', {
    ...(table ? { target: table } : {}),
    ...(ids ? { ids } : {}),
  })
  if (error) throw error
  return (data as number | null) ?? 0
}

/** A restore that failed because another item took the slug or code: ask for a new one. */
export const isKeyTaken = (error: unknown) =>
  (error as { hint?: string } | null)?.hint === 'trash_key_taken'

const rootsOf = (tables: readonly string[]): QueryKey[] => [
  trashKeys.all,
  ...tables.map((table) => tableKeys(table).all),
]

export const useTrash = (target: string | null) =>
  useQuery({
    queryKey: trashKeys.list(target),
    queryFn: ({ signal }) => fetchTrash(target, signal),
  })

/** Restores; refreshes the trash and the table's lists. */
export const useRestoreFromTrash = (tables: readonly string[]) =>
  useCrudMutation(restoreFromTrash, rootsOf(tables))

export const useEmptyTrash = (tables: readonly string[]) =>
  useCrudMutation(emptyTrash, rootsOf(tables))

/** The caller's staff role (restore: editors and admins; delete for good: admins). */
export const useStaffRole = () =>
  useQuery({
    queryKey: ['current_app_role'],
    queryFn: async () => {
      const { data, error } = await supabase.rpc('current_app_role')
      if (error) throw error
      return (data as string | null) ?? null
    },
    staleTime: 5 * 60_000,
  })
