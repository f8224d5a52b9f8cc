import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { appAlias, appCodeSplitting, appModulePreload, appPlugins } from '../app.config.ts'

/**
 * The edge build (issue 18): the same app for Cloudflare Workers (`npm run build:edge` into
 * dist-edge/, `npm run start:edge` runs it on workerd with wrangler dev). The demo API answers
 * in-process; the server store is the `STORE` KV namespace (.config/wrangler.jsonc). The app's
 * plugins are app.config.ts's own; the Node build does not use this file.
 */

/** Workers bundle everything: vanilla-extract's SSR externals are not allowed there. */
const bundleEverything: Plugin = {
  name: 'edge-bundle-everything',
  enforce: 'pre',
  configResolved(config) {
    for (const env of Object.values(config.environments)) if (env.resolve) (env.resolve as { external: unknown }).external = []
  },
}

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: appAlias },
  plugins: [bundleEverything, cloudflare({ viteEnvironment: { name: 'ssr' }, configPath: '.config/wrangler.jsonc' }), ...appPlugins('build')],
  build: { outDir: 'dist-edge', modulePreload: appModulePreload },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: appCodeSplitting } } } } },
})
