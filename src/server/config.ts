/** Server configuration, read from the environment once. Server-only. */
export interface ServerConfig {
  /** Real product API host (without /api/v2). Unset: the embedded demo API answers in-process. */
  apiUrl: string | undefined
  apiTimeoutMs: number
  /** 'auto' = Secure everywhere except plain-http localhost. */
  cookieSecure: 'auto' | 'always' | 'never'
  /** `__Host-` cookie prefix in production (requires Secure). */
  production: boolean
}

function readCookieSecure(value: string | undefined): ServerConfig['cookieSecure'] {
  if (value === 'true' || value === 'always') return 'always'
  if (value === 'false' || value === 'never') return 'never'
  return 'auto'
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiUrl = env.API_URL?.trim().replace(/\/+$/, '') || undefined
  const timeout = Number(env.API_TIMEOUT_MS)
  return {
    apiUrl,
    apiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    cookieSecure: readCookieSecure(env.COOKIE_SECURE),
    production: import.meta.env?.PROD ?? env.NODE_ENV === 'production',
  }
}

export const config = readConfig()
