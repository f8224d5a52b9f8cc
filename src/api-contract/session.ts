import { z } from 'zod'
import { SESSION_TOKEN_PATTERN } from './ids'

/** `GET /session/token`: the reservation token, in the one format the app accepts. */
export const sessionTokenReplySchema = z.object({ token: z.string().regex(SESSION_TOKEN_PATTERN) })
