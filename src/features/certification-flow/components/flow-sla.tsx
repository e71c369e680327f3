import { Timer } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import {
  CERTIFICATION_SLA_CORRECTION_DAYS,
  CERTIFICATION_SLA_RETURN_DAYS,
} from '@/config/constants'

/**
 * The SLA (docs/product.md#certification-flow): 3 days for correction, then 2 days to return;
 * numbers from constants.
 */
export function FlowSla() {
  const { t } = useTranslation('public')
  return (
    <aside
      aria-labelledby="flow-sla-title"
      className="rounded-xl border border-highlight/40 bg-highlight/5 p-6"
    >
      <h2 id="flow-sla-title" className="flex items-center gap-2 text-lg font-semibold">
        <Timer aria-hidden="true" className="size-5 text-highlight" />
        {t('flow.slaTitle')}
      </h2>
      <ul className="mt-4 space-y-3">
        <li className="flex items-baseline gap-3">
          <span className="text-3xl font-extrabold text-highlight">
            {CERTIFICATION_SLA_CORRECTION_DAYS}
          </span>
          <span className="text-sm">
            {t('flow.slaCorrection', { days: CERTIFICATION_SLA_CORRECTION_DAYS })}
          </span>
        </li>
        <li className="flex items-baseline gap-3">
          <span className="text-3xl font-extrabold text-highlight">
            {CERTIFICATION_SLA_RETURN_DAYS}
          </span>
          <span className="text-sm">
            {t('flow.slaReturn', { days: CERTIFICATION_SLA_RETURN_DAYS })}
          </span>
        </li>
      </ul>
    </aside>
  )
}
