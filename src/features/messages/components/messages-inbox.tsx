import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { StatusCountFilter, statusCountItems } from '@/components/crud/status-count-filter'
import { currentLanguage } from '@/lib/i18n'
import { ConflictError, useErrorText } from '@/lib/resource/db-errors'
import { useListParams } from '@/lib/resource/list-params'
import { toast } from '@/lib/toast'

import { useMessagesDeleteMutation } from '../api/delete-messages'
import { useMessageCountsQuery } from '../api/get-message-counts'
import { getMessages, useMessagesQuery } from '../api/list-messages'
import { useMessageUpdateMutation } from '../api/update-message'
import { markReadChange, MESSAGE_STATUSES, type MessageRow } from '../schemas'
import { messageColumns, messageCsvColumns } from './message-columns'
import { MessageSheet } from './message-sheet'

/**
 * `/admin/messages` (Pesan Masuk): contact messages, newest first. Opening an unread one marks
 * it read; the sheet shows the thread of replies and sends new ones by email (a mailto link
 * too), and "mark replied" with a note.
 */
export function MessagesInbox({ staffId, canDelete }: { staffId: string; canDelete: boolean }) {
  const { t, i18n } = useTranslation('admin')
  const describe = useErrorText()
  const language = currentLanguage(i18n)
  const [params, setParams] = useListParams(['status'])
  const query = useMessagesQuery(params)
  const counts = useMessageCountsQuery()
  const update = useMessageUpdateMutation()
  const remove = useMessagesDeleteMutation()
  // A snapshot: the open message stays open even when a filter no longer lists it.
  const [open, setOpen] = useState<MessageRow | null>(null)
  const entity = t('messages.entity')

  const openMessage = (row: MessageRow) => {
    setOpen(row)
    const change = markReadChange(row, staffId)
    if (!change) return
    update.mutate(
      { row, values: change },
      {
        onSuccess: (updated) => {
          setOpen((current) => (current?.id === updated.id ? updated : current))
          void toast.success(t('messages.markedRead'))
        },
        onError: (error) => {
          // Someone else opened it first: nothing to do but show the latest version.
          if (!(error instanceof ConflictError)) {
            void toast.error(
              t('crud.notifications.saveFailed', { entity }),
              describe(error).message,
            )
          }
        },
      },
    )
  }

  const reload = async () => {
    const result = await query.refetch()
    setOpen((current) => result.data?.rows.find((r) => r.id === current?.id) ?? current)
  }

  return (
    <CrudPage title={t('messages.title')} description={t('messages.description')}>
      <StatusCountFilter
        label={t('cases.statusFilter')}
        value={params.filters.status ?? null}
        onChange={(value) => setParams({ filters: { status: value } })}
        items={statusCountItems(MESSAGE_STATUSES, counts.data, {
          all: t('cases.allStatuses'),
          label: (status) => t(`messages.status.${status}`),
          attention: 'baru',
        })}
      />
      {/* min-w-0: the page grid must not grow to the table's width on a phone (it scrolls). */}
      <div className="min-w-0">
        <DataTable
          entity={entity}
          label={t('messages.title')}
          columns={messageColumns(t, {
            entity,
            language,
            onOpen: openMessage,
            onDelete: canDelete ? (row) => remove.mutateAsync([row.id]) : undefined,
          })}
          query={query}
          params={params}
          setParams={setParams}
          getRowId={(row) => row.id}
          getRowName={(row) => row.reference}
          onDelete={canDelete ? (ids) => remove.mutateAsync(ids) : undefined}
          csv={{
            filename: 'pesan-masuk',
            fetchAll: () => getMessages(params, undefined, true).then((r) => r.rows),
            columns: messageCsvColumns(t),
          }}
        />
      </div>
      {open ? (
        <MessageSheet
          key={open.id}
          row={open}
          staffId={staffId}
          onClose={() => setOpen(null)}
          onSaved={(row) => {
            setOpen(row)
          }}
          onReload={reload}
        />
      ) : null}
    </CrudPage>
  )
}
