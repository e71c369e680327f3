import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { QueryState } from '@/components/crud/query-state'
import { NewButton } from '@/components/crud/resource-screen'
import type { NavigationRow } from '@/features/site/admin-navigation-schemas'
import { NavigationDeleteDialog } from '@/features/site/components/navigation-delete-dialog'
import { NavigationHeaderPreview } from '@/features/site/components/navigation-header-preview'
import { NavigationItemForm } from '@/features/site/components/navigation-item-form'
import { NavigationTreeEditor } from '@/features/site/components/navigation-tree-editor'
import { navigationResource } from '@/features/site/navigation-resource'

/** /admin/navigation (admins only): the header menu as a tree, with a live header preview. */
export function Component() {
  const { t } = useTranslation('admin')
  const query = navigationResource.useOrder()
  const [editing, setEditing] = useState<{ id: string | null; parent?: string | null } | null>(null)
  const [deleting, setDeleting] = useState<NavigationRow | null>(null)
  const rows = query.data ?? []
  const editingRow = editing?.id ? (rows.find((r) => r.id === editing.id) ?? null) : null
  return (
    <CrudPage
      title={t('navigation.title')}
      description={t('navigation.description')}
      actions={
        <NewButton
          entity={t('navigation.entity')}
          onNew={() => setEditing({ id: null })}
          disabled={!query.data}
        />
      }
    >
      <NavigationHeaderPreview rows={rows} />
      <QueryState query={query}>
        <NavigationTreeEditor
          rows={rows}
          onEdit={(row) => setEditing({ id: row.id })}
          onAddChild={(parent) => setEditing({ id: null, parent: parent.id })}
          onDelete={setDeleting}
        />
      </QueryState>
      {editing && (editing.id === null || editingRow) ? (
        <NavigationItemForm
          key={editingRow?.updated_at ?? `new-${editing.parent ?? ''}`}
          row={editingRow}
          rows={rows}
          defaultParent={editing.parent}
          onClose={() => setEditing(null)}
          onReload={() => query.refetch()}
        />
      ) : null}
      {deleting ? (
        <NavigationDeleteDialog row={deleting} rows={rows} onClose={() => setDeleting(null)} />
      ) : null}
    </CrudPage>
  )
}
