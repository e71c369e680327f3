import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { CertificateSearchForm } from './certificate-search-form'

/** The home page's compact "Cek SBU" box: submits to /layanan/cek-sbu. */
export function HomeCertificateCheck() {
  const { t } = useTranslation('public')
  return (
    <section aria-labelledby="home-check-title" className="container -mt-2 py-8 sm:py-10">
      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex items-start gap-3 lg:w-2/5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-primary" />
          <div>
            <h2 id="home-check-title" className="text-lg font-semibold">
              {t('register.homeTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('register.homeText')}</p>
          </div>
        </div>
        <div className="lg:flex-1">
          <CertificateSearchForm compact />
        </div>
      </div>
    </section>
  )
}
