/**
 * What the visitor typed, chose or ticked in an island's fields before its code ran
 * (docs/decisions/036-paint-and-main-thread.md): the island's first render puts the server's
 * values back (a controlled field, a filter, a form library registering its fields), so they are
 * read before it (`typedValues`) and handed back to the island's own handlers after it
 * (`restoreValues`). Used by the island runtime's `mount` (src/app/island-runtime.tsx).
 */

/** A form control whose value the visitor may have changed. */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What a control holds: its text, its choices (a select) or whether it is ticked. */
type Held = { value: string } | { selected: string[] } | { checked: boolean }

const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image'])

/** The island's form controls, each with the key that finds it again if a render replaced it. */
function controlsOf(element: HTMLElement): [string, Control][] {
  return [...element.querySelectorAll<Control>('input, textarea, select')]
    .filter((control) => !NOT_TYPED.has(control.type))
    .map((control) => {
      const tickable = control.type === 'checkbox' || control.type === 'radio'
      return [tickable ? `${control.name}=${control.value}` : control.name, control]
    })
}

function held(control: Control): Held {
  if (control instanceof HTMLSelectElement)
    return { selected: [...control.selectedOptions].map((option) => option.value) }
  if (isTickable(control)) return { checked: control.checked }
  return { value: control.value }
}

function isTickable(control: Control): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  )
}

/** Whether the visitor changed the control from what the page's HTML said. */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected)
  if (isTickable(control)) return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

interface Typed {
  control: Control
  key: string
  held: Held
}

/** The values the visitor gave the island's controls before its code ran. */
export function typedValues(element: HTMLElement): Typed[] {
  return controlsOf(element)
    .filter(([, control]) => changedByVisitor(control))
    .map(([key, control]) => ({ control, key, held: held(control) }))
}

/**
 * Puts `typed` back into the island's controls where its first render changed them (the same
 * element, which the render keeps, or one of the same name), each followed by the `input` and
 * `change` events a visitor's edit fires, so the island's state (a controlled field, a form
 * library's values, a filter) takes them as the visitor's own.
 */
export function restoreValues(element: HTMLElement, typed: Typed[]): void {
  if (typed.length === 0) return
  const named = new Map(controlsOf(element).filter(([key]) => key !== '' && !key.startsWith('=')))
  for (const { control: before, key, held: value } of typed) {
    const control = before.isConnected && element.contains(before) ? before : named.get(key)
    if (!control || JSON.stringify(held(control)) === JSON.stringify(value)) continue
    // A radio button is chosen, never unchosen: its group's other button follows.
    if ('checked' in value && !value.checked && control.type === 'radio') continue
    if ('checked' in value && isTickable(control)) control.checked = value.checked
    else if ('selected' in value && control instanceof HTMLSelectElement)
      for (const option of control.options) option.selected = value.selected.includes(option.value)
    else if ('value' in value) control.value = value.value
    control.dispatchEvent(new Event('input', { bubbles: true }))
    control.dispatchEvent(new Event('change', { bubbles: true }))
  }
}
