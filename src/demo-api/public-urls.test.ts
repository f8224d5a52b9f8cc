import { describe, expect, it } from 'vitest'
import { publicReply, withPublicUrls } from './public-urls'

describe('the demo API service names its pages and images on its public origin', () => {
  it('makes every /api/v2/demo/ string absolute, HTML inside strings too, and leaves other paths alone', () => {
    const json = JSON.stringify({
      payment_url: '/api/v2/demo/payment/abc',
      image: { url: '/api/v2/demo/images/sea/x.svg' },
      link: '/booking/confirmation',
      html: '<img src="/api/v2/demo/images/icon/a.svg">',
    })
    const out = JSON.parse(withPublicUrls(json, 'http://127.0.0.1:3319/')) as Record<string, unknown>
    expect(out).toEqual({
      payment_url: 'http://127.0.0.1:3319/api/v2/demo/payment/abc',
      image: { url: 'http://127.0.0.1:3319/api/v2/demo/images/sea/x.svg' },
      link: '/booking/confirmation',
      html: '<img src="http://127.0.0.1:3319/api/v2/demo/images/icon/a.svg">',
    })
    expect(withPublicUrls(json, '')).toBe(json)
  })

  it("JSON replies are rewritten with their status; the payment page's redirect to a site path goes to the site", async () => {
    const origins = { publicOrigin: 'http://api.test', siteOrigin: 'http://site.test' }
    const reply = await publicReply(Response.json({ payment_url: '/api/v2/demo/payment/p1' }, { status: 201 }), origins)
    expect(reply.status).toBe(201)
    expect(await reply.json()).toEqual({ payment_url: 'http://api.test/api/v2/demo/payment/p1' })
    const back = await publicReply(new Response(null, { status: 303, headers: { location: '/booking/confirmation?order_id=7' } }), origins)
    expect(back.headers.get('location')).toBe('http://site.test/booking/confirmation?order_id=7')
    const html = new Response('<a href="/api/v2/demo/mailbox">', { headers: { 'content-type': 'text/html' } })
    expect(await (await publicReply(html, origins)).text()).toBe('<a href="/api/v2/demo/mailbox">')
    // Without a site: relative, as before (a proxy in front serves both).
    const relative = await publicReply(new Response(null, { status: 303, headers: { location: '/booking/confirmation' } }), {
      publicOrigin: '',
      siteOrigin: '',
    })
    expect(relative.headers.get('location')).toBe('/booking/confirmation')
  })
})
