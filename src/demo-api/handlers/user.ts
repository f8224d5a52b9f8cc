import { http, HttpResponse } from 'msw'
import { productIdRequestSchema, travelerRequestSchema } from '~/api-contract/account'
import { handle, intId, json, notFound, parseBody, requireUser } from '../lib/http'
import { getProductsById } from '../seed/products'
import { store } from '../store'

/** The signed-in user's data: saved travellers, favourite and viewed products (Bearer). */

function requireProduct(id: number) {
  const product = getProductsById().get(id)
  if (!product) throw notFound('Product')
  return product
}

export const userHandlers = [
  http.get(
    '*/api/v2/user/travelers',
    handle(({ request }) => json(requireUser(request).account.travelers)),
  ),
  http.post(
    '*/api/v2/user/travelers',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, travelerRequestSchema)
      const traveler = { id: store.newItemId(), ...body }
      account.travelers.push(traveler)
      return json(traveler, { status: 201 })
    }),
  ),
  http.put(
    '*/api/v2/user/travelers/:id',
    handle(async ({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      const traveler = id.success ? account.travelers.find((t) => t.id === id.data) : undefined
      if (!traveler) throw notFound('Traveler')
      const body = await parseBody(request, travelerRequestSchema)
      Object.assign(traveler, body)
      return json(traveler)
    }),
  ),
  http.delete(
    '*/api/v2/user/travelers/:id',
    handle(({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      const index = id.success ? account.travelers.findIndex((t) => t.id === id.data) : -1
      if (index < 0) throw notFound('Traveler')
      account.travelers.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
  ),

  http.get(
    '*/api/v2/user/products/favorite',
    handle(({ request }) => json(requireUser(request).account.favorites)),
  ),
  http.post(
    '*/api/v2/user/products/favorite',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const { product_id } = await parseBody(request, productIdRequestSchema)
      requireProduct(product_id)
      const existing = account.favorites.find((f) => f.product_id === product_id)
      if (existing) return json(existing)
      const favorite = { id: store.newItemId(), product_id, created_at: new Date().toISOString() }
      account.favorites.unshift(favorite)
      return json(favorite, { status: 201 })
    }),
  ),
  http.delete(
    '*/api/v2/user/products/favorite/:id',
    handle(({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      // The id is the favourite's id; a product id is accepted too.
      const index = id.success ? account.favorites.findIndex((f) => f.id === id.data || f.product_id === id.data) : -1
      if (index < 0) throw notFound('Favorite')
      account.favorites.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
  ),

  http.get(
    '*/api/v2/user/products/viewed',
    handle(({ request }) => json(requireUser(request).account.viewed)),
  ),
  http.post(
    '*/api/v2/user/products/viewed',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const { product_id } = await parseBody(request, productIdRequestSchema)
      requireProduct(product_id)
      account.viewed = account.viewed.filter((v) => v.product_id !== product_id)
      const viewed = { id: store.newItemId(), product_id, viewed_at: new Date().toISOString() }
      account.viewed.unshift(viewed)
      account.viewed.length = Math.min(account.viewed.length, 50)
      return json(viewed, { status: 201 })
    }),
  ),
]
