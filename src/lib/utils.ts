import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names (a plain `clsx` join: no Tailwind merging in production).
 *
 * Class lists must therefore be free of conflicting utilities (say `px-3` and `px-2`), where
 * CSS source order, not class order, would decide. In development and tests every list is
 * checked with tailwind-merge: a conflict throws in Vitest and is logged in `npm run dev`.
 * The check sits behind `import.meta.env.DEV`, so tailwind-merge is left out of production.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  if (import.meta.env.DEV) checkConflicts(classes)
  return classes
}

/** Reports a class list that tailwind-merge would change (a conflict or a duplicate). */
function checkConflicts(classes: string): void {
  const merged = twMerge(classes)
  if (merged === classes) return
  const kept = merged.split(' ')
  const dropped = classes.split(' ').filter((name) => {
    const at = kept.indexOf(name)
    if (at === -1) return true
    kept.splice(at, 1)
    return false
  })
  const message = `cn: conflicting classes in "${classes}": tailwind-merge would drop "${dropped.join(' ')}"`
  if (import.meta.env.MODE === 'test') throw new Error(message)
  console.error(message)
}
