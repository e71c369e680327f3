import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { BilingualField } from '@/components/crud/bilingual-field'
import { SelectField, TextField } from '@/components/crud/form-fields'
import { csvColumns } from '@/components/crud/resource-columns'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import { type ResourceFormProps, ResourceScreen } from '@/components/crud/resource-screen'
import type { Language } from '@/config/constants'
import { currentLanguage } from '@/lib/i18n'
import { defineResource } from '@/lib/resource/resource'
import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { translate } from '@/lib/translate'
import type { Tables } from '@/types/database'

import { useSubclassChoicesQuery } from './api/subclass-choices'

type Subclass = Pick<Tables<'rl_subclass'>, 'code' | 'name'>

/** "BS001 · Konstruksi Bangunan Sipil Jalan". */
const codeChoice = (row: Subclass, language: Language) =>
  `${row.code} · ${translate(row.name, language)}`
export type LegacyCodeRow = Tables<'legacy_subclass_codes'> & { rl_subclass?: Subclass | null }

const legacyCodeFormSchema = z.object({
  old_code: z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(/^[A-Za-z]{2}[0-9]{3}$/, 'legacyCodes.validation.oldCode'),
  old_name: translatableSchema({ max: 300 }),
  subclass_id: z.string().min(1, messages.required),
})
type LegacyCodeFormValues = z.infer<typeof legacyCodeFormSchema>

const legacyCodeForm = {
  schema: legacyCodeFormSchema,
  defaults: (row: LegacyCodeRow | null): LegacyCodeFormValues => ({
    old_code: row?.old_code ?? '',
    old_name: fromTranslatable(row?.old_name),
    subclass_id: row?.subclass_id ?? '',
  }),
  toRow: (values: LegacyCodeFormValues) => ({
    old_code: values.old_code.trim().toUpperCase(),
    old_name: toRequiredTranslatable(values.old_name),
    subclass_id: values.subclass_id,
  }),
}

/**
 * /admin/kode-lama: old (KBLI-2015 era) subclassification codes tender documents still cite,
 * each row mapping one to a current subclass (several rows: several subclasses). The verify
 * page's tender-fit check reads them.
 */
export const legacyCodesResource = defineResource<LegacyCodeRow, LegacyCodeFormValues>({
  table: 'legacy_subclass_codes',
  section: 'legacyCodes',
  list: {
    select: '*, rl_subclass(code, name)',
    search: ['old_code', 'old_name->>id', 'old_name->>en'],
    sortable: ['old_code', 'old_name->>id'],
    defaultSort: { id: 'old_code', desc: false },
  },
  form: legacyCodeForm,
  name: (row) => `${row.old_code} → ${row.rl_subclass?.code ?? ''}`,
  columns: ({ t, language }) => [
    {
      id: 'old_code',
      header: t('legacyCodes.fields.oldCode'),
      cell: ({ row }) => <span className="font-mono font-semibold">{row.original.old_code}</span>,
    },
    {
      id: 'old_name',
      header: t('legacyCodes.fields.oldName'),
      cell: ({ row }) => translate(row.original.old_name, language),
    },
    {
      id: 'subclass',
      enableSorting: false,
      header: t('legacyCodes.fields.subclassId'),
      cell: ({ row }) =>
        row.original.rl_subclass ? codeChoice(row.original.rl_subclass, language) : '',
    },
  ],
  csv: {
    filename: 'kode-lama',
    columns: ({ t }) =>
      csvColumns(t, 'legacyCodes.fields', {
        oldCode: 'old_code',
        oldName: (row) => translate(row.old_name, 'id'),
        subclassId: (row) => row.rl_subclass?.code ?? '',
      }),
  },
})

/** Create or edit one mapping in the side sheet. */
function LegacyCodeForm({ row, onClose, onReload }: ResourceFormProps<LegacyCodeRow>) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const subclasses = useSubclassChoicesQuery()
  const state = useResourceForm(legacyCodesResource, { row, onSaved: onClose, onReload })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField
        {...field('old_code')}
        required
        description={t('legacyCodes.fields.oldCodeHint')}
        maxLength={5}
        className="font-mono uppercase"
      />
      <BilingualField {...field('old_name')} maxLength={300} />
      <SelectField
        {...field('subclass_id')}
        required
        placeholder="—"
        options={(subclasses.data ?? []).map((s) => ({
          value: s.id,
          label: codeChoice(s, language),
        }))}
      />
    </ResourceSheet>
  )
}

/** The admin screen. */
export function LegacyCodesScreen() {
  return <ResourceScreen resource={legacyCodesResource} form={LegacyCodeForm} />
}
