import { Plus } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderDialog } from '@/components/crud/reorder-dialog'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
import {
  getAdminOrganization,
  useAdminOrganizationQuery,
} from '@/features/organization/api/admin-list-organization'
import {
  useOrganizationPeopleQuery,
  useOrganizationReorderMutation,
} from '@/features/organization/api/admin-organization-people'
import { useOrganizationMembersDeleteMutation } from '@/features/organization/api/delete-organization-members'
import { OrgChart } from '@/features/organization/components/org-chart'
import { organizationColumns } from '@/features/organization/components/organization-columns'
import { OrganizationForm } from '@/features/organization/components/organization-form'

/** /admin/struktur-organisasi: people, who they report to and their order, with the public chart. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams([])
  const query = useAdminOrganizationQuery(params)
  const people = useOrganizationPeopleQuery()
  const reorder = useOrganizationReorderMutation()
  const remove = useOrganizationMembersDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.name] as const)),
    [people.data],
  )

  return (
    <CrudPage title={t('organization.title')} description={t('organization.description')}>
      <DataTable
        entity={t('organization.entity')}
        label={t('organization.title')}
        columns={organizationColumns(t, language, names, {
          onEdit: (row) => editing.edit(row),
          onDelete: (row) => remove.mutateAsync([row.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={(row) => row.name}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'struktur-organisasi',
          fetchAll: () => getAdminOrganization(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('organization.fields.name'), value: (r) => r.name },
            { header: t('organization.fields.position'), value: (r) => pickText(r.position, 'id') },
            {
              header: `${t('organization.fields.position')} (EN)`,
              value: (r) => pickText(r.position, 'en'),
            },
            {
              header: t('organization.fields.parent'),
              value: (r) => (r.parent_id ? (names.get(r.parent_id) ?? '') : ''),
            },
            { header: t('organization.fields.photo'), value: (r) => r.photo_url },
            { header: t('organization.fields.order'), value: (r) => r.order },
          ],
        }}
        actions={
          <>
            <ReorderDialog
              entity={t('organization.entity')}
              items={people.data?.map((p) => ({
                id: p.id,
                label: `${p.name} — ${pickText(p.position, language)}`,
                sort_order: p.order,
              }))}
              onSave={(items) => reorder.mutateAsync(items)}
            />
            <Button type="button" onClick={editing.create} disabled={!people.data}>
              <Plus aria-hidden="true" />
              {t('crud.actions.new', { entity: t('organization.entity') })}
            </Button>
          </>
        }
      />
      <section
        aria-labelledby="org-preview-title"
        className="grid gap-4 rounded-lg border p-4 sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="org-preview-title" className="text-lg font-semibold">
            {t('organization.preview.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('organization.preview.description')}</p>
        </div>
        <OrgChart />
      </section>
      {editing.open && people.data ? (
        <OrganizationForm
          key={editing.key}
          row={editing.row}
          people={people.data}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
