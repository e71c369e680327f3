import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>
  /** Starts loading (the form's first focus); resolves once validation is ready. */
  preload: () => Promise<unknown>
}

/**
 * A react-hook-form resolver for a zod schema that is loaded, with zod and the zod resolver,
 * the first time it is needed: on the form's first focus or, at the latest, its first
 * validation. A public form page thus hydrates without zod's 25 KB. A failed load is not kept:
 * the next attempt loads again (the first validation then rejects, see SubmissionForm).
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as z.ZodType<T, T>) as Resolver<T>,
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => load().catch(() => undefined),
  }
}
