import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FieldRow } from '@/components/crud/field-row'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { BUILT_IN_LINK_TARGETS, publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { fromTranslatable } from '@/lib/resource/translatable'
import { translate } from '@/lib/translate'

import type { NavigationFormValues } from '../admin-navigation-schemas'
import { type LinkTarget, useLinkTargetsQuery } from '../api/get-link-targets'

/** Radix Select cannot hold '': "another address" is this sentinel. */
const OTHER = 'other'

/**
 * "Link to": the site's own pages and the published CMS pages. Choosing one fills the URL (and
 * an empty label with the page's title in both languages); "another address" leaves the URL
 * field to type in.
 */
export function LinkTargetSelect({ form }: { form: UseFormReturn<NavigationFormValues> }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const builtIn: LinkTarget[] = BUILT_IN_LINK_TARGETS.map((key) => ({
    path: publicRoutes[key],
    title: {
      id: i18n.getFixedT('id', 'admin')(`navigation.builtIn.${key}`),
      en: i18n.getFixedT('en', 'admin')(`navigation.builtIn.${key}`),
    },
  }))
  const pages = useLinkTargetsQuery().data ?? []
  const targets = [...builtIn, ...pages]
  const url = useWatch({ control: form.control, name: 'url' })
  const current = targets.find((target) => target.path === url)?.path ?? OTHER

  const choose = (path: string) => {
    const target = targets.find((item) => item.path === path)
    if (!target) return
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
    form.setValue('url', target.path, options)
    const label = form.getValues('label')
    if (!label.id.trim() && !label.en.trim())
      form.setValue('label', fromTranslatable(target.title), options)
  }

  return (
    <FieldRow label={t('navigation.fields.target')} description={t('navigation.fields.targetHint')}>
      {(props) => (
        <Select value={current} onValueChange={choose}>
          <SelectTrigger {...props}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={OTHER}>{t('navigation.fields.targetOther')}</SelectItem>
            {(
              [
                ['targetBuiltIn', builtIn],
                ['targetPages', pages],
              ] as const
            ).map(([group, items]) => (
              <SelectGroup key={group}>
                <SelectLabel>{t(`navigation.fields.${group}`)}</SelectLabel>
                {items.map((target) => (
                  <SelectItem key={target.path} value={target.path}>
                    {`${translate(target.title, language)} — ${target.path}`}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldRow>
  )
}
