import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { checkSchedule, instantSchema, scheduleState } from './schedule'

const NOW = Date.parse('2031-03-05T00:00:00Z')

describe('schedule state', () => {
  it('names draft, scheduled, published (until …) and ended at the boundaries', () => {
    const publishAt = '2031-03-05T00:00:00.000Z'
    const unpublishAt = '2031-03-06T00:00:00.000Z'
    expect(scheduleState({ published: false, publishAt }, NOW)).toEqual({
      state: 'draft',
      at: null,
    })
    expect(scheduleState({ published: true, publishAt }, NOW - 1)).toEqual({
      state: 'scheduled',
      at: publishAt,
    })
    expect(scheduleState({ published: true, publishAt, unpublishAt }, NOW)).toEqual({
      state: 'published',
      at: unpublishAt,
    })
    expect(scheduleState({ published: true, unpublishAt }, Date.parse(unpublishAt))).toEqual({
      state: 'ended',
      at: unpublishAt,
    })
    expect(scheduleState({ published: true }, NOW)).toEqual({ state: 'published', at: null })
  })

  it('asks for an unpublish time after the publish time', () => {
    const schema = z
      .object({ publish_at: instantSchema, unpublish_at: instantSchema })
      .superRefine(checkSchedule('publish_at', 'unpublish_at'))
    const at = (publish_at: string, unpublish_at: string) =>
      schema
        .safeParse({ publish_at, unpublish_at })
        .error?.issues.map((i) => [i.path[0], i.message])
    expect(at('2031-03-05T00:00:00Z', '2031-03-04T00:00:00Z')).toEqual([
      ['unpublish_at', 'crud.schedule.unpublishAfter'],
    ])
    expect(at('2031-03-05T00:00:00Z', '2031-03-05T00:00:00Z')).toHaveLength(1)
    expect(at('', '2031-03-04T00:00:00Z')).toBeUndefined()
    expect(at('2031-03-05T00:00:00Z', '')).toBeUndefined()
    expect(at('bukan tanggal', '')).toEqual([['publish_at', 'crud.validation.date']])
  })
})
