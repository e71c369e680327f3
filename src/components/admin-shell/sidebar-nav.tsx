import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

import { isItemActive, type NavGroup, type NavItem } from './nav-config'

export interface SidebarNavProps {
  groups: readonly NavGroup[]
  pathname: string
  /** Icons only, names in tooltips (the 80 px rail). */
  collapsed: boolean
  onNavigate?: () => void
}

/** The sidebar's links, grouped; each group is a list named by its heading. */
export function SidebarNav({ groups, pathname, collapsed, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto px-3 py-4">
      {groups.map((group) => {
        const headingId = `sidebar-group-${group.key}`
        return (
          <div key={group.key} className="mb-4 last:mb-0">
            {group.heading ? (
              <p
                id={headingId}
                className={cn(
                  'mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                  collapsed && 'sr-only',
                )}
              >
                {t(`sidebar.groups.${group.key}`)}
              </p>
            ) : null}
            {group.heading && collapsed ? (
              <div aria-hidden="true" className="mx-3 mb-2 border-t" />
            ) : null}
            <ul
              aria-labelledby={group.heading ? headingId : undefined}
              aria-label={group.heading ? undefined : t(`sidebar.groups.${group.key}`)}
              className="space-y-1"
            >
              {group.items.map((item) => (
                <li key={item.key}>
                  <SidebarLink
                    item={item}
                    active={isItemActive(item, pathname)}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem
  active: boolean
  collapsed: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation('admin')
  const label = t(`sidebar.items.${item.key}` as 'sidebar.items.dashboard')
  const Icon = item.icon
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex h-10 items-center gap-3 rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        collapsed ? 'justify-center px-0' : 'px-3',
        active
          ? 'bg-brand text-brand-foreground'
          : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
    </Link>
  )
  if (!collapsed) return link
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}
