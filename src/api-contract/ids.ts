/**
 * Identifiers that travel in API paths, in a module without zod (URL schemas and server-function
 * validators that reach the browser read it): the one pattern of an order id and of a token.
 */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

export const isOrderId = (value: unknown): value is string => typeof value === 'string' && ORDER_ID_PATTERN.test(value)

/** An order id as a page's `?order_id=`: a numeric id stays a plain number (`?order_id=100001`). */
export const orderIdParam = (orderId: string) => (/^\d+$/.test(orderId) ? Number(orderId) : orderId)

/**
 * A reservation token as the app keeps and forwards it (a cookie holding anything else is
 * treated as absent and replaced, never sent upstream): token68 characters, 8 to 512.
 */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9._~+/-]{8,512}={0,2}$/

export const isSessionToken = (value: unknown): value is string => typeof value === 'string' && SESSION_TOKEN_PATTERN.test(value)
