import { LogOut, Settings, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { adminRoutes } from '@/config/admin-routes'
import { canOpen } from '@/config/permissions'

import type { ShellUser } from './sidebar-user'
import { UserAvatar } from './user-avatar'

/**
 * Account menu: Profil (/admin/users) and Pengaturan (/admin/settings) for roles that may open
 * them (both are admin screens, docs/product.md#role-guard, #sidebar-matches-routes), and Logout
 * for everyone.
 */
export function AccountMenu({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  const { t } = useTranslation('admin')
  const showProfile = canOpen(user.role, 'users')
  const showSettings = canOpen(user.role, 'settings')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size={null}
          className="h-10 gap-2 px-1.5 py-2 text-sm md:px-2"
        >
          <UserAvatar email={user.email} name={user.name} className="size-8" />
          <span className="hidden max-w-40 truncate md:inline">{user.name}</span>
          <span className="sr-only">{t('shell.accountMenu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-medium">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {showProfile ? (
          <DropdownMenuItem asChild>
            <Link to={adminRoutes.users}>
              <UserRound aria-hidden="true" />
              {t('shell.profile')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {showSettings ? (
          <DropdownMenuItem asChild>
            <Link to={adminRoutes.settings}>
              <Settings aria-hidden="true" />
              {t('shell.settings')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {showProfile || showSettings ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('shell.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
