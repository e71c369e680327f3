import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { altFromLibrary, MediaField, PublishField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'
import { ScheduleFields } from '@/components/crud/schedule-fields'
import { useTranslate } from '@/lib/translate'

import { type HeroSlideFormValues, type HeroSlideRow, heroSlideToRow } from '../admin-schemas'
import { heroSlidesResource } from '../hero-slides-resource'
import { HeroSlidePreview } from './hero-slide-preview'

/** Create (row null, placed last) or edit a hero slide, with a live preview of the slide. */
export function HeroSlideForm({ row, onClose, onReload }: ResourceFormProps<HeroSlideRow>) {
  const { t } = useTranslation('admin')
  const tr = useTranslate()
  const state = useResourceForm(heroSlidesResource, { row, onSaved: onClose, onReload })
  const { form, field } = state
  const values = useWatch({ control: form.control }) as HeroSlideFormValues
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
      <TextField
        control={form.control}
        name={`${which}_url`}
        label={t('heroSlider.fields.ctaUrl')}
        description={t('heroSlider.fields.ctaUrlHint')}
        inputMode="url"
        placeholder="/layanan/alur"
      />
    </fieldset>
  )

  return (
    <ResourceSheet state={state} onClose={onClose}>
      <HeroSlidePreview slide={preview} />
      <BilingualField {...field('title')} maxLength={160} />
      <BilingualField {...field('subtitle')} kind="textarea" required={false} maxLength={400} />
      {cta('cta_primary', t('heroSlider.fields.ctaPrimary'))}
      {cta('cta_secondary', t('heroSlider.fields.ctaSecondary'))}
      <MediaField
        {...field('image_url', 'image')}
        kind="image"
        folder="hero"
        alt={tr(preview.image_description)}
        onPick={altFromLibrary(form, 'image_description')}
      />
      <BilingualField
        {...field('image_description')}
        description={t('heroSlider.fields.imageDescriptionHint')}
        required={Boolean(values.image_url)}
        maxLength={300}
      />
      <PublishField control={form.control} />
      <ScheduleFields
        control={form.control}
        publish={{ name: 'publish_at' }}
        unpublish={{ name: 'unpublish_at' }}
      />
    </ResourceSheet>
  )
}
