import { useRef } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { slugify } from '@/lib/resource/translatable'

/**
 * A new item's slug follows its Indonesian title until it is edited by hand (a slug that no
 * longer matches the title it came from was typed). The title field's `onValueChange`; does
 * nothing once the item exists (`follow` false), as its slug is then its address.
 */
export function useSlugFromTitle<T extends FieldValues>(
  form: UseFormReturn<T>,
  { follow, max, name = 'slug' as Path<T> }: { follow: boolean; max: number; name?: Path<T> },
) {
  const derivedFrom = useRef('')
  return (lang: string, value: string) => {
    if (!follow || lang !== 'id') return
    const current = form.getValues(name) as string
    if (current === '' || current === slugify(derivedFrom.current, max)) {
      form.setValue(name, slugify(value, max) as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      })
    }
    derivedFrom.current = value
  }
}
