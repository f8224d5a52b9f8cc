import { createMiddleware } from '@tanstack/react-start'
import { ApiError } from './errors'

/**
 * At the server-function boundary an API failure (spec English message, already logged by the
 * API client) becomes an Error carrying the French user message: that is all the browser sees.
 */
export const apiErrorMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.userMessage)
    throw error
  }
})
