import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { StaffRoleName } from '@/config/permissions'
import { cn } from '@/lib/utils'

import { UserAvatar } from './user-avatar'

export interface ShellUser {
  name: string
  email: string
  role: StaffRoleName
}

/** Bottom of the sidebar: avatar, name, role badge and the Keluar button. */
export function SidebarUser({
  user,
  collapsed,
  onSignOut,
  signingOut,
}: {
  user: ShellUser
  collapsed: boolean
  onSignOut: () => void
  signingOut: boolean
}) {
  const { t } = useTranslation('admin')
  const signOut = (
    <Button
      type="button"
      variant="outline"
      size={collapsed ? 'icon' : 'sm'}
      className={cn(!collapsed && 'w-full')}
      onClick={onSignOut}
      disabled={signingOut}
    >
      <LogOut aria-hidden="true" />
      <span className={cn(collapsed && 'sr-only')}>{t('shell.signOut')}</span>
    </Button>
  )
  return (
    <div className={cn('space-y-3 border-t p-3', collapsed && 'flex flex-col items-center')}>
      <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
        <UserAvatar email={user.email} name={user.name} className="size-9" />
        <div className={cn('min-w-0 flex-1', collapsed && 'sr-only')}>
          <p className="truncate text-sm font-medium" title={user.name}>
            {user.name}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </p>
          <Badge variant="secondary" className="mt-1" data-testid="sidebar-role">
            {t(`shell.roles.${user.role}`)}
          </Badge>
        </div>
      </div>
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{signOut}</TooltipTrigger>
          <TooltipContent side="right">{t('shell.signOut')}</TooltipContent>
        </Tooltip>
      ) : (
        signOut
      )}
    </div>
  )
}
