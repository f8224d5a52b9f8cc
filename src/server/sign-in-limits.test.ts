// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { admitSignIn, demoSignInCall, isDemoBrowserWrite, signInFailed, signInSucceeded, SIGN_IN_LIMITS } from './sign-in-limits'

/** Sign-in limits per client address and per account, on the memory store (no Redis). */

let n = 0
const unique = (tag: string) => `${tag}.${Date.now()}.${n++}`
/** A request from client address `ip` (as srvx hands it: `request.ip`). */
const from = (ip: string, path = '/api/v2/auth/login/confirm', method = 'POST') => Object.assign(new Request(`http://localhost${path}`, { method }), { ip })

describe('sign-in limits', () => {
  it('per account and IP: after 10 wrong codes that client is refused for that account, with the wait; another client is not', async () => {
    const account = `${unique('a')}@exemple.fr`
    const [ip, other] = [unique('10.0.0'), unique('10.0.1')]
    expect(SIGN_IN_LIMITS.failuresPerAccountAndIp.points).toBe(10)
    for (let i = 0; i < 10; i++) {
      expect(await admitSignIn(from(ip), 'confirm', account)).toEqual({ ok: true })
      await signInFailed(from(ip), account)
    }
    const refused = await admitSignIn(from(ip), 'confirm', account)
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(14 * 60)
    // The same address, any case, is the same account.
    expect((await admitSignIn(from(ip), 'confirm', account.toUpperCase())).ok).toBe(false)
    // The owner, from elsewhere, is not locked out by a stranger's guesses.
    expect(await admitSignIn(from(other), 'confirm', account)).toEqual({ ok: true })
  })

  it('per account: 100 wrong codes an hour from many clients (ASVS 2.2.1), then every client is refused for it', async () => {
    const account = `${unique('b')}@exemple.fr`
    expect(SIGN_IN_LIMITS.failuresPerAccount).toEqual({ points: 100, durationSeconds: 3600 })
    for (let i = 0; i < 100; i++) {
      const ip = `10.1.${Math.floor(i / 10)}.${n}`
      expect(await admitSignIn(from(ip), 'confirm', account)).toEqual({ ok: true })
      await signInFailed(from(ip), account)
    }
    const refused = await admitSignIn(from(unique('10.2')), 'confirm', account)
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(3500)
  })

  it('per IP: 100 wrong codes an hour over many accounts, then that client is refused for any account', async () => {
    const ip = unique('10.3')
    for (let i = 0; i < 100; i++) {
      const account = `${unique('c')}@exemple.fr`
      expect(await admitSignIn(from(ip), 'confirm', account)).toEqual({ ok: true })
      await signInFailed(from(ip), account)
    }
    expect((await admitSignIn(from(ip), 'confirm', `${unique('fresh')}@exemple.fr`)).ok).toBe(false)
    expect((await admitSignIn(from(ip), 'confirm')).ok).toBe(false)
    expect(await admitSignIn(from(unique('10.4')), 'confirm', `${unique('fresh')}@exemple.fr`)).toEqual({ ok: true })
  })

  it('a success clears that client’s failures for the account', async () => {
    const account = `${unique('d')}@exemple.fr`
    const ip = unique('10.5')
    for (let i = 0; i < 10; i++) await signInFailed(from(ip), account)
    expect((await admitSignIn(from(ip), 'confirm', account)).ok).toBe(false)
    await signInSucceeded(from(ip), account)
    expect(await admitSignIn(from(ip), 'confirm', account)).toEqual({ ok: true })
  })

  it('mails: 5 codes or links for one account from one client per 10 minutes (under the API’s 10), others unaffected', async () => {
    const account = `${unique('e')}@exemple.fr`
    const ip = unique('10.6')
    for (let i = 0; i < 5; i++) expect(await admitSignIn(from(ip, '/api/v2/auth/login/code'), 'mail', account)).toEqual({ ok: true })
    expect((await admitSignIn(from(ip, '/api/v2/auth/login/code'), 'mail', account)).ok).toBe(false)
    expect(await admitSignIn(from(unique('10.7'), '/api/v2/auth/login/code'), 'mail', account)).toEqual({ ok: true })
  })

  it('every call from one client: 300 an hour', async () => {
    const ip = unique('10.8')
    for (let i = 0; i < SIGN_IN_LIMITS.callsPerIp.points; i++) expect((await admitSignIn(from(ip, '/api/v2/auth/check-email'), 'check')).ok).toBe(true)
    expect((await admitSignIn(from(ip, '/api/v2/auth/check-email'), 'check')).ok).toBe(false)
  })

  it('knows the demo API’s sign-in endpoints whatever their spelling, and its browser writes', () => {
    const post = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' })
    expect(demoSignInCall(post('/api/v2/auth/login/confirm'))).toBe('confirm')
    expect(demoSignInCall(post('/api/v2/AUTH/login/link/confirm/'))).toBe('confirm')
    expect(demoSignInCall(post('/api/v2/auth/login%2Fconfirm'))).toBe('confirm')
    expect(demoSignInCall(post('/api/v2/x/api/v2/auth/login/code'))).toBe('mail')
    expect(demoSignInCall(post('/api/v2/auth/register'))).toBe('mail')
    expect(demoSignInCall(post('/api/v2/auth/check-email'))).toBe('check')
    // Passwords: a reset link is a mail; a password, a reset link or a set-password code is a try.
    expect(demoSignInCall(post('/api/v2/auth/password/reset'))).toBe('mail')
    expect(demoSignInCall(post('/api/v2/auth/login/password'))).toBe('confirm')
    expect(demoSignInCall(post('/api/v2/auth/password/reset/confirm/'))).toBe('confirm')
    expect(demoSignInCall(post('/api/v2/auth/set-password'))).toBe('confirm')
    expect(demoSignInCall(new Request('http://localhost/api/v2/auth/login/confirm'))).toBeUndefined()
    expect(demoSignInCall(post('/api/v2/order/'))).toBeUndefined()
    expect(isDemoBrowserWrite(post('/api/v2/auth/logout'))).toBe(true)
    expect(isDemoBrowserWrite(post('/api/v2/demo/payment/abc'))).toBe(true)
    expect(isDemoBrowserWrite(new Request('http://localhost/api/v2/demo/payment/abc'))).toBe(false)
    expect(isDemoBrowserWrite(post('/api/v2/order/'))).toBe(false)
  })
})
