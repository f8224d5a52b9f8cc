import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { reactAriaHydrationIds } from './react-aria-ids'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Unit and component tests (`*.test.ts[x]` beside the code), in happy-dom with msw/node. */
export default defineConfig({
  root,
  resolve: { tsconfigPaths: true },
  // react-aria goes through the app's transform (its hydration ids, see react-aria-ids.ts), as in the build.
  plugins: [viteReact(), vanillaExtractPlugin(), reactAriaHydrationIds()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts', 'tests/tooling/*.test.ts', 'tests/security/*.test.ts'],
    setupFiles: ['.config/vitest.setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: [/\/node_modules\/react-aria(-components)?\//] } },
    testTimeout: 15_000,
  },
})
