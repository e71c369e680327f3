// react-i18next imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19 has
// the hook built in; vite.config.ts points the shim here so the bundles do not carry the copy.
export { useSyncExternalStore } from 'react'
