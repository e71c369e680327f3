import { Award, Timer, UserCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { SectionHeading } from '@/components/section-heading'

const CARDS = [
  { key: 'fast', Icon: Timer },
  { key: 'assessors', Icon: UserCheck },
  { key: 'accredited', Icon: Award },
] as const

/** 'Why choose us': three cards (docs/product.md#home). */
export function WhyUs() {
  const { t } = useTranslation('public')
  return (
    <section aria-labelledby="why-us-title" className="py-20 sm:py-24">
      <div className="container">
        <SectionHeading
          id="why-us-title"
          eyebrow={t('home.whyUs.eyebrow')}
          title={t('home.whyUs.title')}
          subtitle={t('home.whyUs.subtitle')}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {CARDS.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-xl border bg-card p-8 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold">{t(`home.whyUs.${key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                {t(`home.whyUs.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
