import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Unit and component tests (`*.test.ts[x]` beside the code), in happy-dom with msw/node. */
export default defineConfig({
  root,
  resolve: { tsconfigPaths: true },
  plugins: [viteReact(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts'],
    setupFiles: ['.config/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
})
