import { formalityPagesReplySchema, salesConditionsPagesReplySchema } from '~/api-contract/orders'
import { apiRequest } from '~/server/api'
import { cached, memoryLayer } from '~/server/cache'
import type { Formalities, TermPageContent } from './types'
import { sanitizePageHtml } from './sanitize.server'

const pages = memoryLayer<{ formalities: Formalities | null }>({ maxEntries: 300 })
const conditions = memoryLayer<{ page: TermPageContent | null }>({ maxEntries: 1 })

/**
 * A destination's formalities (`GET /pages/?type=formality_page&country_code=…`), sanitised and
 * kept a day; null when the API has no page for it or cannot be read (the booking summary's
 * boxes and the product page's 'Infos pratiques' stay, without it).
 */
export async function formalitiesOf(countryCode: string | undefined): Promise<Formalities | null> {
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return null
  try {
    const entry = await cached({
      key: `pages:formalities:${countryCode}`,
      ttlSeconds: 86_400,
      memory: pages,
      load: async () => {
        const reply = await apiRequest({
          path: '/pages/',
          query: { type: 'formality_page', country_code: countryCode, fields: 'id,country_code,area_code,title,body,children_body' },
          schema: formalityPagesReplySchema,
          error: 'Failed to get formalities',
        })
        const page = reply.results[0]
        return {
          formalities: page
            ? { title: page.title, html: sanitizePageHtml(page.body), childrenHtml: page.children_body ? sanitizePageHtml(page.children_body) : null }
            : null,
        }
      },
    })
    return entry.formalities
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
