import { defineConfig } from '@playwright/test'
import { desktopBrowser } from '../desktop-browser'

/**
 * The edge smoke suite: the edge build (`npm run build:edge`) on workerd through
 * `wrangler dev`, demo API in-process, KV store. `npm run test:edge` builds it first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3315)

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../../test-results/edge',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: desktopBrowser(`http://127.0.0.1:${PORT}`),
  webServer: {
    command: `npx wrangler dev -c dist-edge/server/wrangler.json --ip 127.0.0.1 --port ${PORT} --log-level warn`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/vol`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
