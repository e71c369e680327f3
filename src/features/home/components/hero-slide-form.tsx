import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { MediaUpload } from '@/components/crud/media-upload'
import { PublishSwitch } from '@/components/crud/publish-switch'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import { useTranslate } from '@/lib/translate'
import {
  heroSlideFormDefaults,
  heroSlideFormSchema,
  heroSlideToRow,
  type HeroSlideFormValues,
  type HeroSlideRow,
} from '../admin-schemas'
import { useHeroSlideSaveMutation } from '../api/save-hero-slide'
import { HeroSlidePreview } from './hero-slide-preview'

/** Create (row null, placed last) or edit a hero slide, with a live preview of the slide. */
export function HeroSlideForm({
  row,
  onClose,
  onReload,
}: {
  row: HeroSlideRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const tr = useTranslate()
  const form = useForm<HeroSlideFormValues>({
    resolver: zodResolver(heroSlideFormSchema),
    defaultValues: heroSlideFormDefaults(row),
  })
  const values = useWatch({ control: form.control }) as HeroSlideFormValues
  const mutation = useHeroSlideSaveMutation()
  const title = row ? t('heroSlider.titles.edit') : t('heroSlider.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('heroSlider.entity'),
    table: 'hero_slides',
    isNew: row === null,
    save: (v) => mutation.mutateAsync({ row, values: v }),
    onSaved: onClose,
    onReload,
    fieldAliases: {
      title: 'title.id',
      subtitle: 'subtitle.id',
      cta_primary_text: 'cta_primary_text.id',
      cta_secondary_text: 'cta_secondary_text.id',
      image_description: 'image_description.id',
    },
  })
  const { errors } = form.formState
  const previewRow = heroSlideToRow(values)
  // An empty title would leave a blank slide: show the field's name until something is typed.
  const preview = {
    id: row?.id ?? 'preview',
    sort_order: 0,
    ...previewRow,
    title: previewRow.title.id ? previewRow.title : { id: t('heroSlider.fields.title') },
  }

  const cta = (which: 'cta_primary' | 'cta_secondary', label: string) => (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <BilingualField
        control={form.control}
        name={`${which}_text`}
        label={t('heroSlider.fields.ctaText')}
        required={false}
        maxLength={60}
      />
      <FieldRow
        label={t('heroSlider.fields.ctaUrl')}
        description={t('heroSlider.fields.ctaUrlHint')}
        error={errors[`${which}_url`]?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register(`${which}_url`)}
            inputMode="url"
            placeholder="/layanan/alur"
          />
        )}
      </FieldRow>
    </fieldset>
  )

  return (
    <FormSheet title={title} dirty={form.formState.isDirty} onClose={onClose}>
      {(requestClose) => (
        <CrudForm
          form={form}
          onSubmit={onSubmit}
          dialogs={dialogs}
          onCancel={requestClose}
          label={title}
        >
          <HeroSlidePreview slide={preview} />
          <BilingualField
            control={form.control}
            name="title"
            label={t('heroSlider.fields.title')}
            maxLength={160}
          />
          <BilingualField
            control={form.control}
            name="subtitle"
            label={t('heroSlider.fields.subtitle')}
            kind="textarea"
            required={false}
            maxLength={400}
          />
          {cta('cta_primary', t('heroSlider.fields.ctaPrimary'))}
          {cta('cta_secondary', t('heroSlider.fields.ctaSecondary'))}
          <Controller
            control={form.control}
            name="image_url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind="image"
                folder="hero"
                label={t('heroSlider.fields.image')}
                value={field.value}
                onChange={(url) => field.onChange(url)}
                alt={tr(preview.image_description)}
                error={fieldState.error?.message}
              />
            )}
          />
          <BilingualField
            control={form.control}
            name="image_description"
            label={t('heroSlider.fields.imageDescription')}
            description={t('heroSlider.fields.imageDescriptionHint')}
            required={Boolean(values.image_url)}
            maxLength={300}
          />
          <Controller
            control={form.control}
            name="is_published"
            render={({ field }) => (
              <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
