import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'

import { ResponsiveImage } from '@/components/responsive-image'
import { TEXT_COLUMN_IMAGE } from '@/lib/image-url'
import { headingSlugger } from '@/lib/markdown-headings'

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:']

/**
 * docs/product.md#rich-text: links and images may only be http(s), mailto, tel or relative (`/x`,
 * `#x`, `?x`, `x`). Anything else (javascript:, data:, vbscript:…) becomes an empty href.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim()
  // Control characters and whitespace inside a scheme are a classic filter bypass.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (!scheme) return trimmed.startsWith('//') ? '' : trimmed
  return ALLOWED_PROTOCOLS.includes(scheme[0].toLowerCase()) ? trimmed : ''
}

/** The text of a hast node (a heading's words, whatever inline marks it has). */
interface HastNode {
  type: string
  value?: string
  children?: HastNode[]
}
function textOf(node: HastNode | undefined): string {
  if (!node) return ''
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}

/**
 * Renderers for one text: headings `#`–`###` get ids in document order (lib/markdown-headings:
 * the same ids a table of contents links to).
 */
function markdownComponents(): Components {
  const slug = headingSlugger()
  const id = (node: HastNode | undefined) => slug(textOf(node).replace(/\s+/g, ' ').trim())
  return {
    // Plain links (public pages navigate by document, docs/decisions/010; the same markup on
    // the server, in an island and in the staff app).
    a: ({ href, children }) => {
      const url = href ?? ''
      if (!url) return <span>{children}</span>
      const external = /^https?:/i.test(url)
      return (
        <a href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      )
    },
    img: ({ src, alt }) =>
      typeof src === 'string' && src ? (
        <ResponsiveImage src={src} {...TEXT_COLUMN_IMAGE} alt={alt ?? ''} />
      ) : null,
    // Page titles are the h1; Markdown headings start one level below.
    h1: ({ node, children }) => <h2 id={id(node)}>{children}</h2>,
    h2: ({ node, children }) => <h2 id={id(node)}>{children}</h2>,
    h3: ({ node, children }) => <h3 id={id(node)}>{children}</h3>,
  }
}

export interface MarkdownProps {
  children: string
  /** The wrapper's classes (MarkdownContent gives the typography styles). */
  className?: string
  /** MarkdownContent's key of the text, so an island can find this HTML again. */
  dataKey?: string
}

/**
 * Renders staff-written Markdown safely (docs/product.md#rich-text): raw HTML is skipped (never
 * executed), urls pass the filter above, and headings start at h2 (the page title is the h1) with
 * ids a table of contents can link to. Use it through `MarkdownContent`
 * (components/markdown-content.tsx), which loads it lazily.
 */
function Markdown({ children, className, dataKey }: MarkdownProps) {
  return (
    <div className={className} data-md={dataKey}>
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        urlTransform={safeUrl}
        components={markdownComponents()}
      >
        {children}
      </ReactMarkdown>
    </div>
  )
}

export default Markdown
