import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { logger } from '~/server/logger.mjs'

vi.mock('~/server/config', async (importOriginal) => {
  const { config } = await importOriginal<{ config: object }>()
  return { config: { ...config, apiUrl: 'http://api.test', apiTimeoutMs: 500 } }
})

const { formalitiesOf } = await import('./term-pages.server')

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const page = (country: string) => ({
  id: 1,
  type: 'formality_page',
  country_code: country,
  area_code: 'EU',
  title: `Formalités pour ${country}`,
  body: '<p onclick="x()">Passeport <strong>valide</strong>.</p><script>alert(1)</script>',
  children_body: '<h2>Mineurs</h2><p>Chaque enfant a son document.</p>',
  updated_at: '2026-01-15',
})

describe('formalitiesOf', () => {
  it('asks the pages API for the country’s formality page and keeps its title and sanitised HTML, children’s part too', async () => {
    let asked: URLSearchParams | undefined
    server.use(
      http.get('http://api.test/api/v2/pages/', ({ request }) => {
        asked = new URL(request.url).searchParams
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [page('IT')] })
      }),
    )
    expect(await formalitiesOf('IT')).toEqual({
      title: 'Formalités pour IT',
      html: '<p>Passeport <strong>valide</strong>.</p>',
      childrenHtml: '<h4>Mineurs</h4><p>Chaque enfant a son document.</p>',
    })
    expect(asked?.get('type')).toBe('formality_page')
    expect(asked?.get('country_code')).toBe('IT')
  })

  it("takes the page of the destination's area when the country has one, else the country's (one read per country)", async () => {
    let reads = 0
    server.use(
      http.get('http://api.test/api/v2/pages/', () => {
        reads++
        return HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            { ...page('CA'), area_code: '', title: 'Formalités pour le Canada' },
            { ...page('CA'), id: 2, area_code: 'YUL', title: 'Formalités pour le Québec' },
          ],
        })
      }),
    )
    expect((await formalitiesOf('CA', ['YUL']))?.title).toBe('Formalités pour le Québec')
    expect((await formalitiesOf('CA', ['YVR']))?.title).toBe('Formalités pour le Canada')
    expect((await formalitiesOf('CA'))?.title).toBe('Formalités pour le Canada')
    expect(reads).toBe(1)
  })

  it('is null when the API has no page, fails (not kept: the next call reads it), or the code is not a country', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {})
    server.use(http.get('http://api.test/api/v2/pages/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })))
    expect(await formalitiesOf('ES')).toBeNull()
    server.use(http.get('http://api.test/api/v2/pages/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })))
    expect(await formalitiesOf('PT')).toBeNull()
    server.use(http.get('http://api.test/api/v2/pages/', () => HttpResponse.json({ count: 1, next: null, previous: null, results: [page('PT')] })))
    expect((await formalitiesOf('PT'))?.title).toBe('Formalités pour PT')
    expect(await formalitiesOf('pt')).toBeNull()
    expect(await formalitiesOf(undefined)).toBeNull()
  })
})
