import { useId, useState } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'

import { useFieldMessage } from './field-row'
import { MarkdownEditor } from './markdown-editor'

type Lang = 'id' | 'en'

export interface BilingualFieldProps<T extends FieldValues> {
  control: Control<T>
  /** Path of a `{ id, en }` value (see `translatableSchema`). */
  name: Path<T>
  label: string
  /** Indonesian required (default true). English is always optional. */
  required?: boolean
  /** `input` (default), `textarea` or `markdown` (toolbar + preview). */
  kind?: 'input' | 'textarea' | 'markdown'
  description?: string
  maxLength?: number
  /** Markdown preview below the text instead of beside it (forms in a sheet). */
  stacked?: boolean
  /** Called after a language's text changed (e.g. to derive a slug from the title). */
  onValueChange?: (lang: Lang, value: string) => void
  /**
   * A recommended length (what search engines show): each language shows its count against
   * it, marked when over (a hint, not an error; `maxLength` is the limit).
   */
  recommended?: number
}

/**
 * A translatable field as id/en tabs (docs/product.md#translatable-content): Indonesian required,
 * English optional with a fallback note. Both inputs stay mounted, so an error on the hidden tab is
 * still announced, and the tab with an error is marked.
 */
export function BilingualField<T extends FieldValues>({
  control,
  name,
  label,
  required = true,
  kind = 'input',
  description,
  maxLength,
  stacked,
  onValueChange,
  recommended,
}: BilingualFieldProps<T>) {
  const { t } = useTranslation('admin')
  const message = useFieldMessage()
  const base = useId()
  const [tab, setTab] = useState<Lang>('id')
  const descriptionId = description ? `${base}-description` : undefined

  const renderControl = (lang: Lang) => (
    <Controller
      control={control}
      name={`${name}.${lang}` as Path<T>}
      render={({ field, fieldState }) => {
        const id = `${base}-${lang}`
        const error = message(fieldState.error?.message)
        const errorId = error ? `${id}-error` : undefined
        const noteId = lang === 'en' ? `${id}-note` : undefined
        const countId = recommended ? `${id}-count` : undefined
        // When validation focuses this field, first show its tab (a hidden input cannot take focus).
        const ref = (element: HTMLInputElement | HTMLTextAreaElement | null) =>
          field.ref(
            element && {
              focus: () => {
                setTab(lang)
                requestAnimationFrame(() => element.focus())
              },
            },
          )
        const onChange = (value: string) => {
          field.onChange(value)
          onValueChange?.(lang, value)
        }
        const common = {
          id,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onBlur: field.onBlur,
          maxLength,
          'aria-invalid': Boolean(error),
          'aria-required': lang === 'id' && required ? true : undefined,
          'aria-describedby':
            [errorId, countId, noteId, descriptionId].filter(Boolean).join(' ') || undefined,
        }
        return (
          <div className="grid content-start gap-1.5">
            <label htmlFor={id} className="sr-only">
              {`${label} (${t(`crud.bilingual.${lang}`)})`}
            </label>
            {kind === 'markdown' ? (
              <MarkdownEditor {...common} ref={ref} onChange={field.onChange} stacked={stacked} />
            ) : kind === 'textarea' ? (
              <Textarea {...common} ref={ref} rows={4} onChange={(e) => onChange(e.target.value)} />
            ) : (
              <Input {...common} ref={ref} onChange={(e) => onChange(e.target.value)} />
            )}
            {countId && recommended ? (
              <LengthCount id={countId} length={common.value.trim().length} max={recommended} />
            ) : null}
            {noteId ? (
              <p id={noteId} className="text-xs text-muted-foreground">
                {t('crud.bilingual.fallback')}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        )
      }}
    />
  )

  return (
    <fieldset className="grid content-start gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Lang)}>
        <TabsList aria-label={t('crud.bilingual.languages', { label })} size="sm">
          {(['id', 'en'] as const).map((lang) => (
            <Controller
              key={lang}
              control={control}
              name={`${name}.${lang}` as Path<T>}
              render={({ fieldState }) => (
                <TabsTrigger
                  value={lang}
                  invalid={Boolean(fieldState.error)}
                  className="h-7 gap-1.5"
                >
                  {t(`crud.bilingual.${lang}`)}
                  {lang === 'id' && required ? <span aria-hidden="true">*</span> : null}
                  {fieldState.error ? (
                    <span className="size-1.5 rounded-full bg-destructive" aria-hidden="true" />
                  ) : null}
                </TabsTrigger>
              )}
            />
          ))}
        </TabsList>
        {(['id', 'en'] as const).map((lang) => (
          <TabsContent
            key={lang}
            value={lang}
            forceMount
            className="mt-2 data-[state=inactive]:hidden"
          >
            {renderControl(lang)}
          </TabsContent>
        ))}
      </Tabs>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </fieldset>
  )
}

/** "45 / 60 characters", marked (colour and words) past the recommended length. */
function LengthCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation('admin')
  const over = length > max
  return (
    <p
      id={id}
      data-over={over || undefined}
      className={
        over
          ? 'text-xs font-medium text-amber-800 dark:text-amber-300'
          : 'text-xs text-muted-foreground'
      }
    >
      {t(over ? 'crud.bilingual.countOver' : 'crud.bilingual.count', { length, max })}
    </p>
  )
}
