import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { ConfirmButton } from '@/components/crud/confirm-dialog'
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
import { Label } from '@/components/ui/label'
import { formatDateTime } from '@/lib/format-date'
import { defineResource, type ResourceContext } from '@/lib/resource/resource'
import { toast } from '@/lib/toast'
import type { Tables } from '@/types/database'

import { createApiKey, type CreatedApiKey, revokeApiKey } from './api/api-keys'

type KeyRow = Tables<'register_api_keys'>
type Cell = { row: { original: KeyRow } }

const columns =
  (admin: boolean) =>
  ({ t, language }: ResourceContext<KeyRow>) => [
    {
      id: 'name',
      header: t('registerApiKeys.fields.name'),
      cell: ({ row }: Cell) => (
        <div className="grid gap-0.5">
          <span className="font-semibold">{row.original.name}</span>
          <span className="font-mono text-xs text-muted-foreground">{row.original.prefix}…</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('registerApiKeys.fields.status'),
      enableSorting: false,
      cell: ({ row }: Cell) =>
        row.original.revoked_at ? (
          <span className="font-medium text-destructive">{t('registerApiKeys.revoked')}</span>
        ) : (
          <span>{t('registerApiKeys.active')}</span>
        ),
    },
    {
      id: 'quota_per_hour',
      header: t('registerApiKeys.fields.quotaPerHour'),
      cell: ({ row }: Cell) => (
        <span className="tabular-nums">
          {row.original.quota_per_hour} / {row.original.quota_per_day}
        </span>
      ),
      meta: { priority: 'secondary' as const },
    },
    {
      id: 'calls',
      header: t('registerApiKeys.fields.calls'),
      cell: ({ row }: Cell) => <span className="tabular-nums">{row.original.calls}</span>,
    },
    {
      id: 'last_used_at',
      header: t('registerApiKeys.fields.lastUsedAt'),
      cell: ({ row }: Cell) =>
        row.original.last_used_at ? (
          <time dateTime={row.original.last_used_at} className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.last_used_at, language)}
          </time>
        ) : (
          <span className="text-muted-foreground">{t('registerApiKeys.never')}</span>
        ),
    },
    ...(admin
      ? [
          {
            id: 'revoke',
            header: () => <span className="sr-only">{t('crud.table.actions')}</span>,
            enableSorting: false,
            cell: ({ row }: Cell) =>
              row.original.revoked_at ? null : <RevokeButton row={row.original} />,
          },
        ]
      : []),
  ]

const keysResource = (admin: boolean) =>
  defineResource<KeyRow>({
    table: 'register_api_keys',
    section: 'registerApiKeys',
    readOnly: true,
    list: {
      search: ['name', 'prefix'],
      sortable: ['created_at', 'name', 'last_used_at', 'calls', 'quota_per_hour'],
      defaultSort: { id: 'created_at', desc: true },
    },
    name: (row) => row.name,
    columns: columns(admin),
  })

/**
 * /admin/kunci-api: the register API's keys. Staff see names, quotas and usage
 * (never a key or its hash: the database keeps only the hash, in a table no role reads); an
 * admin creates a key (shown once) and revokes one.
 */
export const apiKeysResource = keysResource(false)
export const apiKeysAdminResource = keysResource(true)

function RevokeButton({ row }: { row: KeyRow }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(row.id),
    onSuccess: async () => {
      toast.success(t('registerApiKeys.revokedToast'))
      await queryClient.invalidateQueries({ queryKey: apiKeysAdminResource.keys.all })
    },
    onError: (error: Error) => void toast.error(error.message),
  })
  return (
    <ConfirmButton
      label={t('registerApiKeys.revoke')}
      ariaLabel={t('registerApiKeys.revokeLabel', { name: row.name })}
      title={t('registerApiKeys.revokeTitle')}
      description={t('registerApiKeys.revokeDescription', { name: row.name })}
      onConfirm={() => revoke.mutateAsync()}
    />
  )
}

const createSchema = z.object({
  name: z.string().trim().min(2, 'nameRequired').max(100, 'nameRequired'),
  quotaPerHour: z.coerce
    .number()
    .int('quotaInvalid')
    .min(1, 'quotaInvalid')
    .max(1_000_000, 'quotaInvalid'),
  quotaPerDay: z.coerce
    .number()
    .int('quotaInvalid')
    .min(1, 'quotaInvalid')
    .max(10_000_000, 'quotaInvalid'),
})

/** "Buat kunci API": name and quotas, then the key, shown once, to copy. */
export function CreateApiKeyButton() {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState({ name: '', quotaPerHour: '1000', quotaPerDay: '10000' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      setCreated(key)
      await queryClient.invalidateQueries({ queryKey: apiKeysAdminResource.keys.all })
    },
    onError: (error: Error) => void toast.error(error.message),
  })
  const close = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setCreated(null)
      setErrors({})
      setValues({ name: '', quotaPerHour: '1000', quotaPerDay: '10000' })
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = createSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            t(`registerApiKeys.${issue.message as 'nameRequired' | 'quotaInvalid'}`),
          ]),
        ),
      )
      return
    }
    setErrors({})
    create.mutate(parsed.data)
  }
  const field = (id: 'name' | 'quotaPerHour' | 'quotaPerDay', type = 'text') => (
    <div className="grid gap-1.5">
      <Label htmlFor={`api-key-${id}`}>{t(`registerApiKeys.fields.${id}`)}</Label>
      <Input
        id={`api-key-${id}`}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={values[id]}
        onChange={(event) => setValues((v) => ({ ...v, [id]: event.target.value }))}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={errors[id] ? `api-key-${id}-error` : undefined}
      />
      {errors[id] ? (
        <p id={`api-key-${id}-error`} className="text-sm text-destructive">
          {errors[id]}
        </p>
      ) : null}
    </div>
  )
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        {t('registerApiKeys.create')}
      </Button>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('registerApiKeys.createTitle')}</DialogTitle>
            <DialogDescription>
              {created ? t('registerApiKeys.shownOnce') : t('registerApiKeys.createDescription')}
            </DialogDescription>
          </DialogHeader>
          {created ? (
            <div className="grid gap-3">
              <Label htmlFor="api-key-created">{t('registerApiKeys.keyLabel')}</Label>
              <Input
                id="api-key-created"
                readOnly
                value={created.key}
                className="font-mono text-xs"
                data-testid="api-key-created"
                onFocus={(event) => event.currentTarget.select()}
              />
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(created.key)
                      .then(() => toast.success(t('registerApiKeys.copied')))
                  }
                >
                  {t('registerApiKeys.copy')}
                </Button>
                <Button type="button" onClick={() => close(false)}>
                  {t('registerApiKeys.done')}
                </Button>
              </DialogFooter>
            </div>
          ) : (
            <form className="grid gap-4" onSubmit={submit} noValidate>
              {field('name')}
              {field('quotaPerHour', 'number')}
              {field('quotaPerDay', 'number')}
              <DialogFooter>
                <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
                  {t('registerApiKeys.createSubmit')}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}
