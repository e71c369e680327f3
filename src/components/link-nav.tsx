import { Link } from 'react-router-dom'

/** A titled row of links ("Popular pages", "These may help"): a labelled `<nav>`. */
export function LinkNav({
  label,
  links,
}: {
  label: string
  links: { to: string; text: string }[]
}) {
  return (
    <nav aria-label={label} className="mt-6">
      <h2 className="text-sm font-semibold text-muted-foreground">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {links.map(({ to, text }) => (
          <li key={to}>
            <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
