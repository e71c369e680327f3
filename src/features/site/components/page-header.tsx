import type { ReactNode } from 'react'

/** The band at the top of every information page: title and a one-line introduction. */
export function PageHeader({
  title,
  description,
  eyebrow,
  children,
}: {
  title: ReactNode
  description?: string
  eyebrow?: string
  children?: ReactNode
}) {
  return (
    <div className="border-b bg-muted/50">
      <div className="container py-12 sm:py-16">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {description ? (
          <p className="mt-3 max-w-2xl text-base text-muted-foreground sm:text-lg">{description}</p>
        ) : null}
        {children}
      </div>
    </div>
  )
}
