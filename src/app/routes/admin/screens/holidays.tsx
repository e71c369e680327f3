import { ResourceScreen } from '@/components/crud/resource-screen'
import { HolidayForm } from '@/features/holidays/components/holiday-form'
import { holidaysResource } from '@/features/holidays/holidays-resource'

/** /admin/hari-libur: the holidays due dates skip (admins). */
export function Component() {
  return <ResourceScreen resource={holidaysResource} form={HolidayForm} />
}
