import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote } from 'lucide-react'
import { type ComponentProps, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { MarkdownContent } from '@/components/markdown-content'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

type Edit = (
  text: string,
  start: number,
  end: number,
) => { text: string; start: number; end: number }

/** Wraps the selection (or a placeholder word) in `before`/`after`. */
export const wrap =
  (before: string, after: string, placeholder: string): Edit =>
  (text, start, end) => {
    const selected = text.slice(start, end) || placeholder
    return {
      text: text.slice(0, start) + before + selected + after + text.slice(end),
      start: start + before.length,
      end: start + before.length + selected.length,
    }
  }

/** Prefixes every selected line (or the current line) with `prefix` (`## `, `- `, `1. `). */
export const prefixLines =
  (prefix: string | ((index: number) => string)): Edit =>
  (text, start, end) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1
    const block = text.slice(lineStart, end)
    const lines = block
      .split('\n')
      .map((line, i) => (typeof prefix === 'string' ? prefix : prefix(i)) + line)
    const next = lines.join('\n')
    return {
      text: text.slice(0, lineStart) + next + text.slice(end),
      start: lineStart,
      end: lineStart + next.length,
    }
  }

export interface MarkdownEditorProps extends Omit<
  ComponentProps<'textarea'>,
  'value' | 'onChange'
> {
  value: string
  onChange: (value: string) => void
  /** Show the rendered preview beside (desktop) or below (phone) the text (default true). */
  preview?: boolean
  /** Always put the preview below the text (narrow containers such as a sheet). */
  stacked?: boolean
}

/**
 * Markdown text area with a formatting toolbar and a live, safely rendered preview
 * (`components/markdown`, loaded on first use). Keyboard: Ctrl/⌘+B bold, Ctrl/⌘+I italic.
 */
export function MarkdownEditor({
  value,
  onChange,
  preview = true,
  stacked = false,
  className,
  ref: outerRef,
  ...props
}: MarkdownEditorProps) {
  const { t } = useTranslation('admin')
  const ref = useRef<HTMLTextAreaElement>(null)
  const setRef = (node: HTMLTextAreaElement | null) => {
    ref.current = node
    if (typeof outerRef === 'function') outerRef(node)
    else if (outerRef) outerRef.current = node
  }
  const apply = (edit: Edit) => {
    const area = ref.current
    if (!area) return
    const result = edit(value, area.selectionStart, area.selectionEnd)
    onChange(result.text)
    requestAnimationFrame(() => {
      area.focus()
      area.setSelectionRange(result.start, result.end)
    })
  }
  const tools = [
    { label: t('crud.markdown.bold'), icon: Bold, edit: wrap('**', '**', t('crud.markdown.bold')) },
    {
      label: t('crud.markdown.italic'),
      icon: Italic,
      edit: wrap('*', '*', t('crud.markdown.italic')),
    },
    { label: t('crud.markdown.heading'), icon: Heading2, edit: prefixLines('## ') },
    {
      label: t('crud.markdown.link'),
      icon: Link2,
      edit: wrap('[', '](https://)', t('crud.markdown.link')),
    },
    { label: t('crud.markdown.bulletList'), icon: List, edit: prefixLines('- ') },
    {
      label: t('crud.markdown.numberedList'),
      icon: ListOrdered,
      edit: prefixLines((i) => `${i + 1}. `),
    },
    { label: t('crud.markdown.quote'), icon: Quote, edit: prefixLines('> ') },
  ]
  return (
    <div className={cn('grid gap-3', preview && !stacked && 'lg:grid-cols-2')}>
      <div className="overflow-hidden rounded-md border border-input focus-within:ring-2 focus-within:ring-ring">
        <div
          role="toolbar"
          aria-label={t('crud.markdown.toolbar')}
          className="flex flex-wrap gap-0.5 border-b bg-muted/50 p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className="inline-flex size-8 items-center justify-center rounded hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => apply(tool.edit)}
              aria-label={tool.label}
              title={tool.label}
            >
              <tool.icon className="size-4" aria-hidden="true" />
            </button>
          ))}
        </div>
        {/* A bare textarea: the toolbar frame draws the border and focus ring, not Textarea's. */}
        <textarea
          ref={setRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (!(event.ctrlKey || event.metaKey)) return
            if (event.key === 'b') {
              event.preventDefault()
              apply(wrap('**', '**', t('crud.markdown.bold')))
            } else if (event.key === 'i') {
              event.preventDefault()
              apply(wrap('*', '*', t('crud.markdown.italic')))
            }
          }}
          className={cn(
            'flex w-full rounded-none border-0 border-input bg-background px-3 py-2 font-mono text-sm shadow-none placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-0 focus-visible:ring-ring focus-visible:ring-offset-0 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
            stacked ? 'min-h-40' : 'min-h-64',
            className,
          )}
          {...props}
        />
      </div>
      {preview ? (
        <section
          aria-label={t('crud.markdown.preview')}
          className="min-h-32 overflow-auto rounded-md border bg-card p-4"
        >
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('crud.markdown.preview')}
          </p>
          {value.trim() ? (
            <MarkdownContent
              source={value}
              className="prose-sm"
              fallback={<Skeleton className="h-24 w-full" />}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('crud.markdown.previewEmpty')}</p>
          )}
        </section>
      ) : null}
    </div>
  )
}
