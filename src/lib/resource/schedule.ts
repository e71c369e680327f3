import { z } from 'zod'

/**
 * Scheduled publication: a published item shows from its publish time (none: at
 * once) until its unpublish time (none: for good). The database decides what visitors see
 * (row-level security on public.content_now()); this is how staff screens name the state.
 */
export type ScheduleState = 'draft' | 'scheduled' | 'published' | 'ended'

export interface Schedule {
  published: boolean
  publishAt?: string | null
  unpublishAt?: string | null
}

/** The state now, and the moment that goes with it (when it starts, ends or ended). */
export function scheduleState(
  { published, publishAt, unpublishAt }: Schedule,
  now = Date.now(),
): { state: ScheduleState; at: string | null } {
  if (!published) return { state: 'draft', at: null }
  if (publishAt && new Date(publishAt).getTime() > now) return { state: 'scheduled', at: publishAt }
  if (unpublishAt && new Date(unpublishAt).getTime() <= now)
    return { state: 'ended', at: unpublishAt }
  return { state: 'published', at: unpublishAt ?? null }
}

/** A schedule time in a form: an ISO instant, or '' for none. */
export const instantSchema = z
  .string()
  .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), 'crud.validation.date')

/** zod refinement: the unpublish time, when both are set, comes after the publish time. */
export function checkSchedule<T extends Record<string, unknown>>(
  publish: keyof T & string,
  unpublish: keyof T & string,
) {
  return (values: T, ctx: z.RefinementCtx) => {
    const from = values[publish]
    const until = values[unpublish]
    if (
      typeof from === 'string' &&
      typeof until === 'string' &&
      from &&
      until &&
      new Date(until).getTime() <= new Date(from).getTime()
    )
      ctx.addIssue({ code: 'custom', path: [unpublish], message: 'crud.schedule.unpublishAfter' })
  }
}
