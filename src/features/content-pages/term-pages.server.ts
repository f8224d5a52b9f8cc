import { formalityPagesReplySchema, salesConditionsPagesReplySchema } from '~/api-contract/orders'
import { apiRequest } from '~/server/api'
import { cached, memoryLayer } from '~/server/cache'
import { chooseFormalityPage, type FormalityPlace } from './formality-choice'
import type { Formalities, TermPageContent } from './types'
import { sanitizePageHtml } from './sanitize.server'

const pages = memoryLayer<{ pages: (FormalityPlace & { formalities: Formalities })[] }>({ maxEntries: 300 })
const conditions = memoryLayer<{ page: TermPageContent | null }>({ maxEntries: 1 })

/**
 * A destination's formalities: the pages of its country (`GET /pages/?type=formality_page&country_code=…`,
 * sanitised and kept a day), that of its area when there is one (`areas`, most precise first),
 * else the country's; null when the API has no page for it or cannot be read (the booking
 * summary's boxes and the product page's 'Infos pratiques' stay, without it).
 */
export async function formalitiesOf(countryCode: string | undefined, areas: readonly string[] = []): Promise<Formalities | null> {
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return null
  try {
    const entry = await cached({
      key: `pages:formality-pages:${countryCode}`,
      ttlSeconds: 86_400,
      memory: pages,
      load: async () => {
        const reply = await apiRequest({
          path: '/pages/',
          query: { type: 'formality_page', country_code: countryCode, fields: 'id,country_code,area_code,title,body,children_body' },
          schema: formalityPagesReplySchema,
          error: 'Failed to get formalities',
        })
        return {
          pages: reply.results.map((page) => ({
            country_code: page.country_code,
            area_code: page.area_code,
            formalities: {
              title: page.title,
              html: sanitizePageHtml(page.body),
              childrenHtml: page.children_body ? sanitizePageHtml(page.children_body) : null,
            },
          })),
        }
      },
    })
    return chooseFormalityPage(entry.pages, countryCode, areas)?.formalities ?? null
  } catch {
    return null
  }
}

/**
 * The particular sales conditions (`GET /pages/?type=sales_conditions_page`), sanitised and kept
 * a day; null when the API has none or cannot be read (the box stays, without its link).
 */
export async function salesConditions(): Promise<TermPageContent | null> {
  try {
    const entry = await cached({
      key: 'pages:sales-conditions',
      ttlSeconds: 86_400,
      memory: conditions,
      load: async () => {
        const reply = await apiRequest({
          path: '/pages/',
          query: { type: 'sales_conditions_page', fields: 'id,title,body' },
          schema: salesConditionsPagesReplySchema,
          error: 'Failed to get sales conditions',
        })
        const page = reply.results[0]
        return { page: page ? { title: page.title, html: sanitizePageHtml(page.body) } : null }
      },
    })
    return entry.page
  } catch {
    return null
  }
}
