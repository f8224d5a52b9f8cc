import { Temporal } from 'temporal-polyfill'
import { todayInParis } from '~/lib/dates'
import { mainSiteUrl } from '~/lib/main-site'
import { createRng } from '../lib/random'
import { DESTINATIONS, finalPrice, getProducts, productView, REGIONS, sceneImage, type Destination, type Product, type Scene } from './products'

/** Storefront content: the header menu and the home blocks (storefront-and-holidays.md §3). */

/** Widths of the renditions served for each image (fractions of its nominal width). */
const RENDITION_FACTORS = [0.25, 0.5, 0.75, 1, 1.5]

/** The scene of each activity's picture, in the activities' order. */
const ACTIVITY_SCENES: readonly Scene[] = ['sea', 'mountain', 'countryside', 'beach', 'snow', 'desert', 'sea', 'city']

/**
 * An image as a CMS serves it: its URL at the nominal size and renditions at other widths (the
 * demo's scenes are drawn at any `w`×`h`, cropped to fill).
 */
export function contentImage(path: string, title: string, width: number, height: number) {
  const at = (w: number) => `${path}?w=${w}&h=${Math.round((w * height) / width)}`
  return {
    url: at(width),
    title,
    alt: title,
    width,
    height,
    renditions: RENDITION_FACTORS.map((f) => Math.round(width * f)).map((w) => ({ url: at(w), width: w })),
  }
}

const destinationLink = (d: Pick<Destination, 'code'>, travelType?: string) =>
  `/search-products?${travelType ? `travelType=${travelType}&` : ''}destination=${d.code}`

export function headerMenu(today: Temporal.PlainDate = todayInParis()) {
  const regionTab = (code: string, travelType?: string) => ({
    label: REGIONS[code]!,
    sub_links: DESTINATIONS.filter((d) => d.region === code).map((d) => ({ label: d.label, url: destinationLink(d, travelType) })),
  })
  const stayRegions = ['france', 'antilles-caraibes', 'ocean-indien', 'pays-mediterraneens', 'canaries-atlantique', 'maghreb-orient', 'asie-oceanie']
  const tourRegions = ['europe', 'ameriques', 'asie-oceanie', 'afrique', 'maghreb-orient']
  return [
    {
      id: 1,
      topbar: { topbar_text: 'Ventes flash : jusqu\u2019à -40 % sur une sélection de séjours, seulement cette semaine', topbar_url: '/#ventes-flash' },
      header_part_1: {
        phone_number: '0 892 35 06 48',
        phone_info: 'Service 0,15 euro / min + prix d\u2019un appel, du lundi au samedi de 9h à 20h',
        header_secondary_links: [
          { url: '/vol', label: 'Vols' },
          { url: '/search-products?themes=famille', label: 'Idées vacances' },
          { url: mainSiteUrl('/aide'), label: 'Aide et contact' },
        ],
        header_secondary_pictos: [
          {
            pictogram_link: '/client-space/favorites',
            pictogram: { url: '/api/v2/demo/images/icon/heart.svg', alt: 'Mes produits favoris', width: 24, height: 24 },
          },
        ],
      },
      header_part_2: {
        header_dropdown_label: 'Nos voyages',
        header_dropdown_tabs: [
          {
            label: 'Séjours',
            sub_links: [{ label: 'Tous les séjours', url: '/search-products?travelType=sejour' }, ...stayRegions.map((r) => regionTab(r, 'sejour'))],
          },
          {
            label: 'Circuits',
            sub_links: [
              { label: 'Tous les circuits', url: '/search-products?travelType=circuit' },
              { label: 'Circuits privés', url: '/search-products?travelType=circuit&themes=circuit-prive' },
              { label: 'Circuits en voiture', url: '/search-products?travelType=circuit&themes=auto' },
              ...tourRegions.map((r) => regionTab(r, 'circuit')),
            ],
          },
          {
            label: 'Croisières',
            sub_links: [
              { label: 'Toutes les croisières', url: '/search-products?travelType=croisiere' },
              { label: 'Croisières maritimes', url: '/search-products?travelType=croisiere&cruises=marit' },
              { label: 'Croisières fluviales', url: '/search-products?travelType=croisiere&cruises=fluv' },
            ],
          },
          { label: 'Locations & campings', url: '/search-products?travelType=location' },
          { label: 'Vols', url: '/vol' },
          { label: 'Toutes nos destinations', sub_links: Object.keys(REGIONS).map((r) => regionTab(r)) },
        ],
        header_primary_links: [
          { url: '/#ventes-flash', label: 'Ventes Flash' },
          { url: `/search-products?departureYearMonth=${today.toPlainYearMonth().toString()}`, label: 'Dernières Minutes' },
          { url: '/search-products?travelType=sejour', label: 'Séjours' },
          { url: '/search-products?travelType=circuit', label: 'Circuits' },
          { url: '/search-products?travelType=croisiere', label: 'Croisières' },
          { url: '/search-products?travelType=location', label: 'Locations' },
          { url: '/vol', label: 'Vols' },
        ],
      },
    },
  ]
}

const SLIDE_TITLES = ['Partez au soleil', 'Nos offres à prix doux', 'Nos coups de cœur du moment', 'Vos vacances en famille']
const LONG_HAUL = new Set(['antilles-caraibes', 'ocean-indien', 'asie-oceanie', 'ameriques', 'afrique'])

function destinationTags(d: Destination): string[] {
  const tags = [LONG_HAUL.has(d.region) ? 'Long-courrier' : 'Moyen-courrier']
  if (d.scene === 'beach' || d.scene === 'tropical' || d.scene === 'sea') tags.push('Plage')
  if (d.scene === 'city') tags.push('City break')
  if (d.scene === 'mountain' || d.scene === 'snow' || d.scene === 'countryside' || d.scene === 'desert') tags.push('Nature')
  if (d.region === 'france') tags.push('France')
  return tags
}

/** A flash sale's mentions say what its product includes: flights and transfers only with a departure city, its own board. */
export function flashMentions(p: Product, transfers: boolean) {
  const flights = p.departure_cities.length > 0
  return {
    free_mention_1: flights ? 'Vols inclus' : null,
    free_mention_2: p.meal_plan,
    free_mention_3: flights && transfers ? 'Transferts offerts' : null,
  }
}

/** Home content blocks (storefront §3), with flash-sale end dates relative to today (Paris). */
export function homePage(today: Temporal.PlainDate = todayInParis()) {
  const rng = createRng(`home-${today.toString()}`)
  const products = getProducts()
  const picks = (n: number, salt: string) =>
    createRng(`${salt}-${today.toString()}`).sample(
      products.filter((p) => p.reduction_rate >= 10),
      n,
    )
  const endDate = (days: number, hour: number) =>
    today
      .add({ days })
      .toZonedDateTime({ timeZone: 'Europe/Paris', plainTime: Temporal.PlainTime.from({ hour }) })
      .toInstant()
      .toString()
  const minPrice = (d: Destination) => {
    const prices = products.filter((p) => p.destination.code === d.code).map(finalPrice)
    return prices.length ? Math.min(...prices) : 499
  }

  const slides = picks(4, 'slides').map((p, i) => ({
    image: contentImage(sceneImage(p.destination.code, i, p.destination.scene, 'png'), `${p.destination.label} : ${p.title}`, 1520, 550),
    image_description: `${p.destination.label} — ${p.title}, dès ${Math.round(finalPrice(p))} € par personne`,
    title: SLIDE_TITLES[i]!,
    cta: { label: 'Découvrir l\u2019offre', url: `/product/${p.slug}` },
  }))

  const destinationCard = (d: Destination, i: number, variant: 'full' | 'simple_inner_title' | 'simple_outer_title') => ({
    title: d.label,
    url: destinationLink(d),
    image: contentImage(sceneImage(d.code, 0, d.scene, 'png'), d.label, 540, 400),
    alt_image: `Paysage ${d.of}`,
    mention: d.regionLabel,
    price: minPrice(d),
    discount: i % 3 === 0 ? 15 + (i % 4) * 5 : 0,
    tags: destinationTags(d),
    variant,
  })
  const favourites = DESTINATIONS.filter((_, i) => i % 4 === 0)
    .slice(0, 16)
    .map((d, i) => destinationCard(d, i, 'full'))
  const mustSee = ['maldives', 'new-york', 'marrakech', 'bali', 'islande', 'japon', 'perou', 'seychelles'].map((c, i) =>
    destinationCard(
      DESTINATIONS.find((d) => d.code === c)!,
      i,
      'simple_inner_title',
    ),
  )
  const france = DESTINATIONS.filter((d) => d.region === 'france').map((d, i) => destinationCard(d, i, 'simple_outer_title'))

  const activities = ['Plongée', 'Randonnée', 'Golf', 'Thalasso', 'Ski', 'Safari', 'Croisière', 'Gastronomie'].map((title, i) => ({
    title,
    url: `/search-products?themes=${['aventure', 'aventure', 'golf', 'bien-etre', 'ski', 'aventure', 'marit', 'culture'][i]}`,
    image: contentImage(sceneImage('activite', i, ACTIVITY_SCENES[i]!, 'png'), title, 280, 280),
  }))

  const flash = picks(9, 'flash').map((p, i) => ({
    title: p.title,
    description: `${p.destination.label} — ${p.min_nights} nuits, ${p.meal_plan.toLowerCase()}`,
    image: contentImage(sceneImage(p.destination.code, 1, p.destination.scene, 'png'), p.title, 700, 490),
    price: finalPrice(p),
    // The third banner has ended (yesterday evening): its countdown reads 'Terminé'. The first ends tomorrow at 8:00, 8 to 32 hours
    // away at any time of the day ('PLUS nH' in the evening); an end 'tonight' had passed for the last hour of each day.
    banner_end_date: i === 2 ? endDate(-1, 20) : endDate(i === 0 ? 1 : [1, 2, 3, 5, 9][i % 5]!, i === 0 ? 8 : 20),
    capsuled_text_secondary: `-${p.reduction_rate} %`,
    club_logo: p.accommodation_type === 'club' ? { url: '/api/v2/demo/images/icon/club.svg', alt: 'Club' } : null,
    ...flashMentions(p, rng.chance(0.5)),
    url_to_go: `/product/${p.slug}`,
    product: productView(p),
  }))

  const partners = [
    {
      title: 'Location de voiture',
      subtitle: 'Jusqu\u2019à -15 %',
      description: 'Réservez votre voiture en même temps que votre séjour et récupérez-la dès votre arrivée.',
      bg_color: '#0f4c81',
      cta: { label: 'J\u2019en profite', url: '/search-products?travelType=location' },
    },
    {
      title: 'Assurance Sérénité',
      subtitle: 'Partez l\u2019esprit tranquille',
      description: 'Annulation, bagages, assistance rapatriement : une seule assurance pour tout votre voyage.',
      bg_color: '#fde9d9',
      cta: { label: 'En savoir plus', url: mainSiteUrl('/assurances') },
    },
  ].map((b, i) => ({
    ...b,
    image: contentImage(sceneImage('partenaire', i, i === 0 ? 'countryside' : 'beach', 'png'), b.title, 600, 400),
    partner_logo: { url: `/api/v2/demo/images/icon/partner-${i}.svg`, alt: i === 0 ? 'Horizon Auto' : 'Horizon Assistance' },
  }))

  const block = (type: string, title: string, modules: { type: string; value: unknown }[], extra: { link?: string; label?: string; tags?: string[] } = {}) => ({
    type,
    value: { title, link: extra.link ?? null, label: extra.label ?? null, tags: extra.tags ?? [], modules },
  })
  return {
    id: 1,
    type: 'home_page',
    title: 'Accueil',
    slug: 'home',
    blocks: [
      block(
        'home_slideshow',
        'À la une',
        slides.map((s) => ({ type: 'slideshow_homepage_banner', value: s })),
      ),
      block(
        'flash_sales',
        'Ventes flash',
        flash.map((f, i) => (i < 3 ? { type: 'flash_sale_banner', value: f } : { type: 'flash_sale_dynamic', value: f })),
        { link: '/search-products?orderBy=price_asc', label: 'Toutes les ventes flash' },
      ),
      block(
        'destinations_slideshow',
        'Nos destinations préférées',
        favourites.map((d) => ({ type: 'destination_card', value: d })),
        {
          link: '/search-products',
          label: 'Toutes les destinations',
          tags: ['Plage', 'City break', 'Nature', 'France', 'Moyen-courrier', 'Long-courrier'],
        },
      ),
      block(
        'activities_slideshow',
        'Envie de…',
        activities.map((a) => ({ type: 'activity_tile', value: a })),
      ),
      block(
        'destinations_slideshow',
        'Les incontournables',
        mustSee.map((d) => ({ type: 'destination_card', value: d })),
      ),
      block(
        'partner_banners',
        'Nos partenaires',
        partners.map((p) => ({ type: 'partner_banner', value: p })),
      ),
      block(
        'destinations_slideshow',
        'Escapades en France',
        france.map((d) => ({ type: 'destination_card', value: d })),
        { link: '/search-products?destination=france', label: 'Toute la France' },
      ),
    ],
  }
}
