/**
 * API test files the PostgreSQL run (`api-postgres`) leaves out: they start no backend through
 * tests/api/helpers.ts (static checks, a cluster or processes of their own), or test what only the
 * embedded engine has (PGlite's wire path and template folders, the data folder's lock and backup
 * socket). The serial files (vite.config.ts) are left out too. tests/api/db-engines.test.ts
 * keeps this list honest.
 */
export const POSTGRES_RUN_SKIPS = [
  'backup-restore',
  'db-advisor',
  'db-engines',
  'db-postgres15',
  'db-safeupdate',
  'db-template',
  'db-types',
  'db-wire',
  'deploy-files',
  'docs-paths',
  'functions-deno',
  'lint-rules',
  'page-cache',
  'page-css',
  'postgrest-grammar',
  'restore-from-postgres15',
  'security-process',
  'server-process',
  'server-vite',
].map((name) => `tests/api/${name}.test.ts`)
