import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { buildLazySchema, lazySchema } from './lazy-schema'

describe('lazySchema', () => {
  it('builds the schema on its first use only, once, and validates as it (parse, safeParse, Standard Schema)', async () => {
    const build = vi.fn(() => z.object({ adults: z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1)), 1), 1) }))
    const schema = lazySchema(build)
    // Declaring it (a route's validateSearch) builds nothing.
    expect(build).not.toHaveBeenCalled()
    expect(schema.parse({ adults: '3' })).toEqual({ adults: 3 })
    expect(schema.parse({ adults: 'abc' })).toEqual({ adults: 1 })
    expect(build).toHaveBeenCalledTimes(1)
    expect(schema.safeParse({ adults: '2' })).toEqual({ success: true, data: { adults: 2 } })
    expect(await schema['~standard'].validate({ adults: '4' })).toEqual({ value: { adults: 4 } })
    expect(schema['~standard'].version).toBe(1)
    // The built one, to nest in another schema.
    expect(z.object({ search: schema.schema }).parse({ search: { adults: 0 } })).toEqual({ search: { adults: 1 } })
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('reports a failure as the built schema does', async () => {
    const schema = lazySchema(() => z.object({ code: z.string().check(z.regex(/^[A-Z]{3}$/)) }))
    expect(schema.safeParse({ code: 'paris' }).success).toBe(false)
    const result = await schema['~standard'].validate({ code: 'paris' })
    expect('issues' in result && result.issues?.[0]?.path).toEqual(['code'])
    expect(() => schema.parse({ code: 'x' })).toThrow()
  })

  it('is built ahead by buildLazySchema, once; other values are left alone', () => {
    const build = vi.fn(() => z.object({ page: z.catch(z.number(), 1) }))
    const schema = lazySchema(build)
    buildLazySchema(schema)
    expect(build).toHaveBeenCalledTimes(1)
    buildLazySchema(schema)
    expect(schema.parse({})).toEqual({ page: 1 })
    expect(build).toHaveBeenCalledTimes(1)
    // A route's plain zod schema, a function, nothing: untouched, no error.
    const plain = z.object({ a: z.string() })
    const spy = vi.spyOn(plain, 'parse')
    for (const other of [plain, (input: unknown) => input, undefined, null, 'x']) expect(() => buildLazySchema(other)).not.toThrow()
    expect(spy).not.toHaveBeenCalled()
  })
})
