// @ts-check
import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import checkFile from 'eslint-plugin-check-file'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The app's Supabase client is used by the data layer only: a feature's `api/` modules, the
 * shared requests in `lib/resource/` and the auth context. Screens and components call those.
 */
const noSupabaseClient = {
  regex: '^(@/lib/|(\\.\\./)+(lib/)?|\\./)supabase$',
  message:
    'Use the Supabase client only in src/features/*/api, src/lib/resource or the auth context; call a request function from there.',
}

/** Import-direction rules (ARCHITECTURE.md): lib/components/config → features → app. */
const appOrFeatures = [
  {
    group: ['@/app', '@/app/*', '**/app/*'],
    message: 'lib, components and config must not depend on app (composition layer).',
  },
  {
    group: ['@/features', '@/features/*', '**/features/*'],
    message: 'lib, components and config must not depend on features.',
  },
]

const srcImport = {
  patterns: [
    {
      group: ['@/*', '**/src/*', '../../src/*', '../../../src/*'],
      message:
        'The backend (supabase/local, supabase/functions) must never import the frontend (src/).',
    },
  ],
}

/** A feature may use lib/components/config and itself, never app or another feature. */
const featurePatterns = (feature) => [
  {
    group: ['@/app', '@/app/*'],
    message: 'features must not depend on app (composition layer).',
  },
  {
    regex: `^@/features/(?!${feature}(/|$))`,
    message: 'A feature must not import another feature: move shared code to lib/ or components/.',
  },
  {
    regex: '^(\\.\\./){2,}',
    message: 'Inside a feature use at most one ../; reach other folders through the @/ alias.',
  },
]

const LIB_COMPONENTS_CONFIG = [
  'src/lib/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/config/**/*.{ts,tsx}',
]
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}']
/** `src/x/**\/*.{ts,tsx}` → the test files among them. */
const testsOf = (glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')
/** The auth context: holds the session, so it talks to Supabase Auth itself. */
const AUTH_CONTEXT = 'src/features/auth/auth-context.tsx'

/** Feature folders present now, so each gets its own 'not another feature' rule. */
function features() {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      '.data',
      'lh',
      'tmp',
      '.tmp*',
      'supabase/functions/**/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Sorted imports and exports (autofix: npx eslint --fix).
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // Browser app.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Vendored shadcn-style primitives: keep them close to upstream.
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'jsx-a11y/heading-has-content': 'off',
      'jsx-a11y/anchor-has-content': 'off',
    },
  },
  // Node: configs, scripts, tests, the embedded backend and edge function handlers.
  {
    files: [
      '*.{js,mjs,ts}',
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.ts',
      'supabase/**/*.ts',
      '.ci/**/*.{js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // TanStack Query's recommended rules (stable query keys, no rest destructuring, …).
  ...pluginQuery.configs['flat/recommended'],
  // File and folder names under src/ are kebab-case (`crud-form.tsx`, `features/cms-pages/`).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  // The Supabase client stays in the data layer (noSupabaseClient). For the same file a later
  // entry replaces an earlier one's no-restricted-imports, so each entry lists all its patterns.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSupabaseClient] }] },
  },
  {
    files: TESTS,
    rules: { 'no-restricted-imports': 'off' },
  },
  // Import direction.
  {
    files: LIB_COMPONENTS_CONFIG,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...appOrFeatures, noSupabaseClient] }],
    },
  },
  {
    files: ['src/lib/resource/**/*.{ts,tsx}', ...LIB_COMPONENTS_CONFIG.map(testsOf)],
    rules: { 'no-restricted-imports': ['error', { patterns: appOrFeatures }] },
  },
  ...features().flatMap((feature) => [
    {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...featurePatterns(feature), noSupabaseClient] },
        ],
      },
    },
    {
      files: [
        `src/features/${feature}/api/**/*.{ts,tsx}`,
        testsOf(`src/features/${feature}/**/*.{ts,tsx}`),
        ...(feature === 'auth' ? [AUTH_CONTEXT] : []),
      ],
      rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature) }] },
    },
  ]),
  {
    files: ['supabase/local/**/*.ts', 'supabase/functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', srcImport] },
  },
)
