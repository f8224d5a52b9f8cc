import { createMiddleware } from '@tanstack/react-start'
import { USER_MESSAGES } from '~/lib/user-messages'
import { ApiError } from './errors'

/**
 * The framework reports a validator's refusal as an Error whose message is the JSON of the
 * Standard Schema issues (`[{ "message": …, "path": […] }]`).
 */
export function isInputValidationError(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return false
  try {
    const issues: unknown = JSON.parse(error.message)
    return Array.isArray(issues) && issues.length > 0 && issues.every((i) => typeof i === 'object' && i !== null && 'message' in i)
  } catch {
    return false
  }
}

/** An error the framework answers with this HTTP status (it reads `status`). */
function withStatus(message: string, status: number): Error {
  return Object.assign(new Error(message), { status })
}

/**
 * At the server-function boundary an API failure (spec English message, already logged by the
 * API client) becomes an Error carrying the French user message: that is all the browser sees.
 * Input a function's validator refuses is a 400 with the French 'invalid request' message
 * (instead of the framework's 500).
 */
export const apiErrorMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.userMessage)
    if (isInputValidationError(error)) throw withStatus(USER_MESSAGES.invalid, 400)
    throw error
  }
})
