import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { PasswordForm } from '@/features/users/components/profile-section'

/**
 * Shown instead of every admin screen while the account holds a temporary password (set by an
 * admin's reset or at creation, `app_metadata.must_change_password`). The database treats such
 * a user as a viewer until the password is changed, so this is the screen's half of the rule.
 */
export function PasswordChangeRequired({
  email,
  onSignOut,
}: {
  email: string
  onSignOut: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <title>{t('shell.pageTitle', { page: t('passwordChange.pageTitle') })}</title>
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="w-full max-w-md rounded-lg border bg-card p-6 text-card-foreground shadow-lg">
          <div className="mb-6 space-y-2 text-center">
            <h1 className="text-xl font-semibold">{t('passwordChange.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('passwordChange.description')}</p>
            <p className="break-all text-sm font-medium">{email}</p>
          </div>
          <PasswordForm email={email} />
          <div className="mt-4 flex justify-center">
            <Button type="button" variant="ghost" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              {t('passwordChange.signOut')}
            </Button>
          </div>
        </div>
      </main>
    </div>
  )
}
