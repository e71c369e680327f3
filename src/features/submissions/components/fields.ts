import type { TFunction } from 'i18next'

import { LIMITS } from '../limits'
import type { FieldSpec } from './submission-form'

type T = TFunction<'public'>

/** Who is writing: name, (company,) email and phone, in that order, on every public form. */
export function senderFields(
  t: T,
  options: { company?: { required: boolean }; phoneRequired: boolean; phoneWide?: boolean },
): FieldSpec[] {
  const { company, phoneRequired, phoneWide } = options
  return [
    {
      name: 'name',
      label: t('forms.fields.name'),
      kind: 'text',
      required: true,
      maxLength: LIMITS.name.max,
      autoComplete: 'name',
    },
    ...(company
      ? [
          {
            name: 'company_name',
            label: t('forms.fields.companyName'),
            kind: 'text',
            required: company.required,
            maxLength: LIMITS.company_name.max,
            autoComplete: 'organization',
          } satisfies FieldSpec,
        ]
      : []),
    {
      name: 'email',
      label: t('forms.fields.email'),
      kind: 'email',
      required: true,
      maxLength: LIMITS.email.max,
      autoComplete: 'email',
      hint: t('forms.hints.email'),
    },
    {
      name: 'phone',
      label: t('forms.fields.phone'),
      kind: 'tel',
      required: phoneRequired,
      maxLength: LIMITS.phone.max,
      autoComplete: 'tel',
      hint: t('forms.hints.phone'),
      ...(phoneWide ? { wide: true } : {}),
    },
  ]
}

/**
 * What it is about: the subject line and the long text (description or message), both full
 * width with a live counter.
 */
export function messageFields(
  t: T,
  subjectMax: number,
  text: Pick<FieldSpec, 'name' | 'label' | 'maxLength' | 'rows' | 'hint'>,
): FieldSpec[] {
  return [
    {
      name: 'subject',
      label: t('forms.fields.subject'),
      kind: 'text',
      required: true,
      maxLength: subjectMax,
      counter: true,
      wide: true,
    },
    { ...text, kind: 'textarea', required: true, counter: true, wide: true },
  ]
}

/** The certificate number a complaint or appeal is about (optional). */
export function certificateField(label: string, more: Pick<FieldSpec, 'hint' | 'wide'> = {}) {
  return {
    name: 'certificate_number',
    label,
    kind: 'text',
    required: false,
    maxLength: LIMITS.certificate_number.max,
    ...more,
  } satisfies FieldSpec
}
