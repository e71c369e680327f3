import { useTranslation } from 'react-i18next'

import { type SubmissionValues, useSubmitMutation } from '../api/submit'
import { uploadAttachments } from '../api/upload-attachments'
import type { SubmissionKind } from '../limits'
import type { Posted } from '../posted'
import { type FieldSpec, SubmissionForm } from './submission-form'

/** The kind's zod schema, loaded on first focus or validation (`lazyZodResolver`). */
const schemaLoader = (kind: SubmissionKind) => () =>
  import('../schemas').then((m) => m[`${kind}Schema`])

/**
 * A public form of one kind (/keluhan, /banding, /profil/kontak): its title, button and success
 * text come from the kind's `public` strings, and it is sent through `submit_<kind>`.
 */
export function KindForm<K extends SubmissionKind>({
  kind,
  fields,
  nextSteps,
  posted,
  attachments = false,
}: {
  kind: K
  fields: FieldSpec[]
  nextSteps: string[]
  posted?: Posted
  /** Files may be attached (complaints and appeals). */
  attachments?: boolean
}) {
  const { t } = useTranslation('public')
  const mutation = useSubmitMutation(kind)
  return (
    <SubmissionForm
      id={kind}
      title={t(`${kind}.formTitle`)}
      loadSchema={schemaLoader(kind)}
      fields={fields}
      submitLabel={t(`${kind}.submit`)}
      submit={(values) => mutation.mutateAsync(values as SubmissionValues[K])}
      successTitle={t(`${kind}.successTitle`)}
      nextSteps={nextSteps}
      posted={posted}
      uploadAttachments={attachments ? uploadAttachments : undefined}
    />
  )
}
