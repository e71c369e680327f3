import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { lazyZodResolver } from './lazy-resolver'

const schema = z.object({ email: z.string().email() })
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyZodResolver', () => {
  it('loads the schema once, on preload, and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(schema))
    const { resolver, preload } = lazyZodResolver<{ email: string }>(load)
    expect(load).not.toHaveBeenCalled()
    await preload()
    const bad = await resolver({ email: 'nope' }, undefined, options)
    expect(Object.keys(bad.errors)).toEqual(['email'])
    const good = await resolver({ email: 'a@b.id' }, undefined, options)
    expect(good.errors).toEqual({})
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects while the schema cannot load, and loads again on the next attempt', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema)
    const { resolver, preload } = lazyZodResolver<{ email: string }>(load)
    await expect(preload()).resolves.toBeUndefined() // a failed preload is silent…
    await expect(resolver({ email: 'x' }, undefined, options)).resolves.toMatchObject({
      errors: { email: expect.anything() },
    })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('surfaces a failed load to the validation that needed it', async () => {
    const { resolver } = lazyZodResolver<{ email: string }>(() =>
      Promise.reject(new Error('offline')),
    )
    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('offline')
  })
})
