import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import type { MediaUse } from '@/lib/resource/media-library'

import { usageHref } from '../lib/media-uses'

/** Where a file is used: "Artikel: Judul" per use, linked to where it is edited. */
export function MediaUses({ uses }: { uses: readonly MediaUse[] }) {
  const { t } = useTranslation('admin')
  if (uses.length === 0) return <span>{t('media.unused')}</span>
  return (
    <ul className="space-y-0.5">
      {uses.map((use) => {
        const href = usageHref(use)
        const text = `${t(`auditLog.tables.${use.table}` as 'auditLog.tables.articles', {
          defaultValue: use.table,
        })}: ${use.title ?? use.id}`
        return (
          <li key={`${use.table}-${use.id}-${use.column}`} className="break-words">
            {href ? (
              <Link to={href} className="text-primary underline-offset-4 hover:underline">
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        )
      })}
    </ul>
  )
}
