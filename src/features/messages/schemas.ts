import { z } from 'zod'

import type { ContactStatus, Tables } from '@/types/database'

export type MessageRow = Tables<'contact_submissions'>

export const MESSAGE_STATUSES = [
  'baru',
  'dibaca',
  'dibalas',
] as const satisfies readonly ContactStatus[]

export function asMessageStatus(value: string): ContactStatus {
  return (MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as ContactStatus) : 'baru'
}

/** The reply note; marking a message replied needs one (messages are i18n keys). */
export const messageNoteSchema = z.object({
  notes: z
    .string()
    .max(5000, 'crud.validation.tooLong:5000')
    .refine((value) => value.trim() !== '', 'messages.notesRequired'),
})

export type MessageNoteValues = z.infer<typeof messageNoteSchema>

/** What opening a message writes: read (only when it was new), and who read it. */
export function markReadChange(row: MessageRow, staffId: string) {
  return row.status === 'baru' ? { status: 'dibaca' as const, handled_by: staffId } : null
}

/** What "mark replied" writes. */
export function markRepliedChange(values: MessageNoteValues, staffId: string) {
  return { status: 'dibalas' as const, notes: values.notes.trim(), handled_by: staffId }
}

/** A reply sent by email from the message view (the database checks 1–5000 characters too). */
export const messageReplySchema = z.object({
  body: z
    .string()
    .max(5000, 'crud.validation.tooLong:5000')
    .refine((value) => value.trim() !== '', 'messages.replyRequired'),
})

export type MessageReplyValues = z.infer<typeof messageReplySchema>
