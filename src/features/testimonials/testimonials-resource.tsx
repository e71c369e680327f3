import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaField, PublishField, TextField } from '@/components/crud/form-fields'
import { csvColumns, NameCell, publishedInOrder } from '@/components/crud/resource-columns'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import { type ResourceFormProps, ResourceScreen } from '@/components/crud/resource-screen'
import { defineResource } from '@/lib/resource/resource'
import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { translate } from '@/lib/translate'
import type { Tables } from '@/types/database'

export type TestimonialRow = Tables<'testimonials'>

const text = (max: number) => z.string().trim().max(max, messages.tooLong(max))

const testimonialFormSchema = z.object({
  company: text(200).min(1, messages.required),
  person_name: text(120).min(1, messages.required),
  person_role: translatableSchema({ max: 120, required: false }),
  quote: translatableSchema({ max: 600 }),
  photo_url: z.string(),
  is_published: z.boolean(),
})
type TestimonialFormValues = z.infer<typeof testimonialFormSchema>

const testimonialForm = {
  schema: testimonialFormSchema,
  defaults: (row: TestimonialRow | null): TestimonialFormValues => ({
    company: row?.company ?? '',
    person_name: row?.person_name ?? '',
    person_role: fromTranslatable(row?.person_role),
    quote: fromTranslatable(row?.quote),
    photo_url: row?.photo_url ?? '',
    is_published: row?.is_published ?? true,
  }),
  toRow: (values: TestimonialFormValues) => ({
    company: values.company.trim(),
    person_name: values.person_name.trim(),
    person_role: toTranslatable(values.person_role),
    quote: toRequiredTranslatable(values.quote),
    photo_url: values.photo_url || null,
    is_published: values.is_published,
  }),
}

/** /admin/testimoni: client quotes with company, person, role, photo, publish state and order. */
export const testimonialsResource = defineResource(
  publishedInOrder<TestimonialRow, TestimonialFormValues>({
    table: 'testimonials',
    section: 'testimonials',
    list: {
      search: ['company', 'person_name', 'quote->>id'],
      sortable: ['company', 'person_name'],
    },
    form: testimonialForm,
    name: (row) => `${row.person_name} (${row.company})`,
    columns: ({ t, language }) => [
      {
        id: 'person_name',
        header: t('testimonials.fields.personName'),
        cell: ({ row }) => (
          <NameCell
            name={row.original.person_name}
            detail={translate(row.original.quote, language)}
          />
        ),
      },
      {
        id: 'company',
        header: t('testimonials.fields.company'),
        cell: ({ row }) => row.original.company,
      },
    ],
    csv: {
      filename: 'testimoni',
      columns: ({ t }) =>
        csvColumns(t, 'testimonials.fields', {
          company: 'company',
          personName: 'person_name',
          personRole: (row) => translate(row.person_role, 'id'),
          quote: (row) => translate(row.quote, 'id'),
          photoUrl: 'photo_url',
        }),
    },
  }),
)

/** Create (row null, placed last) or edit a testimonial in the side sheet. */
function TestimonialForm({ row, onClose, onReload }: ResourceFormProps<TestimonialRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(testimonialsResource, { row, onSaved: onClose, onReload })
  const { form, field } = state
  const personName = useWatch({ control: form.control, name: 'person_name' })
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField {...field('company')} required maxLength={200} />
      <TextField {...field('person_name')} required maxLength={120} />
      <BilingualField {...field('person_role')} maxLength={120} />
      <BilingualField {...field('quote')} kind="textarea" maxLength={600} />
      <MediaField {...field('photo_url')} kind="image" folder="testimonials" alt={personName} />
      <p className="-mt-3 text-xs text-muted-foreground">{t('testimonials.fields.photoNote')}</p>
      <PublishField control={form.control} />
    </ResourceSheet>
  )
}

/** The admin screen. */
export function TestimonialsScreen() {
  return <ResourceScreen resource={testimonialsResource} form={TestimonialForm} />
}
