import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { PublishField, SelectField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { navigationFormDefaults, type NavigationRow, TOP_LEVEL } from '../admin-navigation-schemas'
import { canMoveUnder } from '../lib/admin-navigation-tree'
import { navigationResource } from '../navigation-resource'
import { LinkTargetSelect } from './link-target-select'

/**
 * Create or edit a menu item: bilingual label, URL, parent (top level or under a top-level item;
 * an item with children stays at the top level) and publish state.
 */
export function NavigationItemForm({
  row,
  rows,
  defaultParent,
  onClose,
  onReload,
}: {
  row: NavigationRow | null
  rows: readonly NavigationRow[]
  /** Parent preselected for a new item ("add sub-item"). */
  defaultParent?: string | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const defaults = navigationFormDefaults(row)
  if (!row && defaultParent) defaults.parent_id = defaultParent
  const state = useResourceForm(navigationResource, { row, onSaved: onClose, onReload, defaults })
  const { form, field } = state
  const hasChildren = row ? rows.some((r) => r.parent_id === row.id) : false
  const parents = rows.filter(
    (r) => !r.parent_id && r.id !== row?.id && (!row || canMoveUnder(rows, row.id, r.id)),
  )
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField {...field('label')} maxLength={80} />
      <LinkTargetSelect form={form} />
      <TextField
        {...field('url')}
        required
        description={t('navigation.fields.urlHint')}
        inputMode="url"
        placeholder="/profil/tentang"
        maxLength={500}
      />
      <SelectField
        {...field('parent_id', 'parent')}
        description={hasChildren ? t('navigation.fields.parentLocked') : undefined}
        disabled={hasChildren}
        options={[
          { value: TOP_LEVEL, label: t('navigation.fields.parentNone') },
          ...parents.map((p) => ({ value: p.id, label: translate(p.label, language) })),
        ]}
      />
      <PublishField control={form.control} />
    </ResourceSheet>
  )
}
