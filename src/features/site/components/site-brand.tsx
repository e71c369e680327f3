import { useTranslation } from 'react-i18next'

import { ResponsiveImage } from '@/components/responsive-image'
import { publicRoutes } from '@/config/routes'
import { fixedWidth } from '@/lib/image-url'
import { cn } from '@/lib/utils'

/** Logo and site name, linking home. The logo box is fixed-size so nothing shifts on load. */
export function SiteBrand({
  siteName,
  logoUrl,
  className,
}: {
  siteName: string
  logoUrl: string | null | undefined
  className?: string
}) {
  const { t } = useTranslation('public')
  return (
    <a
      href={publicRoutes.home}
      aria-label={t('layout.homeLink', { siteName })}
      className={cn(
        'flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-primary/10">
        {logoUrl ? (
          <ResponsiveImage
            src={logoUrl}
            {...fixedWidth(40)}
            loading="eager"
            // Small and never the page's largest: it yields to the image that is (018).
            fetchPriority="low"
            alt=""
            width={40}
            height={40}
            className="size-10 object-contain"
          />
        ) : null}
      </span>
      {/* On a phone the name wraps to two lines rather than being cut ("LSBU Karya Ma…"). */}
      <span className="line-clamp-2 text-balance text-sm font-bold leading-tight tracking-tight md:truncate md:text-lg">
        {siteName}
      </span>
    </a>
  )
}
