// @vitest-environment node
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { flightSearchReplySchema } from '~/api-contract/flights'
import { orderSchema, paymentPrepareReplySchema } from '~/api-contract/orders'
import { todayInParis } from '~/lib/dates'
import { handleDemoRequest } from '../server'
import { store } from '../store'
import { call, sessionToken, url } from '../test-utils'

/** The confirmation e-mail a payment sends to the booking's contact. */

const date = (days: number) => todayInParis().add({ days }).toString()

async function paidOrder(email: string) {
  const token = await sessionToken()
  const order = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
  const search = {
    search_data: {
      adults: 1,
      childrens: 0,
      infants: 0,
      segments: [
        { from: 'PAR', to: 'NYC', date: date(30) },
        { from: 'NYC', to: 'PAR', date: date(37) },
      ],
    },
  }
  const { solutions } = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: search })).json)
  expect((await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: solutions[0]!.id } })).status).toBe(200)
  const person = { title: 'Mrs', first_name: 'Claire', last_name: 'Martin', birth_date: '1985-04-02' }
  const payer = {
    ...person,
    email,
    phone: '612345678',
    phone_country_prefix: '+33',
    address: '12 rue de la République',
    postal_code: '69002',
    city: 'Lyon',
    country: 'FR',
  }
  const put = await call(`/order/${order.id}/`, {
    method: 'PUT',
    token,
    body: { client: payer, agency_contract: 'CB', passengers: [{ category: 'ADT', ...person, email, phone: '612345678' }] },
  })
  expect(put.status).toBe(200)
  const prep = paymentPrepareReplySchema.parse((await call(`/order/${order.id}/payment/prepare`, { token, body: {} })).json)
  const paid = await handleDemoRequest(
    new Request(url(`/demo/payment/${prep.payment_id}`), {
      method: 'POST',
      body: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )
  expect(paid.status).toBe(303)
  return { token, order: orderSchema.parse((await call(`/order/${order.id}/`, { token })).json) }
}

const mailboxPage = async (cookie: string) => (await handleDemoRequest(new Request(url('/demo/mailbox'), { headers: { cookie } }), { controls: false })).text()

describe('the booking confirmation e-mail', () => {
  it('reaches the contact after payment: reference, itinerary, total, link to the booking, HTML and text, the flights attached as .ics', async () => {
    const email = `claire.${Date.now()}@exemple.fr`
    const { token, order } = await paidOrder(email)
    const reference = order.ticket!.travel_data!.passenger_name_record!
    const transports = order.ticket!.travel_data!.transports
    const mail = store.mailbox.find((m) => m.to === email)!
    expect(mail).toMatchObject({ kind: 'booking-confirmation', subject: `Votre réservation ${reference} est confirmée`, link: `/trip?reference=${reference}` })
    expect(mail.text).toContain(`Référence dossier : ${reference}`)
    expect(mail.text).toContain(`Vol ${transports[0]!.carrier} ${transports[0]!.flight_number} ${transports[0]!.departure_city_name} → `)
    expect(mail.text).toMatch(/Départ : \d\d\/\d\d\/\d{4} - \d\d:\d\d heure locale \(\d\d:\d\d UTC/)
    expect(mail.text).toContain('Claire Martin (Adulte)')
    expect(mail.text).toContain(`Total payé : ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.payment!.amount)}`)
    expect(mail.html).toMatch(/^<!DOCTYPE html/i)
    expect(mail.html).toContain('lang="fr"')
    expect(mail.html).toContain(`href="/trip?reference=${reference}"`)
    expect(mail.html).toContain('Voir ma réservation')

    const [attachment] = mail.attachments!
    expect(attachment!.filename).toBe(`voyage-${reference}.ics`)
    const events = new ICAL.Component(ICAL.parse(attachment!.content)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(transports.map((t) => new Date(t.service_period.start).toISOString()))
    expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual(transports.map((t) => new Date(t.service_period.end).toISOString()))

    // The mailbox page of the browser that booked shows it (text part, link, attachment); another browser's does not.
    const mine = await mailboxPage(`session=${token}`)
    expect(mine).toContain(`Votre réservation ${reference} est confirmée`)
    expect(mine).toContain('Voir ma réservation')
    expect(mine).toContain(`<iframe sandbox title=`)
    const download = await handleDemoRequest(
      new Request(url(`/demo/mailbox/${mail.id}/voyage-${reference}.ics`), { headers: { cookie: `session=${token}` } }),
      {
        controls: false,
      },
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(await download.text()).toBe(attachment!.content)
    const other = `session=${await sessionToken()}`
    expect(await mailboxPage(other)).not.toContain(reference)
    const refused = await handleDemoRequest(new Request(url(`/demo/mailbox/${mail.id}/voyage-${reference}.ics`), { headers: { cookie: other } }), {
      controls: false,
    })
    expect(refused.status).toBe(404)
  })
})
