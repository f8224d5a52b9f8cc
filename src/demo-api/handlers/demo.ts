import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { FAULTS } from '../faults'
import { handle, json, parseBody } from '../lib/http'
import { BoundedMap } from '~/lib/bounded-map'
import { iconSvg, scenePng, sceneSvg, SCENES } from '../lib/images'
import type { Scene } from '../seed/products'
import { mailboxView } from '../mailbox'
import { store, type MailMessage } from '../store'
import { settlePayment } from './payment'

/** The outside world played by the demo: mailbox, payment provider, images, fault switch. */

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string, status = 200, setCookie?: string): Response {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,"><style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e;line-height:1.5}h1{font-size:1.6rem}li{margin:.75rem 0;padding:.75rem;border:1px solid #c8c8d8;border-radius:.5rem;list-style:none}ul{padding:0}.code{font-size:1.6rem;font-weight:700;letter-spacing:.3rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.75rem;border-radius:.4rem;border:2px solid #1d3557;cursor:pointer}.pay{background:#1d3557;color:#fff}.cancel{background:#fff;color:#1d3557}a{color:#1d3557}small{color:#4a4a5a}.text{white-space:pre-line}iframe{width:100%;height:36rem;border:1px solid #c8c8d8;border-radius:.4rem;margin-top:.5rem}</style></head><body><main>${body}</main></body></html>`
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }
  if (setCookie) headers['set-cookie'] = setCookie
  return new HttpResponse(html, { status, headers })
}

const LINK_LABELS: Record<MailMessage['kind'], string> = {
  'login-code': 'Me connecter',
  'login-link': 'Me connecter',
  'confirm-email': 'Activer mon compte',
  'password-reset': 'Choisir un nouveau mot de passe',
  'booking-confirmation': 'Voir ma réservation',
  'price-alert': 'Voir les vols',
  'agency-request': 'Voir mes demandes',
}

const fmt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' })
const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** The `w`×`h` of an image URL (`?w=760&h=275`), when both are sensible pixel sizes. */
function renditionSize(request: Request): { width: number; height: number } | undefined {
  const query = new URL(request.url).searchParams
  const [width, height] = [Number(query.get('w')), Number(query.get('h'))]
  const ok = (n: number) => Number.isInteger(n) && n >= 16 && n <= 4000
  return ok(width) && ok(height) ? { width, height } : undefined
}

const IMAGE_CACHE_HEADERS = { 'cache-control': 'public, max-age=86400, immutable' }

/** Drawn PNG scenes (each takes a while to draw), by scene, name and size: at most 8 MB, for an hour. */
const pngs = new BoundedMap<string, Uint8Array<ArrayBuffer>>({ maxEntries: 2000, ttlMs: 3_600_000, weigh: (png) => png.byteLength, maxWeight: 8_000_000 })
function pngOf(scene: Scene, name: string, size: { width: number; height: number } | undefined) {
  const key = `${scene}/${name}/${size ? `${size.width}x${size.height}` : ''}`
  let png = pngs.get(key)
  if (!png) pngs.set(key, (png = scenePng(scene, name, size)))
  return png
}

const faultBody = z.object({
  path: z.string().min(1).max(300),
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .transform((s) => s.toUpperCase())
    .nullable()
    .optional(),
  fault: z.enum(FAULTS),
  times: z.number().int().positive().max(1000).nullable().optional(),
  timeout_ms: z.number().int().min(10).max(600_000).optional(),
})

export const demoHandlers = [
  http.get('*/api/v2/demo/mailbox.json', ({ request }) => {
    const view = mailboxView(request)
    // Who asked is not shown (a reservation token).
    return json(
      view.mails.map(({ owner: _, ...mail }) => mail),
      view.setCookie ? { headers: { 'set-cookie': view.setCookie } } : undefined,
    )
  }),

  // The mailbox shows a visitor only the mail its own browser asked for (mailbox.ts).
  http.get('*/api/v2/demo/mailbox', ({ request }) => {
    const view = mailboxView(request)
    const items = view.mails
      .map(
        (m) =>
          `<li><p><strong>${esc(m.subject)}</strong><br><small>À : ${esc(m.to)} — envoyé le ${esc(fmt.format(new Date(m.sentAt)))}</small></p>${
            m.code ? `<p>Code : <span class="code">${esc(m.code)}</span></p>` : ''
          }${m.link ? `<p><a href="${esc(m.link)}">${LINK_LABELS[m.kind]}</a></p>` : ''}<p class="text">${esc(m.text)}</p>${(m.attachments ?? [])
            .map((a) => `<p>Pièce jointe : <a href="/api/v2/demo/mailbox/${m.id}/${encodeURIComponent(a.filename)}" download>${esc(a.filename)}</a></p>`)
            .join('')}${
            // The HTML part, shown sandboxed (no script, no same-origin access), as a mail client would.
            m.html
              ? `<details><summary>Version HTML</summary><iframe sandbox title="${esc(m.subject)} (version HTML)" srcdoc="${esc(m.html)}"></iframe></details>`
              : ''
          }</li>`,
      )
      .join('')
    return page(
      'Boîte de réception (démo)',
      `<h1>Boîte de réception (démo)</h1><p>Les codes et liens de connexion demandés depuis ce navigateur, les confirmations de ses réservations et ses alertes de prix, du plus récent au plus ancien.</p>${items ? `<ul>${items}</ul>` : '<p>Aucun message.</p>'}<p><a href="/api/v2/demo/mailbox">Actualiser</a></p>`,
      200,
      view.setCookie,
    )
  }),

  // An attachment of a message the visitor may read (the same rule as the mailbox).
  http.get('*/api/v2/demo/mailbox/:id/:filename', ({ request, params }) => {
    const mail = mailboxView(request).mails.find((m) => String(m.id) === params.id)
    const file = mail?.attachments?.find((a) => a.filename === params.filename)
    if (!file) return HttpResponse.json({ error: 'not_found', message: 'Attachment not found' }, { status: 404 })
    return new HttpResponse(file.content, {
      headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'no-store' },
    })
  }),

  http.get('*/api/v2/demo/payment/:paymentId', ({ params }) => {
    const orderId = store.payments.get(String(params.paymentId))
    const order = orderId === undefined ? undefined : store.orders.get(orderId)
    if (!order?.payment) return page('Paiement introuvable', '<h1>Paiement introuvable</h1><p>Ce lien de paiement n\u2019existe pas ou a expiré.</p>', 404)
    const p = order.payment
    if (p.status !== 'pending') {
      const target = p.status === 'paid' ? p.returnUrl : p.cancelUrl
      return page('Paiement terminé', `<h1>Paiement ${p.status === 'paid' ? 'effectué' : 'annulé'}</h1><p><a href="${esc(target)}">Retour au site</a></p>`)
    }
    const action = `/api/v2/demo/payment/${esc(p.id)}`
    return page(
      'Paiement sécurisé (démo)',
      `<h1>Paiement sécurisé (démo)</h1><p>Commande n° ${order.id} — moyen de paiement : ${esc(p.contract)}</p><p>Montant à régler : <strong>${esc(money.format(p.amount))}</strong></p><form method="post" action="${action}"><button class="pay" type="submit" name="outcome" value="pay">Payer ${esc(money.format(p.amount))}</button><button class="cancel" type="submit" name="outcome" value="cancel">Annuler le paiement</button></form><p><small>Aucune carte n\u2019est débitée : cette page simule le prestataire de paiement.</small></p>`,
    )
  }),

  http.post('*/api/v2/demo/payment/:paymentId', async ({ request, params }) => {
    const form = new URLSearchParams(await request.text())
    const outcome = form.get('outcome') === 'cancel' ? 'cancel' : form.get('outcome') === 'pay' ? 'pay' : null
    if (!outcome) return page('Requête invalide', '<h1>Requête invalide</h1>', 400)
    const result = await settlePayment(String(params.paymentId), outcome, request.headers.get('x-demo-fault'))
    if (!result) return page('Paiement introuvable', '<h1>Paiement introuvable</h1>', 404)
    return new HttpResponse(null, { status: 303, headers: { location: result.redirect } })
  }),

  http.get('*/api/v2/demo/deeplink/:ref', ({ request }) => {
    const title = new URL(request.url).searchParams.get('title') ?? 'Réservation'
    return page(
      'Réservation partenaire (démo)',
      `<h1>${esc(title)}</h1><p>Cette page représente le site de réservation partenaire.</p><p><a href="/">Retour à l\u2019accueil</a></p>`,
    )
  }),

  /**
   * Generated images: scenes as PNG (`name.png`, what the seed links) or SVG (`name.svg`), icons
   * as SVG. `?w=&h=` (16–4000 px) asks for a rendition of a scene at that size.
   */
  http.get('*/api/v2/demo/images/:scene/:file', ({ params, request }) => {
    const scene = String(params.scene)
    const [, name, format] = /^([a-z0-9-]{1,60})\.(svg|png)$/.exec(String(params.file)) ?? []
    const isScene = SCENES.includes(scene as Scene)
    if (name && format === 'png' && isScene)
      return new HttpResponse(pngOf(scene as Scene, name, renditionSize(request)), { headers: { 'content-type': 'image/png', ...IMAGE_CACHE_HEADERS } })
    const svg =
      !name || format !== 'svg' ? null : scene === 'icon' ? iconSvg(name) : isScene ? sceneSvg(scene as Scene, name, undefined, renditionSize(request)) : null
    if (!svg) return HttpResponse.json({ error: 'not_found', message: 'Image not found' }, { status: 404 })
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', ...IMAGE_CACHE_HEADERS } })
  }),

  http.get('*/api/v2/demo/faults', () => json({ rules: store.faultRules, timeout_ms: store.timeoutFaultMs, faults: FAULTS })),
  http.post(
    '*/api/v2/demo/faults',
    handle(async ({ request }) => {
      const body = await parseBody(request, faultBody)
      if (body.timeout_ms) store.timeoutFaultMs = body.timeout_ms
      const rule = { id: store.newFaultId(), path: body.path, method: body.method ?? null, fault: body.fault, times: body.times ?? null }
      store.faultRules.push(rule)
      return json(rule, { status: 201 })
    }),
  ),
  http.delete('*/api/v2/demo/faults', () => {
    store.faultRules = []
    store.timeoutFaultMs = 60_000
    return new HttpResponse(null, { status: 204 })
  }),
]
