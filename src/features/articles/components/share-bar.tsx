import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { buttonVariants } from '@/components/ui/button'

import { SHARE_NETWORKS, shareLinks } from '../lib/share-links'

/** Visible names of the networks (brands: the same in both languages). */
const NETWORK_NAMES = { whatsapp: 'WhatsApp', facebook: 'Facebook', linkedin: 'LinkedIn', x: 'X' }

/**
 * Share links under an article: each network's own share page in a new tab (no third-party
 * script, frame or image), then `copy` (the page's copy-link island, CopyLinkButton). `url` is
 * the page's canonical address, as its `<link rel="canonical">` and `og:url` give it.
 */
export function ShareBar({ title, url, copy }: { title: string; url: string; copy?: ReactNode }) {
  const { t } = useTranslation('public')
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
        {copy}
      </div>
    </section>
  )
}
