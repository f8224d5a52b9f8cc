import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { frBasemap } from './.config/fr-basemap.ts'
import { frGazetteer } from './.config/fr-gazetteer.ts'
import { precompressAssets } from './.config/precompress.ts'
import { reactAriaVisuallyHiddenClass } from './.config/react-aria-hidden.ts'
import { reactAriaHydrationIds } from './.config/react-aria-ids.ts'
import { reactSentinelErrors } from './.config/react-sentinels.ts'
import { BOOT_CHUNK_NAME } from './src/platform/boot-chunk.ts'

/** The app's plugins: this build's, and the edge build's after its own (.config/edge.config.ts). */
export function appPlugins(command: 'serve' | 'build') {
  return [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        routesDirectory: 'routes',
        routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
        // Loaders in their own chunks: a page hydrates without running its loader (the server
        // did), so their code (queries, schemas, server-function stubs) leaves the entry.
        codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      },
    }),
    viteReact(),
    reactAriaHydrationIds(),
    reactAriaVisuallyHiddenClass(),
    reactSentinelErrors(),
    vanillaExtractPlugin(command === 'serve' ? { unstable_mode: 'inlineCssInDev' } : {}),
    frGazetteer(),
    frBasemap(),
  ]
}

/**
 * A dynamic import's JS dependencies are not preloaded by script (Vite's helper inserted dozens
 * of modulepreload links while the page hydrated, a long task); the browser fetches them as the
 * module graph asks. CSS still loads. Also the edge build's (.config/edge.config.ts).
 */
export const appModulePreload = {
  polyfill: false,
  resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith('.css')),
}

/**
 * React (react, react-dom, scheduler, and src/platform/react-dom-client.ts, which runs react-dom's
 * module body) in a chunk of its own (src/platform/boot-chunk.ts), that the page's loader
 * evaluates in a task before the entry's (src/platform/deferred-entry.ts), so that the two are
 * not one long task (src/platform/README.md). The rest of what the entry imports statically, which
 * every page loads, is one chunk ('entry'): dozens of small chunks cost a task each to load and
 * link, and compress worse. Also the edge build's (.config/edge.config.ts).
 */
export const appCodeSplitting = {
  groups: [
    { name: BOOT_CHUNK_NAME, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]platform[\\/]react-dom-client\.ts$/, priority: 2 },
    { name: 'entry', tags: ['$initial' as const], priority: 1 },
  ],
}

/**
 * TanStack Store's useSelector imports the pre-React-18 shim of useSyncExternalStore; React 19 has
 * it built in, so the shim's fallback is dead code in every page's JS. Also the edge build's.
 */
export const appAlias = [{ find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' }]

// The product's Vite config (TanStack Start on its Vite plugin). `vite dev|build --config app.config.ts`.
export default defineConfig(({ command }) => ({
  // A build prints its warnings, not the list of its ~600 files (bench:initial-js measures them).
  logLevel: command === 'build' ? 'warn' : 'info',
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true, alias: appAlias },
  // The Node server's assets, compressed once at build time (the edge build's are Cloudflare's).
  plugins: [...appPlugins(command), precompressAssets()],
  // The production server bundle carries its dependencies: node_modules' hoisting (several
  // cookie-es majors, for one) must not decide what the server runs.
  ssr: { noExternal: true },
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    // For profiling: SOURCEMAP=1 maps a profile to the sources; NOMINIFY=1 keeps names (React's own too).
    minify: process.env.NOMINIFY ? false : undefined,
    modulePreload: appModulePreload,
    // MapLibre is the one chunk over 500 KB, loaded only with a map; budgets are bench:*'s.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: appCodeSplitting } } } } },
}))
