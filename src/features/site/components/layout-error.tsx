import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { toast } from '@/lib/toast'

/**
 * docs/product.md#toasts: a failed layout load (settings and navigation) toasts 'Gagal Memuat
 * Data'; the page carries on empty. Rendered (as an island) only when the load failed.
 */
export function LayoutError() {
  const { t } = useTranslation('public')
  useEffect(() => {
    void toast.error(t('layout.errors.loadFailedTitle'), t('layout.errors.loadFailedText'))
  }, [t])
  return null
}
