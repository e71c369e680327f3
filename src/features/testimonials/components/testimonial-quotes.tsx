import { Quote } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { ResponsiveImage } from '@/components/responsive-image'
import { SectionHeading } from '@/components/section-heading'
import { currentLanguage } from '@/lib/i18n'
import { fixedWidth } from '@/lib/image-url'
import { publicCollection } from '@/lib/public-collection'
import { translate } from '@/lib/translate'

/** Published testimonials in sort_order. */
export const {
  queryOptions: publishedTestimonialsQueryOptions,
  useRows: usePublishedTestimonials,
} = publicCollection('testimonials', (client) =>
  client
    .from('testimonials')
    .select('id, company, person_name, person_role, quote, photo_url, sort_order')
    .eq('is_published', true)
    .order('sort_order'),
)

/**
 * What clients say (home page, and below the clients page's grid with `inPage`: no container of
 * its own); nothing while none is published.
 */
export function TestimonialQuotes({ inPage = false }: { inPage?: boolean }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const { data } = usePublishedTestimonials()
  if (!data?.length) return null
  return (
    <section aria-labelledby="testimonials-title" className={inPage ? 'pt-16' : 'py-16 sm:py-20'}>
      <div className={inPage ? undefined : 'container'}>
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-primary/60" />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>{translate(item.quote, language)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t pt-4">
                  {item.photo_url ? (
                    <ResponsiveImage
                      src={item.photo_url}
                      {...fixedWidth(96)}
                      alt={t('testimonials.photoOf', { name: item.person_name })}
                      width={48}
                      height={48}
                      className="size-12 shrink-0 rounded-full bg-muted object-cover"
                    />
                  ) : null}
                  <span className="grid">
                    <span className="font-semibold">{item.person_name}</span>
                    <span className="text-sm text-muted-foreground">
                      {[translate(item.person_role, language), item.company]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
