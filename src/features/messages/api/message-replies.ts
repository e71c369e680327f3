import { queryOptions, useQuery } from '@tanstack/react-query'

import { sharedKeys } from '@/lib/query-keys'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import type { MessageRow } from '../schemas'
import { messageKeys } from './keys'

const repliesKey = (messageId: string) => [...messageKeys.all, 'replies', messageId] as const

/** A message's thread: the replies sent from the message view, oldest first. */
export const messageRepliesQuery = (messageId: string) =>
  queryOptions({
    queryKey: repliesKey(messageId),
    queryFn: async ({ signal }) => {
      const { data, error } = await supabase
        .from('contact_message_replies')
        .select('*')
        .eq('message_id', messageId)
        .order('created_at')
        .abortSignal(signal)
      if (error) throw error
      return data
    },
  })

export const useMessageRepliesQuery = (messageId: string) =>
  useQuery(messageRepliesQuery(messageId))

/**
 * Sends a reply (reply_to_message: kept in the thread, queued as an email, the message marked
 * replied) and reads the message back, whose status and version changed with it.
 */
export async function sendMessageReply({
  messageId,
  body,
}: {
  messageId: string
  body: string
}): Promise<MessageRow> {
  const { error } = await supabase.rpc('reply_to_message', { message_id: messageId, body })
  if (error) throw error
  const { data, error: readError } = await supabase
    .from('contact_submissions')
    .select('*')
    .eq('id', messageId)
    .single()
  if (readError) throw readError
  return data
}

export const useSendMessageReplyMutation = () =>
  useCrudMutation(sendMessageReply, [
    messageKeys.all,
    sharedKeys.dashboardCounts,
    sharedKeys.recentActivity,
  ])
