import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import type { NavigationRow } from '@/features/site/admin-navigation-schemas'
import { useAdminNavigationItemsQuery } from '@/features/site/api/admin-navigation-items'
import { useNavigationDeleteMutation } from '@/features/site/api/delete-navigation-item'
import { usePublicLayoutQuery } from '@/features/site/api/get-public-layout'
import { NavigationDeleteDialog } from '@/features/site/components/navigation-delete-dialog'
import { NavigationHeaderPreview } from '@/features/site/components/navigation-header-preview'
import { NavigationItemForm } from '@/features/site/components/navigation-item-form'
import { NavigationTreeEditor } from '@/features/site/components/navigation-tree-editor'
import { previewNavTree } from '@/features/site/lib/admin-navigation-tree'

/** /admin/navigation (admins only): the header menu as a tree, with a live header preview. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const query = useAdminNavigationItemsQuery()
  const layout = usePublicLayoutQuery()
  const remove = useNavigationDeleteMutation()
  const [editing, setEditing] = useState<{ id: string | null; parent?: string | null } | null>(null)
  const [deleting, setDeleting] = useState<NavigationRow | null>(null)
  const rows = query.data ?? []
  const editingRow = editing?.id ? (rows.find((r) => r.id === editing.id) ?? null) : null
  const name = (row: NavigationRow) => pickText(row.label, language)

  return (
    <CrudPage
      title={t('navigation.title')}
      description={t('navigation.description')}
      actions={
        <Button type="button" onClick={() => setEditing({ id: null })} disabled={!query.data}>
          <Plus aria-hidden="true" />
          {t('crud.actions.new', { entity: t('navigation.entity') })}
        </Button>
      }
    >
      <NavigationHeaderPreview
        siteName={layout.data?.settings?.site_name ?? ''}
        items={previewNavTree(rows)}
      />
      {query.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('crud.table.loading')}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-4">
          <p>{t('crud.table.error')}</p>
          <Button type="button" variant="outline" onClick={() => void query.refetch()}>
            {t('crud.actions.retry')}
          </Button>
        </div>
      ) : (
        <NavigationTreeEditor
          rows={rows}
          onEdit={(row) => setEditing({ id: row.id })}
          onAddChild={(parent) => setEditing({ id: null, parent: parent.id })}
          onDelete={setDeleting}
        />
      )}
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
        <NavigationDeleteDialog
          name={name(deleting)}
          childCount={rows.filter((r) => r.parent_id === deleting.id).length}
          onCancel={() => setDeleting(null)}
          onConfirm={async (children) => {
            try {
              await remove.mutateAsync({ id: deleting.id, children })
              void toast.success(
                t('crud.notifications.deleted', { entity: t('navigation.entity') }),
              )
            } catch (error) {
              void toast.error(
                t('crud.notifications.deleteFailed', { entity: t('navigation.entity') }),
                (error as { message?: string })?.message,
              )
            }
            setDeleting(null)
          }}
        />
      ) : null}
    </CrudPage>
  )
}
