import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { LANGUAGE_QUERY_PARAM } from '@/config/constants'
import {
  FILE_INPUT_CLASS,
  HintedField,
  PostedForm,
  withLanguage,
} from '@/features/register/components/plain-form'
import { ProofCheckResult } from '@/features/register/components/proof-check-result'
import { ProofContext } from '@/features/register/components/proof-context'
import { PROOF_CHECK_PATH, PROOF_KEY_PATH } from '@/features/register/lib/proof-types'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'

/**
 * /verifikasi/bukti: a visitor uploads a signed proof of a check (PDF or JSON) and learns
 * whether this site issued it unchanged, and what it proves (ADR 029). A plain multipart form
 * posted to this page: the server checks the file (src/entry-server.tsx `submit`) and renders
 * the answer here, with or without JavaScript.
 */
export function Component() {
  const { t } = useTranslation('public')
  const { check } = useContext(ProofContext)
  const [params] = useSearchParams()
  const lng = params.get(LANGUAGE_QUERY_PARAM)
  const action = withLanguage(PROOF_CHECK_PATH, lng)
  return (
    <>
      <PageMeta
        title={t('register.proof.check.title')}
        description={t('register.proof.check.metaDescription')}
        noIndex
      />
      <PageHeader
        title={t('register.proof.check.title')}
        description={t('register.proof.check.intro')}
      />
      <div className="container max-w-3xl space-y-10 py-10 sm:py-14">
        {check && <ProofCheckResult check={check} />}
        <PostedForm action={action} className="space-y-4" testId="proof-check-form">
          <HintedField
            id="proof-file"
            label={t('register.proof.check.fileLabel')}
            hint={t('register.proof.check.fileHint')}
          >
            <input
              id="proof-file"
              name="attachments"
              type="file"
              required
              accept=".pdf,.json,application/pdf,application/json"
              aria-describedby="proof-file-hint"
              className={FILE_INPUT_CLASS}
            />
          </HintedField>
          <Button type="submit">{t('register.proof.check.submit')}</Button>
        </PostedForm>
        <p className="text-sm">
          <a className="underline underline-offset-4" href={withLanguage(PROOF_KEY_PATH, lng)}>
            {t('register.proof.check.keyLink')}
          </a>
        </p>
      </div>
    </>
  )
}
