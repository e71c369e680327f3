import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router-dom'

import { ConfirmDialog } from './confirm-dialog'

/**
 * Warns before leaving a dirty form: in-app navigation (react-router `useBlocker`) asks in a
 * dialog; closing or reloading the tab gets the browser's own prompt (`beforeunload`).
 * Returns the dialog to render and `allowNextNavigation()` for a navigation right after a
 * successful save (the form's dirty flag has not re-rendered yet).
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const { t } = useTranslation('admin')
  const bypass = useRef(false)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (bypass.current) {
      bypass.current = false
      return false
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname
  })

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset()
      }}
      title={t('crud.confirm.unsavedTitle')}
      description={t('crud.confirm.unsavedDescription')}
      confirmLabel={t('crud.actions.discard')}
      cancelLabel={t('crud.actions.stay')}
      onConfirm={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}
    />
  )
  return {
    dialog,
    allowNextNavigation: () => {
      bypass.current = true
    },
  }
}
