import { Temporal } from 'temporal-polyfill'
import { todayInParis } from '~/lib/dates'
import { createRng } from '../lib/random'
import { COUNTRIES } from './countries'
import { DESTINATIONS, getProducts, finalPrice, productView, REGIONS, sceneImage } from './products'

/** Editorial content: header menu, home blocks, insurance and formalities pages, error messages. */

const img = (url: string, title: string, width = 1200, height = 600) => ({ url, title, alt: title, width, height })

export function headerMenu() {
  const destinationTabs = Object.entries(REGIONS).map(([code, label]) => ({
    label,
    sub_links: DESTINATIONS.filter((d) => d.region === code).map((d) => ({ label: d.label, url: `/search-products?destination=${d.code}` })),
  }))
  return [
    {
      id: 1,
      topbar: { topbar_text: 'Ventes flash : jusqu\u2019à -40 % sur une sélection de séjours', topbar_url: '/search-products?themes=all-inclusive' },
      header_part_1: {
        phone_number: '0 892 35 06 48',
        phone_info: 'Service 0,15 € / min + prix appel. Du lundi au samedi de 9h à 20h',
        header_secondary_links: [
          { url: '/search-products?travelType=sejour', label: 'Nos agences' },
          { url: '/vol', label: 'Vols' },
          { url: '/search-products?themes=famille', label: 'Idées vacances' },
        ],
        header_secondary_pictos: [
          { pictogram_link: '/client-space/favorites', pictogram: { url: '/api/v2/demo/images/icon/heart.svg', alt: 'Mes favoris', width: 24, height: 24 } },
          { pictogram_link: '/auth/check-email', pictogram: { url: '/api/v2/demo/images/icon/user.svg', alt: 'Mon compte', width: 24, height: 24 } },
        ],
      },
      header_part_2: {
        header_dropdown_label: 'Nos voyages',
        header_dropdown_tabs: [
          { label: 'Séjours', sub_links: destinationTabs.filter((t) => ['France', 'Antilles et Caraïbes', 'Océan Indien', 'Pays méditerranéens', 'Canaries et Îles atlantiques', 'Maghreb et Orient', 'Asie et Océanie'].includes(t.label)) },
          {
            label: 'Circuits',
            sub_links: [
              { label: 'Circuits privés', url: '/search-products?travelType=circuit&themes=circuit-prive' },
              { label: 'Circuits en voiture', url: '/search-products?travelType=circuit&themes=auto' },
              ...['europe', 'ameriques', 'asie-oceanie', 'afrique', 'maghreb-orient'].map((r) => ({ label: REGIONS[r]!, url: `/search-products?travelType=circuit&destination=${r}` })),
            ],
          },
          { label: 'Croisières', url: '/search-products?travelType=croisiere' },
          { label: 'Locations & campings', url: '/search-products?travelType=location' },
          { label: 'Vols', url: '/vol' },
          { label: 'Toutes nos destinations', sub_links: destinationTabs },
        ],
        header_primary_links: [
          { url: '/search-products?themes=all-inclusive', label: 'Ventes Flash' },
          { url: '/search-products?departure_day=last-minute', label: 'Dernières Minutes' },
          { url: '/search-products?travelType=sejour', label: 'Séjours' },
          { url: '/search-products?travelType=circuit', label: 'Circuits' },
          { url: '/search-products?travelType=location', label: 'Locations' },
          { url: '/vol', label: 'Vols' },
        ],
      },
    },
  ]
}

/** Home content blocks (storefront §3), with flash-sale end dates relative to today (Paris). */
export function homePage(today: Temporal.PlainDate = todayInParis()) {
  const rng = createRng(`home-${today.toString()}`)
  const products = getProducts()
  const picks = (n: number, salt: string) => createRng(`${salt}-${today.toString()}`).sample(products.filter((p) => p.reduction_rate >= 10), n)
  const endDate = (days: number, hour: number) =>
    today.add({ days }).toZonedDateTime({ timeZone: 'Europe/Paris', plainTime: Temporal.PlainTime.from({ hour }) }).toInstant().toString()
  const slides = picks(4, 'slides').map((p, i) => ({
    image: img(sceneImage(p.destination.code, i, p.destination.scene), p.destination.label, 1520, 550),
    image_description: `${p.destination.label} : ${p.title}`,
    title: ['Partez au soleil cet hiver', 'Les Antilles à prix doux', 'Circuits d\u2019exception', 'Vos vacances en famille'][i]!,
    cta: { label: 'Découvrir', url: `/product/${p.slug}` },
  }))
  const destinationCards = DESTINATIONS.slice(0, 16).map((d, i) => {
    const prods = products.filter((p) => p.destination.code === d.code)
    const min = prods.length ? Math.min(...prods.map(finalPrice)) : 499
    return {
      title: d.label,
      url: `/search-products?destination=${d.code}`,
      image: { url: sceneImage(d.code, 0, d.scene), title: d.label },
      alt_image: `Paysage de ${d.label}`,
      mention: d.regionLabel,
      price: min,
      discount: i % 3 === 0 ? 15 + (i % 4) * 5 : 0,
      tags: [d.regionLabel, ...(d.scene === 'beach' || d.scene === 'tropical' ? ['Soleil'] : []), ...(d.scene === 'city' ? ['City break'] : [])],
      variant: (['full', 'simple_inner_title', 'simple_outer_title'] as const)[i % 3],
    }
  })
  const activities = ['Plongée', 'Randonnée', 'Golf', 'Thalasso', 'Ski', 'Safari', 'Croisière', 'Gastronomie'].map((title, i) => ({
    title,
    url: `/search-products?themes=${['aventure', 'aventure', 'golf', 'bien-etre', 'ski', 'aventure', 'marit', 'culture'][i]}`,
    image: { url: `/api/v2/demo/images/${['sea', 'mountain', 'countryside', 'beach', 'snow', 'desert', 'sea', 'city'][i]}/activite-${i}.svg`, title },
  }))
  const flash = picks(6, 'flash').map((p, i) => ({
    title: p.title,
    description: `${p.destination.label} — ${p.min_nights} nuits, ${p.meal_plan.toLowerCase()}`,
    image: img(sceneImage(p.destination.code, 1, p.destination.scene), p.title, 700, 490),
    price: finalPrice(p),
    banner_end_date: endDate(i === 0 ? 0 : [1, 2, 3, 5, 9][i % 5]!, i === 0 ? 23 : 20),
    capsuled_text_secondary: `-${p.reduction_rate} %`,
    club_logo: p.accommodation_type === 'club' ? { url: '/api/v2/demo/images/icon/club.svg', alt: 'Club' } : null,
    free_mention_1: 'Vols inclus',
    free_mention_2: p.meal_plan,
    free_mention_3: rng.chance(0.5) ? 'Transferts offerts' : null,
    url_to_go: `/product/${p.slug}`,
    product: productView(p),
  }))
  const partners = [
    { title: 'Location de voiture', subtitle: 'Jusqu\u2019à -15 %', description: 'Réservez votre voiture en même temps que votre séjour.', bg_color: '#0f4c81', cta: { label: 'J\u2019en profite', url: '/search-products?travelType=location' } },
    { title: 'Assurance Sérénité', subtitle: 'Partez l\u2019esprit tranquille', description: 'Annulation, bagages, assistance rapatriement.', bg_color: '#1b5e20', cta: { label: 'En savoir plus', url: '/search-products' } },
  ].map((b, i) => ({ ...b, image: img(`/api/v2/demo/images/countryside/partenaire-${i}.svg`, b.title, 600, 300), partner_logo: { url: `/api/v2/demo/images/icon/partner-${i}.svg`, alt: b.title } }))

  return {
    id: 1,
    type: 'home_page',
    title: 'Accueil',
    slug: 'home',
    blocks: [
      { type: 'home_slideshow', value: { title: 'À la une', link: null, label: null, tags: [], modules: slides.map((s) => ({ type: 'slideshow_homepage_banner', value: s })) } },
      { type: 'destinations_slideshow', value: { title: 'Nos destinations', link: '/search-products', label: 'Toutes les destinations', tags: [...new Set(destinationCards.flatMap((d) => d.tags))], modules: destinationCards.map((d) => ({ type: 'destination_card', value: d })) } },
      { type: 'activities_slideshow', value: { title: 'Envie de…', link: null, label: null, tags: [], modules: activities.map((a) => ({ type: 'activity_tile', value: a })) } },
      {
        type: 'flash_sales',
        value: {
          title: 'Ventes flash',
          link: '/search-products?themes=all-inclusive',
          label: 'Toutes les ventes flash',
          tags: [],
          modules: flash.map((f, i) => (i < 3 ? { type: 'flash_sale_banner', value: f } : { type: 'flash_sale_dynamic', value: f })),
        },
      },
      { type: 'partner_banners', value: { title: 'Nos partenaires', link: null, label: null, tags: [], modules: partners.map((p) => ({ type: 'partner_banner', value: p })) } },
    ],
  }
}

export const INSURANCES = [
  {
    id: 1,
    code: 'MULTIRISQUE',
    title: 'Assurance Multirisque',
    description: '<p>Annulation toutes causes justifiées, <strong>bagages</strong>, assistance rapatriement et interruption de séjour.</p><ul><li>Annulation jusqu\u2019à 8 000 € par personne</li><li>Bagages jusqu\u2019à 1 500 €</li></ul>',
    steps: [
      { min: 0, max: 300, amount: 19 },
      { min: 300.01, max: 700, amount: 35 },
      { min: 700.01, max: 1500, amount: 59 },
      { min: 1500.01, max: 3000, amount: 89 },
      { min: 3000.01, max: 100000, amount: 129 },
    ],
  },
  {
    id: 2,
    code: 'ANNULATION',
    title: 'Assurance Annulation',
    description: '<p>Remboursement des frais d\u2019annulation en cas de maladie, accident ou licenciement.</p>',
    steps: [
      { min: 0, max: 500, amount: 12 },
      { min: 500.01, max: 1500, amount: 29 },
      { min: 1500.01, max: 100000, amount: 55 },
    ],
  },
  {
    id: 3,
    code: 'ASSISTANCE',
    title: 'Assistance Rapatriement',
    description: '<p>Frais médicaux à l\u2019étranger et rapatriement, 24 h/24.</p>',
    steps: [{ min: 0, max: 100000, amount: 15 }],
  },
]

export function formalityPage(countryCode: string, areaCode: string | undefined) {
  const country = COUNTRIES.get(countryCode)
  if (!country) return null
  const eu = ['FR', 'GP', 'MQ', 'RE', 'YT', 'GF', 'MF', 'BL', 'BE', 'LU', 'NL', 'DE', 'AT', 'IT', 'ES', 'PT', 'GR', 'IE', 'CZ', 'HU', 'PL', 'DK', 'SE', 'FI', 'HR', 'RO', 'BG', 'LV', 'CY', 'MT'].includes(countryCode)
  const schengenLike = eu || ['CH', 'NO', 'IS'].includes(countryCode)
  return {
    id: 1000 + [...COUNTRIES.keys()].indexOf(countryCode),
    type: 'formality_page',
    country_code: countryCode,
    area_code: areaCode ?? country.area,
    title: `Formalités pour ${country.name}`,
    body: schengenLike
      ? `<p>Pour les ressortissants français : <strong>carte nationale d\u2019identité ou passeport en cours de validité</strong>.</p><p>Les mineurs voyageant sans leurs parents doivent présenter une autorisation de sortie du territoire.</p>`
      : `<p>Pour les ressortissants français : <strong>passeport valide au moins 6 mois après la date de retour</strong>${['US', 'CA'].includes(countryCode) ? ', et autorisation électronique de voyage (ESTA / AVE)' : ''}.</p><p>Consultez la fiche pays du ministère des Affaires étrangères avant le départ.</p>`,
    children_body: '<p>Chaque enfant doit disposer de son propre document d\u2019identité.</p>',
    updated_at: '2026-01-15',
  }
}

export const ERROR_MESSAGES = [
  { id: 1, code: 'NO_FLIGHTS', provider: 'amadeus', title: 'Aucun vol disponible', message: 'Aucun vol n\u2019est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d\u2019autres dates.', action: 'Valider' },
  { id: 2, code: 'RETURN_TICKET_REQUIRED', provider: 'amadeus', title: 'Billet retour obligatoire', message: 'Les autorités de votre destination exigent un billet retour. Veuillez effectuer une recherche Aller/Retour.', action: 'Passer en Aller/Retour' },
  { id: 3, code: 'AIRLINE_RESERVATION_FAILED', provider: 'amadeus', title: 'Réservation impossible', message: 'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau...', action: 'Voir les agences' },
  { id: 4, code: 'PRICE_CHANGED', provider: 'amadeus', title: 'Les places partent vite !', message: 'Le prix de votre billet a augmenté.', action: 'Oui, je confirme la réservation' },
  { id: 5, code: 'FARE_CHANGED', provider: 'amadeus', title: 'Tarif modifié', message: 'Le tarif de votre voyage à changé ! Veuillez relancer une recherche et recommencer.', action: 'Nouvelle recherche' },
  { id: 6, code: 'UNBOOKABLE_TRIP', provider: 'amadeus', title: 'Impossible de réserver ce trajet', message: 'Veuillez contacter une agence pour ce type de voyage.', action: 'Voir les agences' },
  { id: 7, code: 'PAYMENT_PREPARE_FAILED', provider: 'payline', title: 'Paiement', message: 'Il y a eu une erreur lors de la préparation du paiement', action: 'Réessayer' },
  { id: 8, code: 'AIRLINE_RESERVATION_FAILED', provider: 'lowcost', title: 'Réservation impossible', message: 'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau...', action: 'Voir les agences' },
]
