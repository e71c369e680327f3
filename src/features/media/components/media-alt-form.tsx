import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaThumb } from '@/components/crud/media-thumb'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { MediaFile } from '@/lib/resource/media-library'

import { mediaResource } from '../media-resource'
import { MediaUses } from './media-uses'

/**
 * A file's alt text (Indonesian and English), in the kit's sheet: saved only if nobody changed
 * it meanwhile. It is the one alt text of the image: the database copies it into
 * every alt field that shows the file (news covers, slides), listed under "Used in" here, and
 * alt text typed in those fields comes back here (migration 20261130130000).
 */
export function MediaAltForm({
  row,
  onClose,
  onReload,
}: {
  row: MediaFile
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(mediaResource, { row, onSaved: onClose, onReload })
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <div className="grid gap-2">
        <MediaThumb file={row} className="max-h-48" />
        <p className="truncate text-sm font-medium" title={row.name}>
          {row.name}
        </p>
      </div>
      <BilingualField
        {...state.field('alt')}
        kind="textarea"
        required={false}
        maxLength={300}
        description={t('media.fields.altHint')}
      />
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{t('media.fields.usedIn')}</p>
        <MediaUses uses={row.uses} />
      </div>
    </ResourceSheet>
  )
}
