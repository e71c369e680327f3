import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, ExternalLink, Eye, Link2Off } from 'lucide-react'
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
import {
  createPreviewLink,
  listActivePreviewLinks,
  type PreviewTable,
  revokePreviewLink,
} from '@/lib/resource/preview-requests'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { formatInZone } from '@/lib/time-zone'
import { toast } from '@/lib/toast'

import { ConfirmDialog } from './confirm-dialog'

const previewLinkKeys = {
  item: (table: PreviewTable, recordId: string | null, ids: readonly string[]) =>
    ['preview-links', table, recordId, ...ids] as const,
  all: ['preview-links'] as const,
}

/**
 * "Pratinjau & bagikan": makes a preview link of what the form holds now (saved or
 * not) and shows it: open it in either language (the public page components render it, marked
 * "Pratinjau"), or copy it for a reviewer without an account. It expires after 48 hours.
 */
export function PreviewLinkButton({
  table,
  recordId,
  getData,
  onCreated,
}: {
  table: PreviewTable
  recordId: string | null
  /** The item as the form would save it, read when the button is pressed. */
  getData: () => Record<string, unknown>
  /** The new link's id (an unsaved item's form lists the links it made). */
  onCreated?: (id: string) => void
}) {
  const { t, i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  const inputId = useId()
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null)
  const queryClient = useQueryClient()
  const create = useMutation({ mutationFn: createPreviewLink })

  const open = async () => {
    try {
      const made = await create.mutateAsync({ table, recordId, data: getData() })
      const url = new URL(publicRoutes.preview(made.token), window.location.origin).href
      setLink({ url, expiresAt: made.expires_at })
      onCreated?.(made.id)
      void queryClient.invalidateQueries({ queryKey: previewLinkKeys.all })
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

/**
 * The item's preview links that still work, each with its expiry in the site time zone and
 * "Cabut tautan": after a confirmation the link is deleted and its page answers as for an
 * unknown link. Nothing shows while there is no active link; only editors and admins may read
 * (and delete) links (RLS), so a viewer never sees the list nor the button.
 */
export function ActivePreviewLinks({
  table,
  recordId,
  ids,
}: {
  table: PreviewTable
  recordId: string | null
  /** Links made by this form for an item not saved yet. */
  ids: readonly string[]
}) {
  const { t, i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  const headingId = useId()
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState<string | null>(null)
  const links = useQuery({
    queryKey: previewLinkKeys.item(table, recordId, ids),
    queryFn: () => listActivePreviewLinks({ table, recordId, ids }),
  })
  const revoke = async (id: string) => {
    try {
      await revokePreviewLink(id)
      void toast.success(t('crud.previewLink.revoked'))
    } catch (error) {
      void toast.error(t('crud.previewLink.revokeFailed'), (error as { message?: string }).message)
    } finally {
      await queryClient.invalidateQueries({ queryKey: previewLinkKeys.all })
    }
  }
  const rows = links.data ?? []
  if (rows.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-md border p-4"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        {t('crud.previewLink.activeTitle')}
      </h2>
      <ul className="flex min-w-0 flex-col gap-2">
        {rows.map((row) => {
          const url = new URL(publicRoutes.preview(row.token), window.location.origin).href
          const until = formatInZone(row.expires_at, currentLanguage(i18n), timeZone)
          return (
            <li
              key={row.id}
              className="flex min-w-0 flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="block truncate font-mono text-xs underline underline-offset-2"
                >
                  {url}
                </a>
                <span className="text-muted-foreground">
                  {t('crud.previewLink.validUntil', { at: until })}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                aria-label={t('crud.previewLink.revokeNamed', { at: until })}
                onClick={() => setRevoking(row.id)}
              >
                <Link2Off aria-hidden="true" />
                {t('crud.previewLink.revoke')}
              </Button>
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title={t('crud.previewLink.revokeTitle')}
        description={t('crud.previewLink.revokeDescription')}
        confirmLabel={t('crud.previewLink.revoke')}
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
      />
    </section>
  )
}
