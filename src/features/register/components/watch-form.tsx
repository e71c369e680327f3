import { Bell } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { getPublicClient } from '@/lib/public-client'

/** The server's page for the form posted without JavaScript (supabase/local/register/watch-pages.ts). */
const WATCH_FORM_ACTION = '/layanan/cek-sbu/pantau'

interface RpcError {
  code?: string
  message?: string
  details?: string
  hint?: string
}

/**
 * "Beri tahu saya / Notify me" on the verify page: an email and what to watch (this SBU, or every
 * SBU of its company). A plain POST form to the server's page without JavaScript; with it (an
 * island), checked with zod (lib/watch-schema.ts, loaded on send) and sent to public.watch_register, the answer in a live region.
 * Either way a confirmation email is sent first (double opt-in).
 */
export function WatchForm({ number, company }: { number: string; company: string }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const [email, setEmail] = useState('')
  const [scope, setScope] = useState<'certificate' | 'company'>('certificate')
  const [error, setError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAlert(null)
    // zod and the rules load with the first send: not part of the page's script.
    const { watchSchema } = await import('../lib/watch-schema')
    const parsed = watchSchema.safeParse({ email, scope })
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message as never))
      return
    }
    setError(null)
    setBusy(true)
    try {
      const { error: rpcError } = await (
        await getPublicClient()
      ).rpc('watch_register', { ...parsed.data, number, language })
      if (rpcError) {
        const e = rpcError as RpcError
        const text = (language === 'en' ? e.details : e.message) || e.message || ''
        if (e.hint === 'field:email') setError(text)
        else
          setAlert(
            e.code === 'PT429' || e.hint === 'not_found' ? text : t('register.watch.errors.failed'),
          )
        return
      }
      setSentTo(parsed.data.email)
    } catch {
      setAlert(t('register.watch.errors.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="verify-watch" className="space-y-3" data-testid="verify-watch">
      <h2 id="verify-watch" className="flex items-center gap-2 text-xl font-semibold">
        <Bell className="h-5 w-5" aria-hidden="true" />
        {t('register.watch.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('register.watch.intro')}</p>
      <div aria-live="polite">
        {sentTo ? (
          <p
            className="rounded-md border-l-4 border-primary bg-muted/60 px-4 py-3 text-sm"
            data-testid="watch-sent"
          >
            {t('register.watch.sent', { email: sentTo })}
          </p>
        ) : alert ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {alert}
          </p>
        ) : null}
      </div>
      {sentTo ? null : (
        <form
          method="post"
          action={WATCH_FORM_ACTION}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="max-w-xl space-y-4"
        >
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="lng" value={language} />
          <div className="space-y-1.5">
            <label htmlFor="watch-email" className="block text-sm font-medium">
              {t('register.watch.email')}
            </label>
            <Input
              id="watch-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'watch-email-error' : undefined}
            />
            {error ? (
              <p id="watch-email-error" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('register.watch.scope')}</legend>
            {(
              [
                ['certificate', t('register.watch.scopeCertificate', { number })],
                ['company', t('register.watch.scopeCompany', { company })],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  className="mt-1"
                  checked={scope === value}
                  onChange={() => setScope(value)}
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-muted-foreground">
            {t('register.watch.privacy')}{' '}
            <a href={publicRoutes.privacy} className="underline underline-offset-2">
              {t('register.watch.privacyLink')}
            </a>
          </p>
          <Button type="submit" disabled={busy}>
            {t('register.watch.submit')}
          </Button>
        </form>
      )}
    </section>
  )
}
