import { devices, type PlaywrightTestOptions, type PlaywrightWorkerOptions } from '@playwright/test'

/**
 * The browser of the suites that run against a server they start themselves (cluster, edge):
 * Debian's Chromium headless at 1280×800, in French, on Paris time.
 */
export function desktopBrowser(baseURL: string): Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> {
  return {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--enable-unsafe-swiftshader',
      ],
    },
  }
}
