/**
 * The demo admin the e2e server runs with (demo mode, docs/product.md#demo-prefill): the setup form
 * is prefilled with it while there are no users, and specs sign in with it afterwards, when no page
 * carries it any more. Every run has a fresh data folder, so a fixed password is no secret.
 */
export const DEMO_ADMIN = { email: 'admin@lsbu.local', password: 'e2e-Admin-password-1' }
