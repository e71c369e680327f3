import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { CrudPage } from '@/components/crud/crud-page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { canOpen } from '@/config/permissions'
import { AccountSecuritySection } from '@/features/auth/account-security'
import { useAuth } from '@/features/auth/auth-context'
import { SessionsCard } from '@/features/auth/sessions-card'
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card'
import { receivesAlerts } from '@/features/notifications/schemas'
import { ProfileSection } from '@/features/users/components/profile-section'
import { StaffManagement } from '@/features/users/components/staff-management'

/**
 * /admin/users (also the account menu's Profil, ADR 007): every role edits their own profile;
 * admins also manage staff accounts, in a second tab (`?tab=profile` selects the profile).
 */
export function Component() {
  const { t } = useTranslation('admin')
  const { profile, role } = useAuth()
  const [search, setSearch] = useSearchParams()
  if (!profile || !role) return null
  const account = { ...profile, role }
  // My profile: name, password and (editors, admins) which alerts I get.
  const own = (
    <div className="grid gap-4">
      <ProfileSection account={account} />
      {receivesAlerts(role) ? <NotificationSettingsCard userId={profile.id} role={role} /> : null}
      <AccountSecuritySection role={role}>
        <SessionsCard />
      </AccountSecuritySection>
    </div>
  )

  if (!canOpen(role, 'manageUsers')) {
    return (
      <CrudPage title={t('profile.title')} description={t('profile.description')}>
        {own}
      </CrudPage>
    )
  }

  const tab = search.get('tab') === 'profile' ? 'profile' : 'staff'
  return (
    <CrudPage title={t('users.title')} description={t('users.description')}>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearch(next === 'profile' ? { tab: 'profile' } : {}, { replace: true })
        }
        className="grid min-w-0 grid-cols-1 gap-4"
      >
        <TabsList justify="start" className="w-full sm:w-fit">
          <TabsTrigger value="staff">{t('users.staffHeading')}</TabsTrigger>
          <TabsTrigger value="profile">{t('profile.heading')}</TabsTrigger>
        </TabsList>
        <TabsContent value="staff" className="min-w-0">
          <StaffManagement currentUserId={profile.id} />
        </TabsContent>
        <TabsContent value="profile" className="min-w-0">
          {own}
        </TabsContent>
      </Tabs>
    </CrudPage>
  )
}
