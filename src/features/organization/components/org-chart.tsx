import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { ListEmpty, ListSkeleton } from '@/components/list-state'
import { ResponsiveImage } from '@/components/responsive-image'
import { useTranslate } from '@/lib/translate'
import { cn } from '@/lib/utils'

import {
  type OrganizationMember,
  useOrganizationMembersQuery,
} from '../api/get-organization-members'
import { buildOrgTree, type OrgNode } from '../lib/org-tree'

type Node = OrgNode<OrganizationMember>

/**
 * The organisation chart: the top person, then each level as a row of cards on wide screens;
 * on a phone the same nested list reads as an indented tree with guide lines.
 */
export function OrgChart() {
  const { t } = useTranslation(['public', 'common'])
  const { data, isPending, isError } = useOrganizationMembersQuery()
  if (isPending) {
    return <ListSkeleton count={6} className="grid gap-4 sm:grid-cols-3" itemClassName="h-24" />
  }
  const roots = buildOrgTree(data ?? [])
  if (!roots.length) {
    return <ListEmpty text={isError ? t('layout.loadError') : t('organization.empty')} />
  }
  return (
    <ul className="space-y-10">
      {roots.map((root) => (
        <Branch key={root.id} node={root} depth={0} />
      ))}
    </ul>
  )
}

function Branch({ node, depth }: { node: Node; depth: number }) {
  const leafRow = node.children.every((c) => c.children.length === 0)
  return (
    <li className={cn(depth > 0 && 'relative')}>
      <div className={cn(depth === 0 && 'flex justify-center')}>
        <PersonCard node={node} prominent={depth === 0} />
      </div>
      {node.children.length ? (
        <ul
          className={cn(
            'mt-4 space-y-4 border-l-2 border-primary/20 pl-4 sm:pl-6',
            depth === 0 && 'md:mt-8 md:border-l-0 md:pl-0',
            depth === 0 && leafRow && 'md:grid md:grid-cols-3 md:gap-6 md:space-y-0',
            depth === 0 &&
              !leafRow &&
              'md:grid md:grid-cols-2 md:gap-6 md:space-y-0 xl:grid-cols-3',
          )}
        >
          {node.children.map((child) => (
            <Branch key={child.id} node={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function PersonCard({ node, prominent }: { node: Node; prominent: boolean }) {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  return (
    <div
      className={cn(
        'flex items-center gap-4 rounded-xl border shadow-sm',
        prominent ? 'w-full max-w-sm border-primary/30 bg-primary/5 p-5' : 'bg-card p-4',
      )}
    >
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted">
        {node.photo_url ? (
          <ResponsiveImage
            src={node.photo_url}
            sizes="64px"
            min={64}
            max={64}
            alt={t('organization.photoOf', { name: node.name })}
            width={64}
            height={64}
            className="size-16 object-cover"
          />
        ) : (
          <UserRound aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
      </span>
      <div className="min-w-0">
        <p className="font-semibold leading-snug">{node.name}</p>
        <p className="text-sm text-muted-foreground">{tr(node.position)}</p>
      </div>
    </div>
  )
}
