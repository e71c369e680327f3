import { useMutation } from '@tanstack/react-query'
import { Copy, ExternalLink, Eye } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { LANGUAGE_QUERY_PARAM } from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { createPreviewLink, type PreviewTable } from '@/lib/resource/preview-requests'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { formatInZone } from '@/lib/time-zone'
import { toast } from '@/lib/toast'

/**
 * "Pratinjau & bagikan": makes a preview link of what the form holds now (saved or
 * not) and shows it: open it in either language (the public page components render it, marked
 * "Pratinjau"), or copy it for a reviewer without an account. It expires after 48 hours.
 */
export function PreviewLinkButton({
  table,
  recordId,
  getData,
}: {
  table: PreviewTable
  recordId: string | null
  /** The item as the form would save it, read when the button is pressed. */
  getData: () => Record<string, unknown>
}) {
  const { t, i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  const inputId = useId()
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null)
  const create = useMutation({ mutationFn: createPreviewLink })

  const open = async () => {
    try {
      const made = await create.mutateAsync({ table, recordId, data: getData() })
      const url = new URL(publicRoutes.preview(made.token), window.location.origin).href
      setLink({ url, expiresAt: made.expires_at })
    } catch (error) {
      void toast.error(t('crud.previewLink.failed'), (error as { message?: string }).message)
    }
  }
  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link.url)
      void toast.success(t('crud.previewLink.copied'))
    } catch {
      // No clipboard (an insecure origin): leave the address selected to copy by hand.
      const input = document.getElementById(inputId) as HTMLInputElement | null
      input?.select()
    }
  }
  const inLanguage = (url: string, language: 'id' | 'en') =>
    language === 'id' ? url : `${url}?${LANGUAGE_QUERY_PARAM}=en`

  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => void open()}
        disabled={create.isPending}
        aria-busy={create.isPending}
      >
        <Eye aria-hidden="true" />
        {create.isPending ? t('crud.previewLink.creating') : t('crud.previewLink.button')}
      </Button>
      {link ? (
        <Dialog open onOpenChange={(next) => (next ? null : setLink(null))}>
          <DialogContent closeLabel={t('crud.actions.close')}>
            <DialogHeader className="pr-8">
              <DialogTitle>{t('crud.previewLink.title')}</DialogTitle>
              <DialogDescription>
                {t('crud.previewLink.description', {
                  at: formatInZone(link.expiresAt, currentLanguage(i18n), timeZone),
                })}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              {(['id', 'en'] as const).map((language) => (
                <Button key={language} asChild>
                  <a href={inLanguage(link.url, language)} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {t(`crud.previewLink.open.${language}`)}
                  </a>
                </Button>
              ))}
            </div>
            <div className="grid gap-2">
              <label htmlFor={inputId} className="text-sm font-medium">
                {t('crud.previewLink.link')}
              </label>
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  readOnly
                  value={link.url}
                  className="font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={() => void copy()}>
                  <Copy aria-hidden="true" />
                  {t('crud.previewLink.copy')}
                </Button>
              </div>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setLink(null)}>
                {t('crud.actions.close')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  )
}
