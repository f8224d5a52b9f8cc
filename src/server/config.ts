/** Server configuration, read from the environment once. Server-only. */
export interface ServerConfig {
  /** Real product API host (without /api/v2). Unset: the embedded demo API answers in-process. */
  apiUrl: string | undefined
  apiTimeoutMs: number
  /** 'auto' = Secure everywhere except plain-http localhost. */
  cookieSecure: 'auto' | 'always' | 'never'
  /** `__Host-` cookie prefix in production (requires Secure). */
  production: boolean
  /**
   * Demo API controls (DEMO_CONTROLS=1, test and benchmark runs only): the fault switch at
   * /api/v2/demo/faults, per-request faults (`x-demo-fault`, `?demo_fault=`) and the flight
   * count override (`?count=`, DEMO_FLIGHT_COUNT). Off by default.
   */
  demoControls: boolean
  /** DEMO_FLIGHT_COUNT: every demo flight search answers this many solutions (with the controls on). */
  demoFlightCount: number | undefined
}

function readCookieSecure(value: string | undefined): ServerConfig['cookieSecure'] {
  if (value === 'true' || value === 'always') return 'always'
  if (value === 'false' || value === 'never') return 'never'
  return 'auto'
}

const isOn = (value: string | undefined) => value === '1' || value === 'true'

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiUrl = env.API_URL?.trim().replace(/\/+$/, '') || undefined
  const timeout = Number(env.API_TIMEOUT_MS)
  const demoControls = isOn(env.DEMO_CONTROLS)
  const flightCount = Number(env.DEMO_FLIGHT_COUNT)
  return {
    apiUrl,
    apiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    cookieSecure: readCookieSecure(env.COOKIE_SECURE),
    production: import.meta.env?.PROD ?? env.NODE_ENV === 'production',
    demoControls,
    demoFlightCount: demoControls && Number.isInteger(flightCount) && flightCount > 0 && flightCount <= 5000 ? flightCount : undefined,
  }
}

export const config = readConfig()
