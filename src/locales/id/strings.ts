// The public strings of one language, one chunk (src/lib/i18n.ts loads it on demand).
export { default as common } from './common.json'
export { default as public } from './public.json'
