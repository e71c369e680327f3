import type { ComponentProps, ReactNode } from 'react'
import { useId } from 'react'
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form'

import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import type { MediaFile } from '@/lib/resource/media-library'

import { FieldRow } from './field-row'
import { MediaUpload, type MediaUploadProps } from './media-upload'
import { PublishSwitch } from './publish-switch'

interface FieldProps<T extends FieldValues> {
  name: Path<T>
  label: string
  required?: boolean
  description?: ReactNode
}

export type TextFieldProps<T extends FieldValues> = FieldProps<T> & {
  control: Control<T>
  /** Stores a number (`<input type="number">`). */
  valueAsNumber?: boolean
} & Omit<ComponentProps<typeof Input>, 'name' | 'form'>

/** A text input registered with the form, in a FieldRow (label, description, error). */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  valueAsNumber,
  onBlur,
  onChange,
  ...input
}: TextFieldProps<T>) {
  const formState = useFormState({ control, name })
  const error = control.getFieldState(name, formState).error?.message
  return (
    <FieldRow label={label} required={required} description={description} error={error}>
      {(row) => (
        <Input
          {...row}
          {...input}
          // The form's own handlers replace props of the same name: a caller's onBlur and
          // onChange run through register's options, after the form's.
          {...control.register(
            name,
            valueAsNumber ? { valueAsNumber: true, onBlur, onChange } : { onBlur, onChange },
          )}
        />
      )}
    </FieldRow>
  )
}

/** A select of fixed options (Radix Select cannot hold '': use a sentinel for "none"). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  options,
  placeholder,
  disabled,
}: FieldProps<T> & {
  control: Control<T>
  options: readonly { value: string; label: string; disabled?: boolean }[]
  placeholder?: string
  disabled?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldRow
          label={label}
          required={required}
          description={description}
          error={fieldState.error?.message}
        >
          {(props) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...props} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FieldRow>
      )}
    />
  )
}

/** An upload field (image, PDF or document) whose value is the stored file's URL. */
export function MediaField<T extends FieldValues>({
  control,
  name,
  ...upload
}: { control: Control<T>; name: Path<T> } & Omit<
  MediaUploadProps,
  'value' | 'onChange' | 'error'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MediaUpload
          {...upload}
          value={field.value}
          onChange={(url) => field.onChange(url)}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/**
 * A MediaField's `onPick` that fills the form's alt field (a translatable `{id, en}`) with the
 * library's alt text of the chosen image: the library holds the image's one alt text (migration
 * 20261130130000), so a picked image brings its text along. When the library has
 * none yet, what the editor typed stays and becomes the library's on save.
 */
export function altFromLibrary<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return (file: MediaFile) => {
    if (!file.alt.id?.trim() && !file.alt.en?.trim()) return
    form.setValue(name, { id: file.alt.id ?? '', en: file.alt.en ?? '' } as PathValue<T, Path<T>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    })
  }
}

/** The `is_published` switch of a form. */
export function PublishField<T extends FieldValues>({
  control,
  name = 'is_published' as Path<T>,
}: {
  control: Control<T>
  name?: Path<T>
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />
      )}
    />
  )
}

/** A boolean as a switch with its label and a description (what turning it on does). */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: FieldProps<T> & { control: Control<T>; disabled?: boolean }) {
  const id = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-md border p-3">
          <Switch
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={disabled}
            aria-describedby={description ? `${id}-description` : undefined}
          />
          <div className="grid gap-0.5">
            <label htmlFor={id} className="text-sm font-medium leading-6">
              {label}
            </label>
            {description ? (
              <p id={`${id}-description`} className="text-xs text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
        </div>
      )}
    />
  )
}
