import {
  cloneElement,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  startTransition,
  Suspense,
  useEffect,
  useState,
} from 'react'

/** What the visitor did with the placeholder before the real component's code arrived. */
export interface DeferredIntent {
  /** Pressed (pointer down, click, Enter, Space): open it as soon as it can. */
  open: boolean
  /** It had keyboard focus: hand focus to the real trigger. */
  focus: boolean
}

/**
 * A menu or panel whose code (Radix menu, popper, dialog, scroll lock…) loads on first use, keeping
 * it out of the public site's first JavaScript. Until then `trigger` renders alone, looking exactly
 * like the real trigger; hovering, focusing or pressing it loads `render`'s lazy component in a
 * transition (the placeholder stays until the code is there), and a press opens it on arrival.
 */
export function Deferred({
  trigger,
  render,
  popup = 'menu',
}: {
  trigger: ReactElement<HTMLAttributes<HTMLElement>>
  render: (intent: DeferredIntent) => ReactNode
  /** What the trigger opens, as the real trigger will announce it (`aria-haspopup`). */
  popup?: 'menu' | 'dialog'
}) {
  const [intent, setIntent] = useState<DeferredIntent | null>(null)
  const want = (next: Partial<DeferredIntent>) =>
    startTransition(() =>
      setIntent((prev) => ({
        open: Boolean(next.open ?? prev?.open),
        focus: Boolean(next.focus ?? prev?.focus),
      })),
    )
  const placeholder = cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: () => want({}),
    onFocus: () => want({ focus: true }),
    // Only focus moving to another element is the visitor moving on. The islands' runtime blurs
    // the placeholder as it swaps in the real trigger (focus to nothing): that one must still
    // take over the focus (Tab landed on the page body at each header menu).
    onBlur: (event) => {
      if (event.relatedTarget) want({ focus: false })
    },
    // A press opens on pointerdown, as the real menu does: the code may arrive between the press
    // and its click, which then lands on the real trigger (a Radix menu ignores clicks) or, the
    // placeholder being gone, on no trigger at all.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button === 0 && !event.ctrlKey) want({ open: true })
    },
    onClick: () => want({ open: true }),
  } as HTMLAttributes<HTMLElement>)
  return <Suspense fallback={placeholder}>{intent ? render(intent) : placeholder}</Suspense>
}

/**
 * For the loaded component: when the placeholder had focus, it was replaced under the keyboard, so
 * focus fell to the body; put it on the real trigger (unless the visitor has moved on).
 */
export function useTakeOverFocus(ref: RefObject<HTMLElement | null>, intent: DeferredIntent) {
  const { focus } = intent
  useEffect(() => {
    const active = document.activeElement
    if (focus && (!active || active === document.body)) ref.current?.focus()
    // Only once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
