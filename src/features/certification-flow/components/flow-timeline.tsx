import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { ListEmpty, ListSkeleton } from '@/components/list-state'
import { useTranslate } from '@/lib/translate'

import { useCertificationStepsQuery } from '../api/get-certification-steps'

/** The certification steps as a numbered vertical timeline. */
export function FlowTimeline() {
  const { t } = useTranslation(['public', 'common'])
  const tr = useTranslate()
  const { data, isPending, isError } = useCertificationStepsQuery()
  if (isPending) {
    return <ListSkeleton count={5} className="space-y-6" itemClassName="h-24" />
  }
  if (!data?.length) {
    return <ListEmpty text={isError ? t('layout.loadError') : t('flow.empty')} />
  }
  return (
    <ol className="relative space-y-6">
      {data.map((step, index) => (
        <li key={step.id} className="relative flex gap-5">
          {index < data.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute left-5 top-12 h-[calc(100%-1.5rem)] w-0.5 -translate-x-1/2 bg-primary/20"
            />
          ) : null}
          <span className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground shadow">
            {step.step_order}
          </span>
          <div className="flex-1 rounded-xl border bg-card p-5 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">
              {t('flow.stepLabel', { number: step.step_order })}
            </p>
            <h2 className="mt-1 text-lg font-semibold">{tr(step.title)}</h2>
            <FallbackNote values={[step.title, step.description, step.duration_note]} />
            {step.description ? (
              <p className="mt-2 leading-relaxed text-muted-foreground">{tr(step.description)}</p>
            ) : null}
            {step.duration_note && tr(step.duration_note) ? (
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-medium">
                <Clock aria-hidden="true" className="size-3.5" />
                {tr(step.duration_note)}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
