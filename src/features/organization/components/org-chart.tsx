import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { ListEmpty, ListSkeleton } from '@/components/list-state'
import { ResponsiveImage } from '@/components/responsive-image'
import { fixedWidth } from '@/lib/image-url'
import { useTranslate } from '@/lib/translate'
import { cn } from '@/lib/utils'

import {
  type OrganizationMember,
  useOrganizationMembersQuery,
} from '../api/get-organization-members'
import { buildOrgTree, type OrgNode } from '../lib/org-tree'

type Node = OrgNode<OrganizationMember>

/**
 * An item of an indented tree: the spine down its left side; the last item's stretch ends at
 * its elbow (drawn by its card's wrapper, which no other item needs: the lines are translucent,
 * so a stretch drawn twice would show darker).
 */
const TREE_ITEM =
  'relative pl-5 pt-3 before:absolute before:left-0 before:top-0 before:h-full before:w-0.5 before:-translate-x-1/2 before:bg-primary/30 last:before:hidden [&:not(:last-child)>div]:after:hidden'

/**
 * A card's wrapper in an indented tree: the elbow from the spine into the card's middle (the
 * spine's last stretch, from the item's top to the elbow, is drawn here too).
 */
const ELBOW =
  'relative before:absolute before:-left-5 before:top-1/2 before:h-0.5 before:w-5 before:bg-primary/30 after:absolute after:-left-5 after:-top-3 after:h-[calc(50%+0.75rem)] after:w-0.5 after:-translate-x-1/2 after:bg-primary/30'

/**
 * The organisation chart, its reporting lines drawn. On wide screens the top person sits above
 * a row of their direct reports joined by a bus line; everyone further down hangs from their
 * manager as an indented tree with elbow lines — which is also how a phone shows every level.
 * The lines are decoration (CSS only); the nested lists carry the structure for screen readers.
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
    <ul className="space-y-12">
      {roots.map((root) => (
        <li key={root.id}>
          <div className={cn('flex', root.children.length <= 3 && 'md:justify-center')}>
            <PersonCard node={root} prominent />
          </div>
          {busRow(root.children) ? (
            <Reports nodes={root.children} />
          ) : root.children.length ? (
            <Subtree nodes={root.children} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Up to three direct reports fit one row under the top person; more hang as a tree. */
const busRow = (nodes: Node[]) => nodes.length > 0 && nodes.length <= 3

/**
 * The top person's direct reports. Phone: an indented tree like the deeper levels. From `md`: a
 * stem down from the top card, a bus across the row and a drop into each card (lines: 2px,
 * `bg-primary/30`).
 */
function Reports({ nodes }: { nodes: Node[] }) {
  const columns = nodes.length === 3 ? 'md:grid-cols-3' : nodes.length === 2 ? 'md:grid-cols-2' : ''
  return (
    <ul
      className={cn(
        'relative ml-5 md:ml-0 md:grid md:gap-6 md:pt-6',
        'before:hidden md:before:absolute md:before:left-1/2 md:before:top-0 md:before:block md:before:h-6 md:before:w-0.5 md:before:-translate-x-1/2 md:before:bg-primary/30',
        columns,
      )}
    >
      {nodes.map((node) => (
        <li
          key={node.id}
          className={cn(
            TREE_ITEM,
            'md:pl-0 md:pt-6',
            // the bus: across to the neighbours (half the gap each side), from the centre on the
            // first card, to the centre on the last, none for a single report
            'md:before:-left-3 md:before:-right-3 md:before:h-0.5 md:before:w-auto md:before:translate-x-0',
            'md:first:before:left-1/2 md:last:before:right-1/2 md:last:before:block md:only:before:hidden',
            // the drop into the card
            'md:after:absolute md:after:left-1/2 md:after:top-0 md:after:h-6 md:after:w-0.5 md:after:-translate-x-1/2 md:after:bg-primary/30',
          )}
        >
          <div className={cn(ELBOW, 'md:before:hidden md:after:hidden')}>
            <PersonCard node={node} prominent={false} />
          </div>
          {node.children.length ? <Subtree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** Everyone below a direct report, at every width: an indented tree hanging from the card. */
function Subtree({ nodes }: { nodes: Node[] }) {
  return (
    <ul className="ml-5">
      {nodes.map((node) => (
        <li key={node.id} className={TREE_ITEM}>
          <div className={ELBOW}>
            <PersonCard node={node} prominent={false} />
          </div>
          {node.children.length ? <Subtree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
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
            {...fixedWidth(64)}
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
