/** The centred heading of a home-page section: eyebrow, title (an h2 with `id`, for the section's
 * aria-labelledby) and subtitle. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string
  eyebrow: string
  title: string
  subtitle: string
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p>
    </div>
  )
}
