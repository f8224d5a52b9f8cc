import { http, HttpResponse } from 'msw'
import { json } from '../lib/http'
import { headerMenu, homePage } from '../seed/storefront'

/** Storefront: header menu, home blocks, and the brand's main site (played by the demo). */

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Titles of the main site's pages the storefront links to. */
const SITE_PAGES: Record<string, string> = {
  newsletter: 'Inscription à la newsletter',
  aide: 'Aide et contact',
  assurances: 'Nos assurances voyage',
  'ventes-flash': 'Ventes Flash',
  'dernieres-minutes': 'Dernières Minutes',
  locations: 'Locations',
  'mobile-homes': 'Mobile-Homes',
  'week-ends': 'Week-Ends',
  idees: 'Idées voyages',
  'coffrets-cadeaux': 'Coffrets Cadeaux',
  'mentions-legales': 'Mentions légales',
  cgv: 'Conditions générales de vente',
  confidentialite: 'Politique de confidentialité',
  cookies: 'Gestion des cookies',
  accessibilite: 'Accessibilité : partiellement conforme',
  'plan-du-site': 'Plan du site',
}

function sitePage(request: Request): Response {
  const url = new URL(request.url)
  const path = url.pathname.replace(/^.*\/api\/v2\/demo\/site\/?/, '').replace(/\/+$/, '')
  const title =
    SITE_PAGES[path.split('/')[0] ?? ''] ??
    (path
      ? path
          .split('/')
          .map((p) => p.replace(/-/g, ' '))
          .join(' › ')
      : 'Accueil')
  const email = url.searchParams.get('email')
  const body =
    path === 'newsletter'
      ? `<p>Merci ! Pour finaliser l\u2019inscription de <strong>${esc(email ?? '')}</strong>, confirmez-la depuis le message que nous venons de vous envoyer.</p>`
      : '<p>Cette page représente le site principal de la marque, ouvert dans un nouvel onglet.</p>'
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} — Horizon Voyages</title><style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#14213d;line-height:1.5}a{color:#0b4f9c}</style></head><body><main><p><strong>Horizon Voyages</strong> — site principal (démo)</p><h1>${esc(title)}</h1>${body}<p><a href="/">Retour à l\u2019accueil</a></p></main></body></html>`
  return new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export const storefrontHandlers = [
  http.get('*/api/v2/menus/header', () => json(headerMenu(), { headers: { 'cache-control': 'public, max-age=86400' } })),

  /** Home content blocks (also under /pages/?type=home_page). */
  http.get('*/api/v2/pages/home', () => json(homePage())),

  http.get('*/api/v2/demo/site', ({ request }) => sitePage(request)),
  http.get('*/api/v2/demo/site/*', ({ request }) => sitePage(request)),
]
