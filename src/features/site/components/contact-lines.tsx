import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { telHref } from '@/lib/tel'
import { useTranslate } from '@/lib/translate'
import { cn } from '@/lib/utils'
import type { PublicLayout } from '@/types/database'

type Field = 'address' | 'phone' | 'email' | 'workHours'

/**
 * Where the lines stand: the help card beside a text page (list items, the links' icons in the
 * primary colour, the hours muted) or the footer's contact column (inside its `<address>`, with
 * the address first; each icon level with the first line of a text that may wrap). Each names its
 * field for screen readers in its own words (the card says "Jam layanan", the footer "Jam kerja").
 */
const PLACES = {
  card: {
    Row: 'li',
    fields: ['phone', 'email', 'workHours'],
    row: 'flex items-center gap-2',
    icon: 'size-4 shrink-0',
    linkIcon: 'text-primary',
    textRow: 'text-muted-foreground',
    label: (field: Field) => `contact.${field}` as const,
  },
  footer: {
    Row: 'p',
    fields: ['address', 'phone', 'email', 'workHours'],
    row: 'flex gap-2',
    icon: 'mt-0.5 size-4 shrink-0',
    linkIcon: '',
    textRow: '',
    label: (field: Field) => `layout.footer.${field}` as const,
  },
} as const

const ICONS: Record<Field, LucideIcon> = {
  address: MapPin,
  phone: Phone,
  email: Mail,
  workHours: Clock,
}

/**
 * The body's contact details from the site settings, one line each that has a value: an icon,
 * the field's name for screen readers, and the value (phone and email as links).
 */
export function ContactLines({
  settings,
  place,
  linkClassName,
}: {
  settings: PublicLayout['settings'] | null | undefined
  place: keyof typeof PLACES
  linkClassName: string
}) {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  const style = PLACES[place]
  const { Row } = style
  const phone = settings?.phone
  const email = settings?.email
  const values: Record<Field, { text: string; href?: string; className?: string }> = {
    address: { text: settings?.address ?? '' },
    phone: { text: phone ?? '', href: phone ? telHref(phone) : undefined },
    email: {
      text: email ?? '',
      href: email ? `mailto:${email}` : undefined,
      className: 'break-all',
    },
    workHours: { text: tr(settings?.work_hours) },
  }
  return style.fields.map((field) => {
    const { text, href, className } = values[field]
    if (!text) return null
    const Icon = ICONS[field]
    const content = (
      <>
        <span className="sr-only">{t(style.label(field))}: </span>
        {text}
      </>
    )
    return (
      <Row key={field} className={cn(style.row, !href && style.textRow)}>
        <Icon aria-hidden="true" className={cn(style.icon, href && style.linkIcon)} />
        {href ? (
          <a href={href} className={cn(linkClassName, className)}>
            {content}
          </a>
        ) : (
          <span>{content}</span>
        )}
      </Row>
    )
  })
}
