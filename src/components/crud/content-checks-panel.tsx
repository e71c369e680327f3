import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'

import type { ContentProblem } from '@/lib/resource/content-checks'
import type { AdminKey } from '@/lib/resource/resource'
import { cn } from '@/lib/utils'

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * The content checks' answer at the last save (docs/decisions/033): blocking problems first
 * (they stop a save that publishes), then warnings; each names the field, its language and what
 * it is about. Nothing before the first save; "no problems" after a clean one. Focused when it
 * stops a save, so a screen reader reads why.
 */
export function ContentChecksPanel({
  problems,
  blocked,
  section,
  ref,
}: {
  problems: ContentProblem[] | null
  /** The last save stopped here (a blocking problem in an item being published). */
  blocked: boolean
  /** The resource's `admin.json` section, for the fields' labels. */
  section: string
  ref?: Ref<HTMLElement>
}) {
  const { t, i18n } = useTranslation('admin')
  if (problems === null) return null
  const fieldLabel = (field: string) => {
    const key = `${section}.fields.${camelCase(field)}`
    return i18n.exists(key, { ns: 'admin' }) ? t(key as AdminKey) : field
  }
  const sorted = [...problems].sort((a, b) => Number(b.blocking) - Number(a.blocking))
  const blocking = problems.filter((p) => p.blocking).length
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="content-checks-title"
      data-testid="content-checks"
      className={cn(
        'rounded-md border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        blocked ? 'border-destructive' : 'border-border',
      )}
    >
      <h2 id="content-checks-title" className="text-sm font-semibold">
        {t('links.checks.title')}
      </h2>
      {problems.length === 0 ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <CircleCheck aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
          {t('links.checks.none')}
        </p>
      ) : (
        <>
          <p role={blocked ? 'alert' : 'status'} className="mt-1 text-sm">
            {blocked
              ? t('links.checks.blocked', { count: blocking })
              : t('links.checks.summary', {
                  blocking,
                  warnings: problems.length - blocking,
                })}
          </p>
          <ul className="mt-3 grid gap-2">
            {sorted.map((p, index) => (
              <li
                key={`${p.rule}-${p.field}-${p.language}-${index}`}
                className="flex gap-2 text-sm"
              >
                {p.blocking ? (
                  <CircleAlert
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-destructive"
                  />
                ) : (
                  <TriangleAlert
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300"
                  />
                )}
                <span className="min-w-0">
                  <span className="font-medium">
                    {p.blocking ? t('links.checks.blocking') : t('links.checks.warning')}:{' '}
                  </span>
                  {t(`links.checks.rules.${p.rule}` as AdminKey, {
                    subject: p.subject,
                    max: 60,
                  })}{' '}
                  <span className="text-muted-foreground">
                    ({fieldLabel(p.field)}, {p.language.toUpperCase()})
                  </span>
                  {p.subject && p.rule !== 'headingSkip' && p.rule !== 'titleLength' ? (
                    <code className="ml-1 break-all rounded bg-muted px-1 text-xs">
                      {p.subject}
                    </code>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
