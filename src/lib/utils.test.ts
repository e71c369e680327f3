import { describe, expect, it } from 'vitest'

import { cn } from './utils'

// Class lists are held in variables where the order matters: Prettier's Tailwind plugin sorts
// the classes of string literals passed to cn().
const sides = 'px-2'
const shorthand = 'p-4'

describe('cn', () => {
  it('joins class names like clsx, skipping falsy values', () => {
    const off = false
    expect(
      cn('px-3 py-2', off && 'hidden', null, undefined, ['text-sm', { 'font-bold': true }]),
    ).toBe('px-3 py-2 text-sm font-bold')
    expect(cn()).toBe('')
  })

  it('does not merge: a conflict-free list comes back unchanged, in order', () => {
    const refinement = 'p-6 pb-4'
    expect(cn(refinement, 'text-sm text-muted-foreground')).toBe(
      'p-6 pb-4 text-sm text-muted-foreground',
    )
    // Modifiers make their own groups.
    expect(cn('text-sm text-foreground dark:text-white md:text-base')).toBe(
      'text-sm text-foreground dark:text-white md:text-base',
    )
  })

  it('throws in tests on conflicting classes, naming the list and what would be dropped', () => {
    expect(() => cn('h-10 px-4', 'px-2')).toThrow(
      'cn: conflicting classes in "h-10 px-4 px-2": tailwind-merge would drop "px-4"',
    )
    // A later shorthand overrides an earlier side.
    expect(() => cn(sides, shorthand)).toThrow(/would drop "px-2"/)
    expect(() => cn('bg-white/50', 'bg-white')).toThrow(/would drop "bg-white\/50"/)
    expect(() => cn('text-sm', 'text-base')).toThrow(/would drop "text-sm"/)
  })

  it('throws on a duplicate class too', () => {
    expect(() => cn('rounded-md text-sm', 'rounded-md')).toThrow(/would drop "rounded-md"/)
  })
})
