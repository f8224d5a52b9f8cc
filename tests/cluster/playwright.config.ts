import { defineConfig, devices } from '@playwright/test'

/**
 * The cluster tests (`npm run test:cluster`, issue 18): the production build as 3 instances
 * behind nginx, on Redis, with the demo API as its own service. The spec starts and stops the
 * cluster itself (it kills and restarts its parts), so there is no webServer here.
 */
const PORT = Number(process.env.CLUSTER_PORT ?? 3320)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../../test-results/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-unsafe-swiftshader'],
    },
  },
})
