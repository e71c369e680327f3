import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaField, PublishField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import type { ClientRow } from '../admin-schemas'
import { clientsResource } from '../clients-resource'

/** Create (row null, placed last) or edit a client in the side sheet. */
export function ClientForm({ row, onClose, onReload }: ResourceFormProps<ClientRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(clientsResource, { row, onSaved: onClose, onReload })
  const { form, field } = state
  const name = useWatch({ control: form.control, name: 'name' })
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField {...field('name')} required maxLength={200} />
      <MediaField
        {...field('logo_url', 'logo')}
        kind="image"
        folder="clients"

        alt={name}
      />
      <p className="-mt-3 text-xs text-muted-foreground">{t('clients.fields.logoAltNote')}</p>
      <TextField
        {...field('website_url', 'website')}
        description={t('clients.fields.websiteHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <BilingualField {...field('sector')} maxLength={120} />
      <PublishField control={form.control} />
    </ResourceSheet>
  )
}
