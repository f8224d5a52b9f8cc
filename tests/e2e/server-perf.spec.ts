import { expect, test } from './fixtures'

/** Issue 14: pages are compressed by accept-encoding and carry preload hints. */

test('pages are compressed (brotli, else gzip) and name the entry chunk and style sheets to preload', async ({ request }) => {
  const br = await request.get('/vol', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } })
  expect(br.status()).toBe(200)
  expect(br.headers()['content-encoding']).toBe('br')
  expect(br.headers()['vary']).toMatch(/accept-encoding/i)
  const html = await br.text()
  expect(html).toContain('</html>')
  expect(html).toContain('Envolez-vous au meilleur prix')
  const link = br.headers()['link'] ?? ''
  const entry = /<(\/assets\/[^>]+\.js)>; rel=modulepreload/.exec(link)?.[1]
  expect(entry).toBeTruthy()
  expect(html).toContain(`src="${entry}"`)
  for (const [, css] of link.matchAll(/<(\/assets\/[^>]+\.css)>; rel=preload; as=style/g)) expect(html).toContain(`href="${css}"`)
  expect(link).toMatch(/rel=preload; as=style/)

  const gzip = await request.get('/search', { headers: { accept: 'text/html', 'accept-encoding': 'gzip;q=1, br;q=0' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(await gzip.text()).toContain('</html>')

  const plain = await request.get('/', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('</html>')
})
