import { type ComponentType, type ReactElement, useRef } from 'react'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

import { type DeferredIntent, useTakeOverFocus } from './deferred'

export interface RadioMenuOption {
  value: string
  label: string
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
  lang?: string
}

/**
 * A one-choice dropdown (the header's theme and language menus): its own chunk, loaded through
 * Deferred on first use, with the trigger the placeholder showed.
 */
export default function RadioMenu({
  trigger,
  intent,
  value,
  options,
  onValueChange,
}: {
  trigger: ReactElement
  intent: DeferredIntent
  value: string
  options: RadioMenuOption[]
  onValueChange: (value: string) => void
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  useTakeOverFocus(triggerRef, intent)
  return (
    <DropdownMenu defaultOpen={intent.open}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {options.map(({ value: option, label, icon: Icon, lang }) => (
            <DropdownMenuRadioItem key={option} value={option} lang={lang}>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
