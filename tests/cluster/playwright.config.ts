import { defineConfig } from '@playwright/test'
import { desktopBrowser } from '../desktop-browser'

/**
 * The cluster tests (`npm run test:cluster`): the production build as 3 instances
 * behind nginx, on Redis, with the demo API as its own service. The spec starts and stops the
 * cluster itself (it kills and restarts its parts), so there is no webServer here.
 */
const PORT = Number(process.env.CLUSTER_PORT ?? 3320)

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../../test-results/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Limits only (no test asserts a duration): the booking flow through a cluster of 3 instances,
  // nginx, Redis and the API service took 2 min on a quiet 2-core machine, over 3 min when shared.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  use: desktopBrowser(`http://127.0.0.1:${PORT}`),
})
