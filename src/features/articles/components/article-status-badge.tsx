import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'

import type { ArticleDisplayStatus } from '../admin-schemas'

const VARIANT = { draft: 'secondary', published: 'default', scheduled: 'outline' } as const

/** Draf / Terbit / Terjadwal. */
export function ArticleStatusBadge({ status }: { status: ArticleDisplayStatus }) {
  const { t } = useTranslation('admin')
  return <Badge variant={VARIANT[status]}>{t(`crud.status.${status}`)}</Badge>
}
