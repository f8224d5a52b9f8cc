import { COUNTRIES } from './countries'

/** Editorial content: insurance and formalities pages, error messages (the header menu and home blocks: storefront.ts). */

export const INSURANCES = [
  {
    id: 1,
    code: 'MULTIRISQUE',
    title: 'Assurance Multirisque',
    description:
      '<p>Annulation toutes causes justifiées, <strong>bagages</strong>, assistance rapatriement et interruption de séjour.</p><ul><li>Annulation jusqu\u2019à 8 000 € par personne</li><li>Bagages jusqu\u2019à 1 500 €</li></ul>',
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

/** A country's own formality page (area_code '': the whole country). */
function countryFormalityPage(countryCode: string) {
  const country = COUNTRIES.get(countryCode)
  if (!country) return null
  const eu = [
    'FR',
    'GP',
    'MQ',
    'RE',
    'YT',
    'GF',
    'MF',
    'BL',
    'BE',
    'LU',
    'NL',
    'DE',
    'AT',
    'IT',
    'ES',
    'PT',
    'GR',
    'IE',
    'CZ',
    'HU',
    'PL',
    'DK',
    'SE',
    'FI',
    'HR',
    'RO',
    'BG',
    'LV',
    'CY',
    'MT',
  ].includes(countryCode)
  const schengenLike = eu || ['CH', 'NO', 'IS'].includes(countryCode)
  return {
    id: 1000 + [...COUNTRIES.keys()].indexOf(countryCode),
    type: 'formality_page',
    country_code: countryCode,
    area_code: '',
    title: `Formalités pour ${country.the}`,
    body: schengenLike
      ? `<p>Pour les ressortissants français : <strong>carte nationale d\u2019identité ou passeport en cours de validité</strong>.</p><p>Les mineurs voyageant sans leurs parents doivent présenter une autorisation de sortie du territoire.</p>${countryCode === 'GF' ? YELLOW_FEVER : ''}`
      : `<p>Pour les ressortissants français : <strong>passeport valide au moins 6 mois après la date de retour</strong>${['US', 'CA'].includes(countryCode) ? ', et autorisation électronique de voyage (ESTA / AVE)' : ''}.</p><p>Consultez la fiche pays du ministère des Affaires étrangères avant le départ.</p>`,
    children_body: '<p>Chaque enfant doit disposer de son propre document d\u2019identité.</p>',
    updated_at: '2026-01-15',
  }
}

const YELLOW_FEVER =
  '<p>La vaccination contre la fièvre jaune est <strong>obligatoire</strong> pour tout voyageur de plus d\u2019un an (carnet international de vaccination).</p>'

/**
 * Areas whose formalities differ from their country's: one page each, listed under every code the
 * app may ask by (the catalogue's region or destination of a product, the arrival airport of a flight).
 */
const AREA_FORMALITIES = [
  {
    country: 'ES',
    areas: ['canaries-atlantique', 'TFS', 'TFN', 'LPA', 'ACE', 'FUE'],
    title: 'Formalités pour les îles Canaries',
    body: '<p>Pour les ressortissants français : <strong>carte nationale d\u2019identité ou passeport en cours de validité</strong>, comme pour le reste de l\u2019Espagne.</p><p>Les Canaries sont hors du territoire fiscal de l\u2019Union européenne : au retour, vos achats relèvent des franchises douanières des pays tiers (par voyageur adulte arrivant en avion : 200 cigarettes, 1 litre d\u2019alcool fort, 430 € d\u2019autres marchandises).</p>',
  },
  {
    country: 'CA',
    areas: ['quebec', 'YUL', 'YQB'],
    title: 'Formalités pour le Québec',
    body: '<p>Pour les ressortissants français : <strong>passeport valide pour toute la durée du séjour</strong> et autorisation de voyage électronique (AVE) obtenue avant le départ.</p><p>Au Québec, le permis de conduire français est reconnu pendant les six premiers mois du séjour.</p>',
  },
] as const

/**
 * The formality pages of a country (`GET /pages/?type=formality_page&country_code=…`): its own
 * page first, then those of its areas (`area_code`); [] for a country the seed does not know.
 */
export function formalityPages(countryCode: string) {
  const country = countryFormalityPage(countryCode)
  if (!country) return []
  const areas = AREA_FORMALITIES.flatMap((page, i) =>
    page.country === countryCode
      ? page.areas.map((area_code, j) => ({ ...country, id: 5000 + i * 100 + j, area_code, title: page.title, body: page.body }))
      : [],
  )
  return [country, ...areas]
}

/** The particular sales conditions of flight bookings (`GET /pages/?type=sales_conditions_page`). */
export const SALES_CONDITIONS_PAGE = {
  id: 900,
  type: 'sales_conditions_page',
  title: 'Conditions particulières de vente',
  body: [
    '<h2>Prix</h2><p>Les prix sont indiqués en euros, toutes taxes comprises, par passager ou pour l\u2019ensemble des passagers lorsque cela est précisé. Ils comprennent le transport aérien, les taxes d\u2019aéroport et les frais de service. Les bagages en soute, le choix du siège et les assurances sont facturés en sus lorsqu\u2019ils ne sont pas inclus dans le tarif choisi.</p>',
    '<h2>Réservation et paiement</h2><p>La réservation est ferme dès la validation du paiement. Le prix est garanti pendant la durée affichée sur la page de réservation ; au-delà, une nouvelle recherche est nécessaire. Le paiement en plusieurs fois est proposé à partir de 100 € et soumis à l\u2019accord de l\u2019organisme de financement.</p>',
    '<h2>Billets et noms des passagers</h2><p>Les noms et prénoms doivent être identiques à ceux figurant sur les documents de voyage. Une erreur peut entraîner le refus d\u2019embarquement ; une correction après émission du billet est soumise aux conditions de la compagnie.</p>',
    '<h2>Modification et annulation</h2><p>Les conditions de modification et de remboursement sont celles du tarif choisi, rappelées avant le paiement. Un billet non utilisé à l\u2019aller entraîne l\u2019annulation du retour par la compagnie. Les taxes d\u2019aéroport d\u2019un billet non utilisé sont remboursables sur demande.</p>',
    '<h2>Droit de rétractation</h2><p>Conformément à l\u2019article L221-28 du Code de la consommation, les prestations de transport à date déterminée ne bénéficient pas du droit de rétractation.</p>',
    '<h2>Réclamations</h2><p>Toute réclamation est adressée à votre agence ou au service client par écrit. À défaut de réponse satisfaisante dans un délai de 60 jours, vous pouvez saisir le Médiateur du Tourisme et du Voyage.</p>',
  ].join(''),
  updated_at: '2026-01-15',
}

export const ERROR_MESSAGES = [
  {
    id: 1,
    code: 'NO_FLIGHTS',
    provider: 'amadeus',
    title: 'Aucun vol disponible',
    message: 'Aucun vol n\u2019est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d\u2019autres dates.',
    action: 'Valider',
  },
  {
    id: 2,
    code: 'RETURN_TICKET_REQUIRED',
    provider: 'amadeus',
    title: 'Billet retour obligatoire',
    message: 'Les autorités de votre destination exigent un billet retour. Veuillez effectuer une recherche Aller/Retour.',
    action: 'Passer en Aller/Retour',
  },
  {
    id: 3,
    code: 'AIRLINE_RESERVATION_FAILED',
    provider: 'amadeus',
    title: 'Réservation impossible',
    message: 'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau...',
    action: 'Voir les agences',
  },
  {
    id: 4,
    code: 'PRICE_CHANGED',
    provider: 'amadeus',
    title: 'Les places partent vite !',
    message: 'Le prix de votre billet a augmenté.',
    action: 'Oui, je confirme la réservation',
  },
  {
    id: 5,
    code: 'FARE_CHANGED',
    provider: 'amadeus',
    title: 'Tarif modifié',
    message: 'Le tarif de votre voyage à changé ! Veuillez relancer une recherche et recommencer.',
    action: 'Nouvelle recherche',
  },
  {
    id: 6,
    code: 'UNBOOKABLE_TRIP',
    provider: 'amadeus',
    title: 'Impossible de réserver ce trajet',
    message: 'Veuillez contacter une agence pour ce type de voyage.',
    action: 'Voir les agences',
  },
  {
    id: 7,
    code: 'PAYMENT_PREPARE_FAILED',
    provider: 'payline',
    title: 'Paiement',
    message: 'Il y a eu une erreur lors de la préparation du paiement',
    action: 'Réessayer',
  },
  {
    id: 8,
    code: 'AIRLINE_RESERVATION_FAILED',
    provider: 'lowcost',
    title: 'Réservation impossible',
    message: 'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau...',
    action: 'Voir les agences',
  },
]
