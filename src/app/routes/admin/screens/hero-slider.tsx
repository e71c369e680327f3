import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderAndNew } from '@/components/crud/reorder-and-new'
import { pickText } from '@/components/crud/translatable'
import type { HeroSlideRow } from '@/features/home/admin-schemas'
import {
  useHeroSlidesOrderQuery,
  useHeroSlidesReorderMutation,
} from '@/features/home/api/admin-hero-slides-order'
import {
  getAdminHeroSlides,
  useAdminHeroSlidesQuery,
} from '@/features/home/api/admin-list-hero-slides'
import { useHeroSlidesDeleteMutation } from '@/features/home/api/delete-hero-slides'
import { heroSlideColumns } from '@/features/home/components/hero-slide-columns'
import { HeroSlideForm } from '@/features/home/components/hero-slide-form'

/** /admin/hero-slider: the home page slides with image, alt text, buttons, publish state, order. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['is_published'])
  const query = useAdminHeroSlidesQuery(params)
  const order = useHeroSlidesOrderQuery()
  const reorder = useHeroSlidesReorderMutation()
  const remove = useHeroSlidesDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const name = (row: Pick<HeroSlideRow, 'title'>) => pickText(row.title, language)

  return (
    <CrudPage title={t('heroSlider.title')} description={t('heroSlider.description')}>
      <DataTable
        entity={t('heroSlider.entity')}
        label={t('heroSlider.title')}
        columns={heroSlideColumns(t, language, {
          onEdit: (row) => editing.edit(row),
          onDelete: (row) => remove.mutateAsync([row.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={name}
        filters={[
          {
            id: 'is_published',
            label: t('heroSlider.fields.published'),
            options: [
              { value: 'true', label: t('crud.publish.published') },
              { value: 'false', label: t('crud.publish.hidden') },
            ],
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'slider-beranda',
          fetchAll: () => getAdminHeroSlides(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('heroSlider.fields.title'), value: (r) => pickText(r.title, 'id') },
            { header: t('heroSlider.fields.subtitle'), value: (r) => pickText(r.subtitle, 'id') },
            { header: t('heroSlider.fields.ctaPrimary'), value: (r) => r.cta_primary_url },
            { header: t('heroSlider.fields.ctaSecondary'), value: (r) => r.cta_secondary_url },
            { header: t('heroSlider.fields.image'), value: (r) => r.image_url },
            {
              header: t('heroSlider.fields.imageDescription'),
              value: (r) => pickText(r.image_description, 'id'),
            },
            { header: t('heroSlider.fields.published'), value: (r) => r.is_published },
            { header: '#', value: (r) => r.sort_order },
          ],
        }}
        actions={
          <ReorderAndNew
            entity={t('heroSlider.entity')}
            rows={order.data}
            label={name}
            onSave={(items) => reorder.mutateAsync(items)}
            onNew={editing.create}
          />
        }
      />
      {editing.open ? (
        <HeroSlideForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
