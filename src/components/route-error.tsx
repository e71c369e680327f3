import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

/** A failed lazy chunk or a render error shows this instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (import.meta.env.DEV) console.error(error)

  return (
    <div role="alert" className="container flex flex-col items-start gap-4 py-16">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-muted-foreground">{t('error.description')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  )
}

interface BoundaryProps {
  children: ReactNode
  /** A new key (the next page's path) clears the error. */
  resetKey?: string
}

/** The public site's error boundary (the staff area's data router has its own `errorElement`). */
export class RouteErrorBoundary extends Component<
  BoundaryProps,
  { failed: boolean; error: unknown; key?: string }
> {
  override state = { failed: false, error: null as unknown, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key?: string }) {
    return props.resetKey === state.key ? null : { failed: false, error: null, key: props.resetKey }
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}
