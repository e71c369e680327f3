import { useMutation, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { CASE_NOTE_KEY, type CaseType } from '../schemas'
import { caseRowsQueryOptions } from './case-rows'

/** The private bucket of the files visitors attached (20261130120000_case_attachments.sql). */
const BUCKET = 'case-attachments'

export interface CaseAttachment {
  id: string
  object_path: string
  file_name: string
  mime_type: string
  size_bytes: number
}

/** A case's attachments (public.case_attachments: read by exactly those who read the case). */
const caseAttachmentsQueryOptions = (type: CaseType, id: string) =>
  caseRowsQueryOptions<CaseAttachment>(type, id, 'attachments', (signal) =>
    supabase
      .from('case_attachments')
      .select('id, object_path, file_name, mime_type, size_bytes')
      .eq(CASE_NOTE_KEY[type], id)
      .order('created_at')
      .order('object_path')
      .abortSignal(signal),
  )

export const useCaseAttachmentsQuery = (type: CaseType, id: string) =>
  useQuery(caseAttachmentsQueryOptions(type, id))

/**
 * Downloads an attachment as the signed-in staff member (the bucket's select policy decides)
 * and saves it under its original name: the bytes never get a URL anyone else could open.
 */
export async function downloadCaseAttachment(attachment: CaseAttachment): Promise<void> {
  const { data, error } = await supabase.storage.from(BUCKET).download(attachment.object_path)
  if (error) throw error
  const url = URL.createObjectURL(data)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = attachment.file_name
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  }
}

export const useDownloadCaseAttachment = () => useMutation({ mutationFn: downloadCaseAttachment })
