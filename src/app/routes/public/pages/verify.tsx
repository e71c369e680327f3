import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { island } from '@/app/island'
import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { certificateByNumberQuery } from '@/features/register/api/public-register'
import { CertificateFacts } from '@/features/register/components/certificate-facts'
import { CertificatePublicHistory } from '@/features/register/components/certificate-public-history'
import { CertificateQr } from '@/features/register/components/certificate-qr'
import { CopyBadgeCodeButton } from '@/features/register/components/copy-badge-code-button'
import { LpjkLink } from '@/features/register/components/lpjk-link'
import { ProofDownload } from '@/features/register/components/proof-download'
import { TenderFitCheck, tenderFitQueries } from '@/features/register/components/tender-fit-check'
import { WatchForm } from '@/features/register/components/watch-form'
import { BADGE_HEIGHT, BADGE_WIDTH } from '@/features/register/lib/badge'
import { formatCheckTime, formatDay } from '@/features/register/lib/format'
import type { VerifiedCertificate } from '@/features/register/types'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta, useSiteName } from '@/features/site/components/page-meta'
import { currentLanguage } from '@/lib/i18n'
import type { PageQueries } from '@/lib/page-queries'
import { usePageUrl } from '@/lib/page-url'

/** The number as the page reads it from its address. */
const numberOf = (value: string | undefined) => (value ?? '').trim().slice(0, 80)

export const queries: PageQueries = ({ params, search }) => [
  certificateByNumberQuery(numberOf(params.number)),
  // The tender-fit check (?kode=…&kualifikasi=…&tanggal=…): TenderFitCheck below.
  ...tenderFitQueries(numberOf(params.number), search),
]

const CopyBadgeCodeIsland = island('copy-badge-code', CopyBadgeCodeButton)
const WatchIsland = island('watch-form', WatchForm)

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!)

/** Whether and when LPJK recorded the SBU in its national register. */
function LpjkRecording({ certificate }: { certificate: VerifiedCertificate }) {
  const { t, i18n } = useTranslation('public')
  if (certificate.lpjk_recorded_on)
    return (
      <p className="text-sm" data-testid="lpjk-recording">
        {t('register.verify.lpjkRecorded', {
          date: formatDay(certificate.lpjk_recorded_on, currentLanguage(i18n)),
        })}
      </p>
    )
  return (
    <div
      className="rounded-md border-l-4 border-amber-500 bg-muted/60 px-4 py-3 text-sm"
      data-testid="lpjk-recording"
    >
      <p className="font-semibold">{t('register.verify.lpjkAwaiting')}</p>
      <p className="mt-1 text-muted-foreground">{t('register.verify.lpjkAwaitingWhy')}</p>
    </div>
  )
}

/** The live badge for the company's own website: a preview and its embed code to copy. */
function BadgeSnippet({ pageUrl, number }: { pageUrl: string; number: string }) {
  const { t, i18n } = useTranslation('public')
  const siteName = useSiteName()
  const language = currentLanguage(i18n)
  const badgeUrl = `${pageUrl}/badge.svg${language === 'id' ? '' : `?lng=${language}`}`
  const alt = t('register.verify.badgeAlt', { number, siteName })
  const code = `<a href="${escapeAttribute(pageUrl)}"><img src="${escapeAttribute(badgeUrl)}" alt="${escapeAttribute(alt)}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}"></a>`
  return (
    <section aria-labelledby="verify-badge" className="space-y-3" data-testid="verify-badge">
      <h2 id="verify-badge" className="text-xl font-semibold">
        {t('register.verify.badgeTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('register.verify.badgeIntro')}</p>
      <figure className="space-y-1">
        <img src={badgeUrl} alt={alt} width={BADGE_WIDTH} height={BADGE_HEIGHT} loading="lazy" />
        <figcaption className="text-xs text-muted-foreground">
          {t('register.verify.badgePreview')}
        </figcaption>
      </figure>
      <label htmlFor="verify-badge-code" className="block text-sm font-medium">
        {t('register.verify.badgeCode')}
      </label>
      <textarea
        id="verify-badge-code"
        readOnly
        rows={4}
        value={code}
        className="w-full resize-none rounded-md border bg-background p-3 font-mono text-xs"
        data-testid="verify-badge-code"
      />
      <div className="flex flex-wrap items-center gap-2">
        <CopyBadgeCodeIsland code={code} />
      </div>
    </section>
  )
}

/** Stands for the number in the translated title, to wrap the number in its own element. */
const MARK = '\u0001'

/** The page title with the certificate number on one line: a phone breaks it after a hyphen. */
function VerifyTitle({ text, number }: { text: string; number: string }) {
  const [before = '', after = ''] = text.split(MARK)
  return (
    <>
      {before}
      {/* Scaled down with the phone's width so that the whole number fits on its line. */}
      <span
        className="whitespace-nowrap text-[length:clamp(1.25rem,6.5vw,1.875rem)] sm:text-4xl"
        data-testid="verify-number"
      >
        {number}
      </span>
      {after}
    </>
  )
}

/**
 * /verifikasi/<number>: the page a printed certificate's QR code opens. Server-rendered, with
 * the check time and a QR code of this page's address; an unknown number answers 404.
 */
export function Component() {
  const { t, i18n } = useTranslation('public')
  const siteName = useSiteName()
  const number = numberOf(useParams().number)
  const url = usePageUrl()
  const { data, isPending, error } = useQuery(certificateByNumberQuery(number))
  const pageUrl = `${url.origin}${publicRoutes.verify(data?.number ?? number)}`

  if (isPending || error) {
    return (
      <div className="container max-w-3xl py-14">
        <p role={error ? 'alert' : 'status'}>
          {error ? t('register.error') : t('register.loading')}
        </p>
      </div>
    )
  }
  if (!data) {
    return (
      <>
        <PageMeta title={t('register.verify.notFoundTitle')} noIndex />
        <PageHeader
          title={t('register.verify.notFoundTitle')}
          description={t('register.verify.notFound', { number })}
        />
        <div className="container max-w-3xl space-y-6 py-10 sm:py-14">
          <p>{t('register.verify.notFoundHint')}</p>
          <Button asChild>
            <a href={`${publicRoutes.certificateCheck}?q=${encodeURIComponent(number)}`}>
              {t('register.verify.searchAgain')}
            </a>
          </Button>
          <LpjkLink />
        </div>
      </>
    )
  }
  const checkedAt = formatCheckTime(new Date(), currentLanguage(i18n))
  return (
    <>
      <PageMeta
        title={t('register.verify.title', { number: data.number })}
        description={t('register.verify.metaDescription', { number: data.number, siteName })}
      />
      <PageHeader
        title={
          <VerifyTitle text={t('register.verify.title', { number: MARK })} number={data.number} />
        }
      />
      <div className="container max-w-4xl py-10 sm:py-14">
        <div className="grid gap-8 md:grid-cols-[1fr_auto]">
          <div className="space-y-4">
            <CertificateFacts certificate={data} />
            <p className="text-sm text-muted-foreground" data-testid="checked-at">
              {t('register.verify.checkedAt', { time: checkedAt, siteName })}
            </p>
            <LpjkRecording certificate={data} />
            <LpjkLink />
          </div>
          <figure className="flex flex-col items-center gap-2 self-start rounded-xl border bg-card p-4">
            <CertificateQr value={pageUrl} label={t('register.verify.qrLabel')} />
            <figcaption className="max-w-44 text-center text-xs text-muted-foreground">
              {t('register.verify.qrCaption')}
            </figcaption>
          </figure>
        </div>
        <div className="mt-10 space-y-10">
          <TenderFitCheck number={number} />
          <CertificatePublicHistory history={data.history} />
          {/* alerts on changes, double opt-in */}
          <WatchIsland
            number={data.number}
            company={`${data.company.legal_form} ${data.company.name}`}
          />
          {/* signed proof of this check (ADR 029) */}
          <ProofDownload pageUrl={pageUrl} />
          <BadgeSnippet pageUrl={pageUrl} number={data.number} />
        </div>
      </div>
    </>
  )
}
