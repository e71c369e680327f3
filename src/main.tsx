import './index.css'

import type { ComponentType } from 'react'

import type { IslandRuntime } from '@/app/island-runtime'
import {
  isIslandName,
  ISLAND_TAG,
  type IslandModule,
  type IslandName,
  islands,
} from '@/app/islands'
import { HELD_STYLESHEET_ATTRIBUTE } from '@/config/constants'
import { storeLanguage } from '@/lib/language-choice'
import { readSsrState } from '@/lib/ssr-state'

/**
 * The public site's browser entry (index.html; the staff area is another build, src/staff.tsx).
 * A server-rendered page stays the server's HTML; only its islands run (docs/decisions/010), each
 * when its `when` says (docs/decisions/034): this module only arms those moments. The first
 * island to run loads the runtime they share (Preact, the strings, the query cache:
 * src/app/island-runtime.tsx). `<html data-ready>` marks the moment every island that runs with
 * the page has run and the others are armed (tests wait for it); each island that ran carries
 * `data-live`.
 */
async function start(): Promise<void> {
  // A task of its own, after the module's evaluation.
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const ssr = readSsrState()
  if (!ssr) {
    // Not rendered by the server (npm run dev, or its plain shell): the browser renders it all.
    const { renderPublicApp } = await import('@/app/spa')
    return renderPublicApp(root)
  }
  storeLanguage(ssr.language)
  const elements = [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  const names = elements.map((element) => element.dataset.island)
  /** Whether an island of the page asks for `need` (its strings, the toast outlet). */
  const anyIsland = (need: 'registerStrings' | 'toasts') =>
    names.some((name) => isIslandName(name) && need in islands[name])
  let runtime: Promise<IslandRuntime | null> | undefined
  const loadRuntime = () =>
    (runtime ??= import('@/app/island-runtime').then(({ startIslandRuntime }) =>
      startIslandRuntime(ssr, {
        registerStrings: anyIsland('registerStrings'),
        toasts: anyIsland('toasts'),
      }),
    ))
  // The page's HTML carries only the rules its own markup uses; islands may render more (an open
  // menu, a dialog, an error): the whole stylesheet, added by the page's loader and held back
  // until now (releaseStylesheets), comes first.
  let styled: Promise<unknown> | undefined

  const run = async (element: HTMLElement, index: number, name: IslandName): Promise<void> => {
    const [module, shared] = await Promise.allSettled([islands[name].load(), loadRuntime()])
    await (styled ??= releaseStylesheets())
    // Each island in a task of its own: the main thread is free between two (a tap is answered,
    // the browser paints) instead of blocked for all of them.
    await nextTask()
    if (module.status !== 'fulfilled') {
      console.error(`Island ${name} stays static:`, module.reason)
      return
    }
    if (shared.status !== 'fulfilled' || !shared.value) return
    shared.value.mount(element, index, module.value as ComponentType<object>)
    element.dataset.live = ''
  }

  const withPage: Promise<void>[] = []
  for (const [index, element] of elements.entries()) {
    const name = names[index]
    if (!isIslandName(name)) {
      console.error(`Island ${name} stays static: no such island`)
      continue
    }
    const { when }: IslandModule = islands[name]
    if (!when || when.now?.()) withPage.push(run(element, index, name))
    else armIsland(element, when, (replay) => run(element, index, name).then(replay))
  }
  await Promise.all(withPage)
  // The strings could not be loaded: the page stays as the server sent it, not ready.
  if (runtime && !(await runtime)) return
  document.documentElement.dataset.ready = 'true'
}

/** Keys whose press before an island runs is handed to it once it runs (see armIsland). */
const REPLAYED_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Escape', 'Home', 'End'])

/**
 * Runs `start` once, at the first of the moments `when` names. What the visitor did inside the
 * island while its code was on the way is handed to it once it runs: the last click on a control
 * that is not a link or a form's submit button (those work without script and are left to the
 * browser), or its press when the click is still to come, the hover and focus it is under, the
 * arrow and Escape keys, a form sent (held, then sent through the island's own handler; by the
 * browser if the code fails), and what was typed or chosen in its fields
 * (src/app/typed-values.ts). Typing or choosing starts it too.
 */
function armIsland(
  element: HTMLElement,
  when: NonNullable<IslandModule['when']>,
  start: (replay: () => void) => Promise<void>,
): void {
  let started = false
  let clicked: HTMLElement | null = null
  // Pressed (pointer down) with no click yet: the click may come after the code runs, on a
  // control that opens on pointerdown (a menu's trigger), which would then ignore it.
  let pressed: HTMLElement | null = null
  let hovered: Element | null = null
  const keys: KeyboardEvent[] = []
  let submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  const onEvent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      // A form sent while its code is on the way: sent once the code runs, as the island's
      // (client validation first), or by the browser as before when the code fails to come.
      event.preventDefault()
      submitted = { form: event.target, submitter: (event as SubmitEvent).submitter }
    } else if (event.type === 'click' && target && !leftToTheBrowser(target)) {
      clicked = control(target)
      pressed = null
    } else if (
      event.type === 'pointerdown' &&
      (event as PointerEvent).button === 0 &&
      target &&
      !leftToTheBrowser(target)
    ) {
      pressed = control(target)
    } else if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'mouse') {
      hovered = target
    } else if (event.type === 'keydown' && REPLAYED_KEYS.has((event as KeyboardEvent).key)) {
      keys.push(event as KeyboardEvent)
    }
    begin()
  }
  const events = when.interaction
    ? [
        'pointerover',
        'pointerdown',
        'touchstart',
        'focusin',
        'click',
        'keydown',
        'input',
        'change',
        'submit',
      ]
    : []
  for (const type of events)
    element.addEventListener(type, onEvent, { capture: true, passive: type !== 'submit' })
  const stop = () => {
    for (const type of events) element.removeEventListener(type, onEvent, { capture: true })
    window.removeEventListener('scroll', begin)
  }
  const replay = () => {
    stop()
    const inside = (node: Element | null): node is Element =>
      node !== null && node.isConnected && element.contains(node)
    for (let node = hovered; inside(node) && node.matches(':hover'); node = node.parentElement) {
      node.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }))
    }
    const focused = document.activeElement
    if (inside(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      for (const key of keys) {
        focused.dispatchEvent(new KeyboardEvent('keydown', { key: key.key, bubbles: true }))
      }
    }
    if (clicked && inside(clicked)) clicked.click()
    else if (pressed && inside(pressed)) {
      pressed.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, button: 0, isPrimary: true }),
      )
    }
    if (submitted && inside(submitted.form)) {
      const { form, submitter } = submitted
      form.requestSubmit(submitter && inside(submitter) ? (submitter as HTMLButtonElement) : null)
    }
  }
  function begin(): void {
    if (started) return
    started = true
    void start(replay)
  }
  if (when.scroll) window.addEventListener('scroll', begin, { once: true, passive: true })
  if (when.afterMs !== undefined) {
    const after = when.afterMs
    const wait = () => setTimeout(begin, after)
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
  }
}

/** The control, not the icon or text inside it that took the press. */
function control(target: Element): HTMLElement | null {
  return target.closest<HTMLElement>('button, [role=button], label, input')
}

/** A link, or a form's submit button: they work without script. */
function leftToTheBrowser(target: Element): boolean {
  const button = target.closest('button')
  return target.closest('a[href]') !== null || (button?.type === 'submit' && button.form !== null)
}

/** Resolves in a new task (after the browser has had a chance to handle input and paint). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The whole stylesheet, held back since the page's loader added it (vite.config.ts), applied for
 * the first island that runs: what islands render may use rules the page's own markup does not.
 * Resolves once it has loaded (see stylesheetsLoaded).
 */
function releaseStylesheets(): Promise<unknown> {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[${HELD_STYLESHEET_ATTRIBUTE}]`,
  )) {
    link.removeAttribute(HELD_STYLESHEET_ATTRIBUTE)
    link.media = 'all'
  }
  return stylesheetsLoaded()
}

/** Longest wait for the stylesheets (one that failed before this ran sends no event). */
const STYLESHEET_WAIT_MAX_MS = 3000

/** Resolves once every stylesheet link of the page has loaded, failed or taken too long. */
function stylesheetsLoaded(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
  const pending = links.filter((link) => !link.sheet)
  if (pending.length === 0) return Promise.resolve()
  return Promise.race([
    Promise.all(
      pending.map(
        (link) =>
          new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true })
            link.addEventListener('error', resolve, { once: true })
          }),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, STYLESHEET_WAIT_MAX_MS)),
  ])
}

void start()
