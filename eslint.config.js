// @ts-check
import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Import-direction rules (ARCHITECTURE.md): lib/components/config → features → app. */
const noAppOrFeatures = {
  patterns: [
    {
      group: ['@/app', '@/app/*', '**/app/*'],
      message: 'lib, components and config must not depend on app (composition layer).',
    },
    {
      group: ['@/features', '@/features/*', '**/features/*'],
      message: 'lib, components and config must not depend on features.',
    },
  ],
}

const srcImport = {
  patterns: [
    {
      group: ['@/*', '**/src/*', '../../src/*', '../../../src/*'],
      message:
        'The backend (supabase/local, supabase/functions) must never import the frontend (src/).',
    },
  ],
}

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
  // Import direction.
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', noAppOrFeatures] },
  },
  // A feature may use lib/components/config and itself, never app or another feature.
  ...features().map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/*'],
              message: 'features must not depend on app (composition layer).',
            },
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message:
                'A feature must not import another feature: move shared code to lib/ or components/.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message:
                'Inside a feature use at most one ../; reach other folders through the @/ alias.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['supabase/local/**/*.ts', 'supabase/functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', srcImport] },
  },
)
