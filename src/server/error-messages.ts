import { errorMessagesReplySchema, type ErrorText } from '~/api-contract/orders'
import { apiRequest } from './api'
import { cached, memoryLayer } from './cache'
import { log } from './log'

const texts = memoryLayer<{ text: ErrorText | null }>({ maxEntries: 100 })

/**
 * The catalogue's texts for an error `code` of a `provider` (the first element of
 * `GET /configuration/error-messages/`), kept a day; null when the catalogue has none or cannot
 * be read: the caller shows its own French text.
 */
export async function errorText(code: string, provider: string): Promise<ErrorText | null> {
  try {
    const entry = await cached({
      key: `error-messages:${provider}:${code}`,
      ttlSeconds: 86_400,
      memory: texts,
      load: async () => {
        const list = await apiRequest({
          path: '/configuration/error-messages/',
          query: { code, provider },
          schema: errorMessagesReplySchema,
          error: 'Failed to get order error data',
        })
        const first = list[0]
        if (!first) log('warn', 'error-messages', 'No error data found for the given code and provider', { code, provider })
        return { text: first ? { title: first.title, message: first.message, action: first.action } : null }
      },
    })
    return entry.text
  } catch {
    return null
  }
}
