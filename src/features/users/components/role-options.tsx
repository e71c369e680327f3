import { useTranslation } from 'react-i18next'

import { STAFF_ROLES, type StaffRoleName } from '@/config/permissions'
import { cn } from '@/lib/utils'

/** The three roles as radio buttons with what each may do. */
export function RoleOptions({
  name,
  value,
  onChange,
  legend,
  describedBy,
}: {
  name: string
  value: StaffRoleName
  onChange: (role: StaffRoleName) => void
  legend: string
  describedBy?: string
}) {
  const { t } = useTranslation('admin')
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label
          key={role}
          className={cn(
            'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === role && 'border-primary bg-primary/5',
          )}
        >
          <input
            type="radio"
            name={name}
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
            className="row-span-2 mt-0.5 size-4 accent-[hsl(var(--primary))]"
          />
          <span className="font-medium">{t(`users.roles.${role}`)}</span>
          <span className="text-muted-foreground">{t(`users.roleHelp.${role}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
