import { describe, expect, it } from 'vitest'

import {
  markReadChange,
  markRepliedChange,
  messageNoteSchema,
  messageReplySchema,
  type MessageRow,
} from './schemas'

const row = (status: string) => ({ status }) as MessageRow

describe('contact message workflow', () => {
  it('opening marks read only a new message, and records who read it', () => {
    expect(markReadChange(row('baru'), 'u1')).toEqual({ status: 'dibaca', handled_by: 'u1' })
    expect(markReadChange(row('dibaca'), 'u1')).toBeNull()
    expect(markReadChange(row('dibalas'), 'u1')).toBeNull()
  })

  it('marking replied needs a note', () => {
    const empty = messageNoteSchema.safeParse({ notes: '   ' })
    expect(empty.error?.issues[0]?.message).toBe('messages.notesRequired')
    expect(markRepliedChange({ notes: ' Dijawab via email. ' }, 'u2')).toEqual({
      status: 'dibalas',
      notes: 'Dijawab via email.',
      handled_by: 'u2',
    })
  })

  it('a reply needs text, at most 5000 characters (as the database checks)', () => {
    expect(messageReplySchema.safeParse({ body: '  ' }).error?.issues[0]?.message).toBe(
      'messages.replyRequired',
    )
    expect(messageReplySchema.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false)
    expect(messageReplySchema.safeParse({ body: 'Terima kasih.' }).success).toBe(true)
  })
})
