import { expect, test } from './fixtures'

/**
 * Issue 14: pages are compressed by accept-encoding and carry preload hints for their style
 * sheets; the JS is neither hinted nor preloaded in the head: it loads after the first paint.
 */

test('pages are compressed (brotli, else gzip), name their style sheets to preload, and load the JS after the first paint', async ({ request }) => {
  const br = await request.get('/vol', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } })
  expect(br.status()).toBe(200)
  expect(br.headers()['content-encoding']).toBe('br')
  expect(br.headers()['vary']).toMatch(/accept-encoding/i)
  const html = await br.text()
  expect(html).toContain('</html>')
  expect(html).toContain('Envolez-vous au meilleur prix')
  const link = br.headers()['link'] ?? ''
  expect(link).not.toContain('.js>')
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('<script type="module"')
  // The loader names the entry and its chunks, and waits for the next frame.
  const loader = /\(function\(d\)\{[^<]*"e":"(\/assets\/[^"]+\.js)","p":\[([^\]]+)\][^<]*requestAnimationFrame/.exec(html)
  expect(loader?.[1]).toBeTruthy()
  expect(loader?.[2]?.split(",").length ?? 0).toBeGreaterThan(5)
  for (const [, css] of link.matchAll(/<(\/assets\/[^>]+\.css)>; rel=preload; as=style/g)) expect(html).toContain(`href="${css}"`)
  expect(link).toMatch(/rel=preload; as=style/)

  const gzip = await request.get('/search', { headers: { accept: 'text/html', 'accept-encoding': 'gzip;q=1, br;q=0' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(await gzip.text()).toContain('</html>')

  const plain = await request.get('/', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('</html>')
})
