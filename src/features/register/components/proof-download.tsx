import { useTranslation } from 'react-i18next'

import { PROOF_CHECK_PATH } from '@/features/register/lib/proof-types'
import { currentLanguage } from '@/lib/i18n'

/**
 * "Unduh bukti pemeriksaan": links to the signed proofs of this check (ADR 029), a PDF in the
 * page's language and the same facts as JSON. Plain links: they work without JavaScript.
 */
export function ProofDownload({ pageUrl }: { pageUrl: string }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const path = new URL(pageUrl).pathname
  const lng = language === 'id' ? '' : `?lng=${language}`
  return (
    <section aria-labelledby="verify-proof" className="space-y-3" data-testid="verify-proof">
      <h2 id="verify-proof" className="text-xl font-semibold">
        {t('register.proof.download.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('register.proof.download.intro')}</p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <a
            className="inline-flex items-center rounded-md border px-4 py-2 text-sm font-medium underline-offset-4 hover:underline"
            href={`${path}/bukti.pdf${lng}`}
            download
            data-testid="proof-pdf"
          >
            {t('register.proof.download.pdf')}
          </a>
        </li>
        <li>
          <a
            className="inline-flex items-center rounded-md border px-4 py-2 text-sm font-medium underline-offset-4 hover:underline"
            href={`${path}/bukti.json${lng}`}
            download
            data-testid="proof-json"
          >
            {t('register.proof.download.json')}
          </a>
        </li>
      </ul>
      <p className="text-sm">
        <a className="underline underline-offset-4" href={`${PROOF_CHECK_PATH}${lng}`}>
          {t('register.proof.download.checkLink')}
        </a>
      </p>
    </section>
  )
}
