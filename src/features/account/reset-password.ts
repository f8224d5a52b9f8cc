import * as z from 'zod/mini'
import { lazySchema } from '~/platform/lazy-schema'

/** /auth/reset-password: `token` is the link's (a malformed one reads as none: a new link is offered). */
export const resetPasswordSearchSchema = lazySchema(() => z.object({ token: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/))), undefined) }))
