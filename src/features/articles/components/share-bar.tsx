import { useTranslation } from 'react-i18next'

import { island } from '@/app/island'
import { buttonVariants } from '@/components/ui/button'
import { languageUrl, urlLanguage } from '@/features/site/lib/seo'
import { usePageUrl } from '@/lib/page-url'

import { SHARE_NETWORKS, shareLinks } from '../lib/share-links'
import { CopyLinkButton } from './copy-link-button'

const CopyLinkIsland = island('copy-link', CopyLinkButton)

/** Visible names of the networks (brands: the same in both languages). */
const NETWORK_NAMES = { whatsapp: 'WhatsApp', facebook: 'Facebook', linkedin: 'LinkedIn', x: 'X' }

/**
 * Share links under an article: each network's own share page in a new tab (no third-party
 * script, frame or image), and a copy-link button where the script runs. They share the page's
 * canonical address, as its `<link rel="canonical">` and `og:url` give it.
 */
export function ShareBar({ title }: { title: string }) {
  const { t } = useTranslation('public')
  const pageUrl = usePageUrl()
  const url = languageUrl(pageUrl, urlLanguage(pageUrl))
  const links = shareLinks(title, url)
  return (
    <section aria-labelledby="share-title" className="mt-10 border-t pt-6">
      <h2 id="share-title" className="text-sm font-semibold">
        {t('news.share.label')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <a
            key={network}
            href={links[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`news.share.${network}`)} ${t('news.share.newTab')}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {NETWORK_NAMES[network]}
          </a>
        ))}
        <CopyLinkIsland url={url} />
      </div>
    </section>
  )
}
