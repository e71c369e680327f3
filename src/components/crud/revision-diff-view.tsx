import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import type { AdminKey } from '@/lib/resource/resource'
import { type ChangeRow, diffRevisions } from '@/lib/resource/revision-diff'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { type DiffPart, diffText } from '@/lib/text-diff'
import { formatInZone } from '@/lib/time-zone'

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * A column's label on its screen: `<section>.fields.<camelCase>` (also without `_url` /
 * `_image_url`: `cover_image_url` → `cover`), else the schedule's and the column's own name.
 */
export function useFieldLabel(section: string): (field: string) => string {
  const { t, i18n } = useTranslation('admin')
  return (field) => {
    const stems = [field, field.replace(/_image_url$/, ''), field.replace(/_url$/, '')]
    const keys = [
      ...stems.map((stem) => `${section}.fields.${camelCase(stem)}`),
      `crud.schedule.${camelCase(field)}`,
    ]
    const key = keys.find((k) => i18n.exists(k, { ns: 'admin' }))
    return key ? t(key as AdminKey) : field.replaceAll('_', ' ')
  }
}

/** Runs of unchanged lines longer than this show their first and last line only. */
const CONTEXT_LINES = 3

function Parts({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation('admin')
  return parts.map((part, i) =>
    part.type === 'same' ? (
      <span key={i}>{part.text}</span>
    ) : part.type === 'removed' ? (
      <del
        key={i}
        className="rounded-sm bg-red-100 text-red-900 decoration-red-700 dark:bg-red-950 dark:text-red-100 dark:decoration-red-300"
      >
        <span className="sr-only">{`[${t('crud.revisions.removed')}: `}</span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    ) : (
      <ins
        key={i}
        className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100"
      >
        <span className="sr-only">{`[${t('crud.revisions.added')}: `}</span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    ),
  )
}

/** A long text's changes: changed paragraphs word by word, long unchanged runs folded. */
function TextDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('admin')
  const blocks = useMemo(() => diffText(before, after), [before, after])
  return (
    <div className="max-h-96 overflow-y-auto whitespace-pre-wrap break-words rounded-md border p-3 text-sm leading-relaxed">
      {blocks.map((block, i) => {
        if (block.type === 'change')
          return (
            <div key={i}>
              <Parts parts={block.parts} />
            </div>
          )
        const { lines } = block
        if (lines.length <= CONTEXT_LINES) return <div key={i}>{lines.join('\n')}</div>
        return (
          <div key={i}>
            {i > 0 ? <div>{lines[0]}</div> : null}
            <div className="my-1 text-xs italic text-muted-foreground">
              {t('crud.revisions.unchangedLines', { count: lines.length - (i > 0 ? 1 : 0) - 1 })}
            </div>
            <div>{lines.at(-1)}</div>
          </div>
        )
      })}
    </div>
  )
}

function Value({ row, value }: { row: ChangeRow; value: ChangeRow['before'] }) {
  const { t, i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  if (value === null || value === '')
    return <span className="italic text-muted-foreground">{t('crud.revisions.empty')}</span>
  if (row.kind === 'flag') return <>{value ? t('crud.revisions.yes') : t('crud.revisions.no')}</>
  if (row.kind === 'time')
    return <>{formatInZone(String(value), currentLanguage(i18n), timeZone)}</>
  if (row.kind === 'image')
    return (
      <span className="grid gap-1">
        <img
          src={String(value)}
          alt=""
          className="h-24 w-40 rounded border bg-muted object-cover"
          loading="lazy"
        />
        <span className="break-all font-mono text-xs text-muted-foreground">{String(value)}</span>
      </span>
    )
  return <span className="whitespace-pre-wrap break-words">{String(value)}</span>
}

/** One field's (or one language's) change: a text diff, or the value before and after. */
function Change({ row, first }: { row: ChangeRow; first: boolean }) {
  const { t } = useTranslation('admin')
  if (first) return <Value row={row} value={row.after} />
  if (row.kind === 'long')
    return <TextDiff before={String(row.before ?? '')} after={String(row.after ?? '')} />
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="grid content-start gap-1 rounded-md border border-dashed p-2">
        <dt className="text-xs font-medium text-muted-foreground">{t('crud.revisions.before')}</dt>
        <dd>
          <Value row={row} value={row.before} />
        </dd>
      </div>
      <div className="grid content-start gap-1 rounded-md border p-2">
        <dt className="text-xs font-medium text-muted-foreground">{t('crud.revisions.after')}</dt>
        <dd>
          <Value row={row} value={row.after} />
        </dd>
      </div>
    </dl>
  )
}

/**
 * What a version changed against the one before (`before`; null: the first kept version, shown
 * whole), per field and per language, labelled as on the item's screen (`section`).
 */
export function RevisionDiffView({
  before,
  after,
  section,
}: {
  before: Record<string, unknown> | null
  after: Record<string, unknown>
  section: string
}) {
  const { t } = useTranslation('admin')
  const label = useFieldLabel(section)
  const changes = useMemo(() => diffRevisions(before, after), [before, after])
  if (changes.length === 0)
    return <p className="text-sm text-muted-foreground">{t('crud.revisions.noChanges')}</p>
  return (
    <div className="grid gap-5">
      {changes.map((change) => (
        <section key={change.field} className="grid gap-2">
          <h3 className="text-sm font-semibold">{label(change.field)}</h3>
          {change.rows.map((row) => (
            <div key={row.lang ?? '-'} className="grid gap-1">
              {row.lang ? (
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  {t(`crud.revisions.language.${row.lang}`)}
                </p>
              ) : null}
              <Change row={row} first={before === null} />
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}
