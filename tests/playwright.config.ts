import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** A second server for the tests that switch on the demo API's process-wide faults. */
const FAULTS_PORT = Number(process.env.E2E_FAULTS_PORT ?? PORT + 1)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The Ladle static build of the design system, served for the `design-system` project. */
const LADLE_PORT = Number(process.env.LADLE_PORT ?? 61000)
const DESIGN_SYSTEM_SPECS = /design-system.*\.spec\.ts/
/** Tests that switch on the demo API's process-wide faults: one at a time, on their own server. */
const FAULT_SPECS = /faults\.spec\.ts/
/** `E2E_APP_ONLY=1`: only the app's projects, without building and serving the Ladle stories (local runs). */
const APP_ONLY = process.env.E2E_APP_ONLY === '1'

/** The production server with the demo API's controls (mailbox, fault switch, per-request faults). */
const appServer = (port: number) => ({
  command: 'node src/platform/host/node-server.mjs',
  cwd: '..',
  url: `http://localhost:${port}/healthz`,
  env: { PORT: String(port), NODE_ENV: 'production', DEMO_CONTROLS: '1' },
  reuseExistingServer: false,
  timeout: 60_000,
})

/** Browser tests against the production build, in Debian's Chromium (no browser download). */
export default defineConfig({
  // Browser specs, and the security specs run against the built server.
  testDir: '.',
  testMatch: /(e2e|security)\/.*\.spec\.ts$/,
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Pages now carry the full storefront header (menus, account popup): axe and hydration take
  // longer on a shared 2-core machine. Limits only; no test asserts a duration.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // In CI a failed test's retry records the trace: recording every test costs about a quarter of its time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // WebGL through SwiftShader, so MapLibre can start (tests never read map pixels).
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [DESIGN_SYSTEM_SPECS, FAULT_SPECS], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', testIgnore: [DESIGN_SYSTEM_SPECS, FAULT_SPECS], use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
    {
      name: 'faults',
      testMatch: FAULT_SPECS,
      // Faults are process-wide: one test at a time, on a server of their own, beside the other projects.
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${FAULTS_PORT}` },
    },
    ...(APP_ONLY
      ? []
      : [
          {
            name: 'design-system',
            testMatch: DESIGN_SYSTEM_SPECS,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${LADLE_PORT}` },
          },
        ]),
  ],
  webServer: [
    appServer(PORT),
    appServer(FAULTS_PORT),
    ...(APP_ONLY
      ? []
      : [
          {
            // Design-system stories: Ladle's static build (`npm run test:e2e` makes it beside the app's), served by Ladle's preview server.
            command: `test -f build/meta.json || { echo 'No Ladle build: npm run ladle:build' >&2; exit 1; }; npx ladle preview --port ${LADLE_PORT}`,
            cwd: '..',
            url: `http://localhost:${LADLE_PORT}/meta.json`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
  ],
})
