import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { ResourceTable } from '@/components/crud/resource-screen'
import { OutboxDetail } from '@/features/outbox/components/outbox-detail'
import { outboxResource } from '@/features/outbox/outbox-resource'
import { getRuntimeEnv } from '@/lib/env'

/** /admin/kotak-keluar: every email, its state, and what to do with one that did not go out. */
export function Component() {
  const { t } = useTranslation('admin')
  const mail = getRuntimeEnv().mail
  return (
    <CrudPage title={t('outbox.title')} description={t('outbox.description')}>
      <p role="note" className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {mail ? t('outbox.mailOn') : t('outbox.mailOff')}
      </p>
      <div className="min-w-0">
        <ResourceTable resource={outboxResource} detail={OutboxDetail} />
      </div>
    </CrudPage>
  )
}
