import type { TFunction } from 'i18next'

import type { SubmissionKind } from '../limits'

/**
 * "What happens next" after a submission, as this server really does it (docs/decisions/013,
 * 022): the sentences about email from the system (acknowledgement, status reports, the formal
 * notice) only where the server sends mail; otherwise the status page is where answers appear.
 * A contact message is answered by a person from the staff's own mailbox either way.
 */
export function nextSteps(kind: SubmissionKind, t: TFunction<'public'>, mail: boolean): string[] {
  switch (kind) {
    case 'complaint':
      return [
        t('complaint.next1'),
        mail ? t('complaint.next2Mail') : t('complaint.next2NoMail'),
        t('complaint.next3'),
      ]
    case 'appeal':
      return [
        t('appeal.next1'),
        t('appeal.next2'),
        mail ? t('appeal.next3Mail') : t('appeal.next3NoMail'),
      ]
    case 'contact':
      return [t('contact.next1'), t('contact.next2')]
  }
}
