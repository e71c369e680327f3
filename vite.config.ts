import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build as viteBuild, type ResolvedConfig } from 'vite'
import { defineConfig, type Plugin } from 'vitest/config'
import { DEFAULT_THEME, THEME_STORAGE_KEY } from './src/config/constants.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))

/** Fills the theme constants into index.html's pre-paint script, so they live in one place. */
function themeConstantsInHtml(): Plugin {
  return {
    name: 'lsbu-theme-constants',
    transformIndexHtml: (html) =>
      html
        .replaceAll('__THEME_STORAGE_KEY__', THEME_STORAGE_KEY)
        .replaceAll('__DEFAULT_THEME__', DEFAULT_THEME),
  }
}

/**
 * Every client build also builds the server renderer (src/entry-server.tsx) into
 * `<outDir>/.ssr/`, self-contained (dependencies bundled), for the embedded backend to render
 * public pages with (supabase/local/static.ts; it never serves dot-folders).
 */
function serverRenderer(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'lsbu-server-renderer',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      await viteBuild({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
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

export default defineConfig(({ command }) => ({
  plugins: [react(), themeConstantsInHtml(), serverRenderer(), devBackend(command)],
  resolve: {
    alias: {
      '@': src,
      'use-sync-external-store/shim': join(src, 'lib/use-sync-external-store-shim.ts'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
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
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
}))
