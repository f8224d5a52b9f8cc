import { describe, expect, it } from 'vitest'
import { agencyRequestListReplySchema, agencyRequestSchema, OPTION_HOLD_HOURS } from '~/api-contract/agency-requests'
import { HOLD_MS, requestStatus } from '../agency-requests'
import { getAgencies } from '../seed/agencies'
import { getProducts } from '../seed/products'
import { store } from '../store'
import { call } from '../test-utils'

let accounts = 0
/** A verified account and its Bearer token. */
function account() {
  const email = `demande${++accounts}-${Date.now()}@example.com`
  const base = store.accounts.get('demo@horizon-voyages.example')!
  store.accounts.set(email, { ...base, id: store.newAccountId(), email, travelers: [], favorites: [], viewed: [], agencyRequests: [], email_verified: true })
  return { email, bearer: store.createUserSession(email).accessToken }
}

const product = () => getProducts()[0]!
const body = (kind: 'quote' | 'option', email: string, overrides: Record<string, unknown> = {}) => ({
  kind,
  product_id: product().product_id,
  agency_id: getAgencies()[0]!.id,
  departure_date: '2027-06-12',
  departure_city: 'Paris',
  nights: 7,
  party: { rooms: [{ adults: 2, children_ages: [4, 9], babies: 0 }] },
  contact: { first_name: 'Camille', last_name: 'Martin', email, phone: '0601020304', contact_time: 'morning' },
  message: 'Chambre au calme, si possible.',
  ...overrides,
})

describe('request status', () => {
  it('is sent for a quote, held until the end of hold for an option, then expired', () => {
    expect(requestStatus({ expiresAt: null }, 0)).toBe('sent')
    expect(requestStatus({ expiresAt: 1000 }, 999)).toBe('held')
    expect(requestStatus({ expiresAt: 1000 }, 1000)).toBe('expired')
    expect(HOLD_MS).toBe(OPTION_HOLD_HOURS * 3_600_000)
  })
})

describe('agency requests', () => {
  it('records a signed-in quote, lists it and mails its confirmation', async () => {
    const { email, bearer } = account()
    const reply = await call('/agency-requests', { bearer, body: body('quote', email) })
    expect(reply.status).toBe(201)
    const created = agencyRequestSchema.parse(reply.json)
    expect(created).toMatchObject({ kind: 'quote', status: 'sent', expires_at: null, product: { title: product().title } })
    const list = agencyRequestListReplySchema.parse((await call('/user/agency-requests', { bearer })).json)
    expect(list.map((r) => r.id)).toEqual([created.id])
    const mail = store.mailbox.find((m) => m.to === email)!
    expect(mail.kind).toBe('agency-request')
    expect(mail.subject).toBe(`Votre demande de devis pour « ${product().title} » a bien été envoyée`)
    expect(mail.text).toContain('2 adultes, 2 enfants (4 et 9 ans)')
  })

  it('takes an anonymous quote (mailed, listed nowhere) but refuses an anonymous option', async () => {
    const email = `anonyme-${Date.now()}@example.com`
    expect((await call('/agency-requests', { body: body('quote', email) })).status).toBe(201)
    expect(store.mailbox.some((m) => m.to === email && m.kind === 'agency-request')).toBe(true)
    expect((await call('/agency-requests', { body: body('option', email) })).status).toBe(401)
  })

  it('holds an option for the stated time; the demo control shortens and expires it', async () => {
    const { email, bearer } = account()
    const before = Date.now()
    const option = agencyRequestSchema.parse((await call('/agency-requests', { bearer, body: body('option', email) })).json)
    expect(option.status).toBe('held')
    const hold = Date.parse(option.expires_at!) - before
    expect(hold).toBeGreaterThanOrEqual(HOLD_MS)
    expect(hold).toBeLessThan(HOLD_MS + 60_000)
    expect(store.mailbox.find((m) => m.to === email)!.text).toContain('Le prix est garanti jusqu’au')

    expect((await call('/demo/agency-requests/hold', { body: { email, minutes: 2 } })).json).toEqual({ changed: 1 })
    const shortened = agencyRequestListReplySchema.parse((await call('/user/agency-requests', { bearer })).json)[0]!
    expect(shortened.status).toBe('held')
    expect(Date.parse(shortened.expires_at!) - Date.now()).toBeLessThanOrEqual(2 * 60_000)

    await call('/demo/agency-requests/hold', { body: { email, minutes: 0 } })
    expect(agencyRequestListReplySchema.parse((await call('/user/agency-requests', { bearer })).json)[0]!.status).toBe('expired')
    // An expired option is not held again.
    expect((await call('/demo/agency-requests/hold', { body: { email, minutes: 60 } })).json).toEqual({ changed: 0 })
  })

  it('refuses an unknown product or agency, a bad party or contact (400/404, nothing recorded)', async () => {
    const { email, bearer } = account()
    expect((await call('/agency-requests', { bearer, body: body('quote', email, { product_id: 999_999_999 }) })).status).toBe(404)
    expect((await call('/agency-requests', { bearer, body: body('quote', email, { agency_id: 999_999_999 }) })).status).toBe(404)
    expect((await call('/agency-requests', { bearer, body: body('quote', email, { party: { rooms: [] } }) })).status).toBe(400)
    expect((await call('/agency-requests', { bearer, body: body('quote', 'pas-un-mail') })).status).toBe(400)
    expect((await call('/user/agency-requests', { bearer })).json).toEqual([])
  })

  it('lists nothing signed out', async () => {
    expect((await call('/user/agency-requests')).status).toBe(401)
  })
})
