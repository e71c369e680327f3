import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { MediaFile } from '@/lib/resource/media-library'

import { MediaUses } from './media-uses'

/** Why a file cannot be deleted: where it is used, each linked to where it is edited. */
export function MediaInUseDialog({
  file,
  onClose,
}: {
  file: MediaFile | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('media.inUse.title')}</DialogTitle>
          <DialogDescription>
            {t('media.inUse.description', { name: file?.name, count: file?.use_count ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        {file ? (
          <div className="text-sm">
            <MediaUses uses={file.uses} />
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('crud.actions.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
