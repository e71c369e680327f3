import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { build as viteBuild, type InlineConfig, type ResolvedConfig } from 'vite'
import { defineConfig, type Plugin } from 'vitest/config'

import {
  DEFAULT_THEME,
  HELD_STYLESHEET_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from './src/config/constants.ts'
import { SSR_STATE_ID } from './src/lib/ssr-state.ts'
import { POSTGRES_RUN_SKIPS } from './tests/api/postgres-run.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))

/** The staff app's paths: served staff.html (supabase/local/static.ts has the same rule). */
const STAFF_PATHS = /^\/(admin|auth)(\/|$)/

/**
 * Applies the stored theme before the first paint (no light flash for dark-mode visitors).
 * Mirrors src/lib/theme-store.ts, with its constants from src/config/constants.ts. It also marks
 * `<html data-js>`: the page's scripts can run, so controls that need them are shown (without
 * JavaScript the header's menus, language links and FAQ work from HTML alone:
 * docs/decisions/035-no-js-header.md). On a server-rendered page it holds back the whole
 * stylesheet the page's loader adds once the page has painted (`media="not all"`, marked
 * HELD_STYLESHEET_ATTRIBUTE): the page's inlined rules are all its markup uses, and applying every
 * rule again restyled the whole page after its first paint; src/main.tsx releases it for the
 * first island that runs (docs/decisions/036-paint-and-main-thread.md).
 */
const THEME_INIT = `<script>
      ;(function () {
        document.documentElement.setAttribute('data-js', '')
        try {
          var t = localStorage.getItem('${THEME_STORAGE_KEY}') || '${DEFAULT_THEME}'
          var dark =
            t === 'dark' ||
            (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
          var root = document.documentElement
          if (dark) root.classList.add('dark')
          root.style.colorScheme = dark ? 'dark' : 'light'
        } catch (e) {}
        if (typeof MutationObserver != 'function') return
        new MutationObserver(function (records) {
          if (document.readyState == 'loading' || !document.getElementById('${SSR_STATE_ID}')) return
          records.forEach(function (record) {
            record.addedNodes.forEach(function (node) {
              if (node.rel == 'stylesheet' && !node.media) {
                node.media = 'not all'
                node.setAttribute('${HELD_STYLESHEET_ATTRIBUTE}', '')
              }
            })
          })
        }).observe(document.head, { childList: true })
      })()
    </script>`

/** Puts the pre-paint theme script into index.html and staff.html. */
function themeInitInHtml(): Plugin {
  return {
    name: 'lsbu-theme-init',
    transformIndexHtml: (html) => html.replace(/<!-- theme-init:[^>]*-->/, THEME_INIT),
  }
}

/** `npm run dev`: the staff paths get staff.html, as the built site's server does. */
function staffPagesInDev(): Plugin {
  return {
    name: 'lsbu-staff-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = req.url?.split('?')[0] ?? ''
        if (req.method === 'GET' && STAFF_PATHS.test(pathname) && !/\.\w+$/.test(pathname))
          req.url = '/staff.html'
        next()
      })
    },
  }
}

/**
 * The public site's browser build runs React components on Preact (docs/decisions/010): only its
 * islands run there. The server renderer, the staff app, `npm run dev` and Vitest keep React.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
]

/** What every build of this site shares (the client build below and the two it starts). */
const shared = {
  resolve: {
    alias: {
      '@': src,
      'use-sync-external-store/shim': join(src, 'lib/use-sync-external-store-shim.ts'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target admits supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Everything the entry imports statically in one file: one request and one gzip
        // stream instead of a dozen small chunks (3.8 KB less to download).
        // The islands' runtime (src/app/island-runtime.tsx: Preact, i18next, the query cache,
        // the providers) with everything it imports, in one file: the first island to run
        // loads it in one request instead of some thirty (docs/decisions/034).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'island-runtime', test: /src[\\/]app[\\/]island-runtime\.tsx$/ },
          ],
        },
      },
    },
  },
} satisfies InlineConfig

/**
 * `vite build` builds the public site (index.html, src/main.tsx), then, into the same folder:
 * - the staff app (staff.html, src/staff.tsx: /auth and /admin) as a build of its own, so the
 *   public pages share none of its code, not even React Router's data router (17 KB);
 * - the server renderer (src/entry-server.tsx) into `<outDir>/.ssr/`, self-contained, for the
 *   embedded backend to render public pages with (supabase/local/static.ts; it never serves
 *   dot-folders).
 */
function staffAndServerBuilds(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'lsbu-staff-and-server-builds',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const base = {
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ...shared,
      } satisfies InlineConfig
      await viteBuild({
        ...base,
        plugins: [react(), themeInitInHtml()],
        build: {
          ...shared.build,
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: config.build.manifest ? '.vite/staff-manifest.json' : false,
          rollupOptions: { ...shared.build.rollupOptions, input: 'staff.html' },
        },
      })
      await viteBuild({
        ...base,
        plugins: [react()],
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(config.build.outDir, '.ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
        },
      })
    },
  }
}

/**
 * `npm run dev` mounts the embedded backend (supabase/local) into the dev server, same origin.
 * Loaded at run time through tsx, not bundled into this config, so builds and Vitest never
 * load (or even bundle) the database code.
 */
async function devBackend(command: 'build' | 'serve'): Promise<Plugin | null> {
  if (command !== 'serve' || process.env.VITEST) return null
  const { tsImport } = await import('tsx/esm/api')
  const mod = (await tsImport(
    './supabase/local/vite-plugin.ts',
    import.meta.url,
  )) as typeof import('./supabase/local/vite-plugin.ts')
  return mod.embeddedBackend()
}

/** API test files that run one at a time, after the others (see the `api-serial` project). */
const SERIAL_API_TESTS = [
  'tests/api/front-replicas.test.ts',
  'tests/api/server-ops.test.ts',
  'tests/api/server-replicas.test.ts',
]

const POSTGRES_RUN_EXCLUDES = [...SERIAL_API_TESTS, ...POSTGRES_RUN_SKIPS]

export default defineConfig(({ command }) => ({
  ...shared,
  build: {
    ...shared.build,
    rollupOptions: {
      ...shared.build.rollupOptions,
      onwarn(warning, warn) {
        // React Router (in the browser-rendered fallback, src/app/spa.tsx) looks for React's
        // `useOptimistic` and does without it when absent, as on Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return
        warn(warning)
      },
    },
  },
  resolve: {
    alias: [
      ...Object.entries(shared.resolve.alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' && !process.env.VITEST ? preactForReact : []),
    ],
  },
  plugins: [
    react(),
    themeInitInHtml(),
    staffPagesInDev(),
    staffAndServerBuilds(),
    devBackend(command),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Node by default; a test that needs a DOM says so in its first line
          // (`// @vitest-environment jsdom`): a jsdom environment costs ~1 s per file.
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/features/**', 'src/components/crud/**', 'src/lib/resource/**'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // Rendering a whole page in jsdom (the router's tests) takes ~4.7 s alone on this 2-core
          // machine, so vitest's default 5 s fails it whenever anything else runs.
          testTimeout: 15_000,
        },
      },
      {
        // Tests beside each feature and the admin kit: requests against one shared embedded
        // backend, forms with their schema (src/test/backend.ts).
        extends: true,
        test: {
          name: 'features',
          environment: 'node',
          include: [
            'src/features/**/*.test.{ts,tsx}',
            'src/components/crud/**/*.test.{ts,tsx}',
            'src/lib/resource/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['tests/support/db-template.ts', 'tests/support/feature-backend.ts'],
          css: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Each API test file starts its own backends (ports chosen by the system, data folders
        // of their own, copies of the run's template: tests/support/db-template.ts), so files
        // run side by side, one per worker process.
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: SERIAL_API_TESTS,
          globalSetup: ['tests/support/db-template.ts'],
          testTimeout: 60_000,
          // A `beforeAll` starts backends; on a machine busy with other work a start (a copy of
          // the template, the server's boot) has taken over 60 s, failing a file that is fine.
          hookTimeout: 120_000,
        },
      },
      {
        // The same API tests on the PostgreSQL engine (DATABASE_URL): one throwaway cluster,
        // a database per backend (tests/support/postgres-engine.ts).
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: POSTGRES_RUN_EXCLUDES,
          globalSetup: ['tests/support/postgres-engine.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Files that measure wall-clock time or drive several server processes: alone, after
        // everything else, so another file's load cannot move their figures.
        extends: true,
        test: {
          name: 'api-serial',
          environment: 'node',
          include: SERIAL_API_TESTS,
          globalSetup: ['tests/support/db-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    // Two worker processes: the machine's two cores (vitest's default leaves one idle).
    maxWorkers: 2,
  },
}))
