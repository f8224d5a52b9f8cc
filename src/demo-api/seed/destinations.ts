import { ofPlace } from '~/lib/place-names'

/** Holiday destinations of the seed: place, region, picture scene and what the place offers. */

export type Scene = 'beach' | 'tropical' | 'mountain' | 'city' | 'desert' | 'countryside' | 'snow' | 'sea'

export interface Destination {
  code: string
  label: string
  country: string
  region: string
  regionLabel: string
  lat: number
  lng: number
  scene: Scene
  /** What the place offers: a sea coast (sea cruises), beaches, a navigable river (river cruises), a Mediterranean south, pine woods. */
  traits: readonly Trait[]
  /** The name as French says it after 'vers' or 'pour', with its article: 'les Alpes', 'la Crète', 'Rome'. */
  the: string
  /** Where one stays: 'en Guadeloupe', 'aux Seychelles', 'dans les Alpes', 'à Rome', 'au Japon'. */
  in: string
  /** After 'de': 'de la Guadeloupe', 'des Alpes', 'du Japon', 'd’Agadir'. */
  of: string
}

export type Trait = 'sea' | 'beach' | 'river' | 'south' | 'pines'

// code|label|country|region code|lat|lng|scene|traits (comma-separated)|name with its article|'in' form
const destinationRows = `djerba|Djerba|TN|maghreb-orient|33.81|10.85|beach|sea,beach,south|Djerba|à Djerba
hammamet|Hammamet|TN|maghreb-orient|36.40|10.61|beach|sea,beach,south|Hammamet|à Hammamet
marrakech|Marrakech|MA|maghreb-orient|31.63|-7.99|desert||Marrakech|à Marrakech
agadir|Agadir|MA|maghreb-orient|30.43|-9.60|beach|sea,beach|Agadir|à Agadir
essaouira|Essaouira|MA|maghreb-orient|31.51|-9.77|beach|sea,beach|Essaouira|à Essaouira
hurghada|Hurghada|EG|maghreb-orient|27.26|33.81|beach|sea,beach|Hurghada|à Hurghada
louxor|Louxor|EG|maghreb-orient|25.69|32.64|desert|river|Louxor|à Louxor
dubai|Dubaï|AE|maghreb-orient|25.20|55.27|city|sea,beach|Dubaï|à Dubaï
petra|Pétra|JO|maghreb-orient|30.33|35.44|desert||Pétra|à Pétra
guadeloupe|Guadeloupe|GP|antilles-caraibes|16.25|-61.58|tropical|sea,beach|la Guadeloupe|en Guadeloupe
martinique|Martinique|MQ|antilles-caraibes|14.64|-61.02|tropical|sea,beach|la Martinique|en Martinique
punta-cana|Punta Cana|DO|antilles-caraibes|18.58|-68.40|tropical|sea,beach|Punta Cana|à Punta Cana
cuba|Cuba|CU|antilles-caraibes|22.00|-79.50|tropical|sea,beach|Cuba|à Cuba
saint-martin|Saint-Martin|MF|antilles-caraibes|18.07|-63.05|tropical|sea,beach|Saint-Martin|à Saint-Martin
reunion|La Réunion|RE|ocean-indien|-21.12|55.54|mountain|sea,beach|La Réunion|à La Réunion
maurice|Île Maurice|MU|ocean-indien|-20.35|57.55|tropical|sea,beach|l’île Maurice|à l’île Maurice
seychelles|Seychelles|SC|ocean-indien|-4.68|55.49|tropical|sea,beach|les Seychelles|aux Seychelles
maldives|Maldives|MV|ocean-indien|3.20|73.22|tropical|sea,beach|les Maldives|aux Maldives
madagascar|Madagascar|MG|ocean-indien|-18.77|46.87|countryside|sea,beach|Madagascar|à Madagascar
crete|Crète|GR|pays-mediterraneens|35.24|24.81|beach|sea,beach,south|la Crète|en Crète
rhodes|Rhodes|GR|pays-mediterraneens|36.43|28.22|beach|sea,beach,south|Rhodes|à Rhodes
cyclades|Cyclades|GR|pays-mediterraneens|36.90|25.20|sea|sea,beach,south|les Cyclades|dans les Cyclades
sicile|Sicile|IT|pays-mediterraneens|37.60|14.02|beach|sea,beach,south|la Sicile|en Sicile
sardaigne|Sardaigne|IT|pays-mediterraneens|40.12|9.01|beach|sea,beach,south|la Sardaigne|en Sardaigne
pouilles|Pouilles|IT|pays-mediterraneens|40.79|17.10|countryside|sea,beach,south|les Pouilles|dans les Pouilles
rome|Rome|IT|europe|41.90|12.50|city|sea,south|Rome|à Rome
majorque|Majorque|ES|pays-mediterraneens|39.70|3.00|beach|sea,beach,south|Majorque|à Majorque
ibiza|Ibiza|ES|pays-mediterraneens|38.98|1.43|beach|sea,beach,south|Ibiza|à Ibiza
andalousie|Andalousie|ES|europe|37.39|-5.98|city|sea,river,south|l’Andalousie|en Andalousie
barcelone|Barcelone|ES|europe|41.39|2.17|city|sea,beach,south|Barcelone|à Barcelone
antalya|Antalya|TR|pays-mediterraneens|36.90|30.70|beach|sea,beach,south|Antalya|à Antalya
bodrum|Bodrum|TR|pays-mediterraneens|37.03|27.43|beach|sea,beach,south|Bodrum|à Bodrum
istanbul|Istanbul|TR|europe|41.01|28.98|city|sea|Istanbul|à Istanbul
croatie|Croatie|HR|pays-mediterraneens|43.51|16.44|sea|sea,beach,south|la Croatie|en Croatie
malte|Malte|MT|pays-mediterraneens|35.90|14.51|sea|sea,beach,south|Malte|à Malte
chypre|Chypre|CY|pays-mediterraneens|34.92|33.62|beach|sea,beach,south|Chypre|à Chypre
algarve|Algarve|PT|pays-mediterraneens|37.02|-7.93|beach|sea,beach|l’Algarve|en Algarve
lisbonne|Lisbonne|PT|europe|38.72|-9.14|city|sea|Lisbonne|à Lisbonne
madere|Madère|PT|canaries-atlantique|32.65|-16.91|mountain|sea|Madère|à Madère
tenerife|Tenerife|ES|canaries-atlantique|28.29|-16.63|beach|sea,beach|Tenerife|à Tenerife
lanzarote|Lanzarote|ES|canaries-atlantique|29.05|-13.63|desert|sea,beach|Lanzarote|à Lanzarote
fuerteventura|Fuerteventura|ES|canaries-atlantique|28.36|-14.05|beach|sea,beach|Fuerteventura|à Fuerteventura
gran-canaria|Grande Canarie|ES|canaries-atlantique|27.92|-15.55|beach|sea,beach|la Grande Canarie|à la Grande Canarie
cap-vert|Cap-Vert|CV|canaries-atlantique|16.60|-22.90|beach|sea,beach|le Cap-Vert|au Cap-Vert
corse|Corse|FR|france|42.04|9.01|sea|sea,beach,south|la Corse|en Corse
cote-azur|Côte d'Azur|FR|france|43.70|7.26|beach|sea,beach,south|la Côte d'Azur|sur la Côte d'Azur
provence|Provence|FR|france|43.95|4.80|countryside|river,south|la Provence|en Provence
bretagne|Bretagne|FR|france|48.20|-2.93|sea|sea,beach|la Bretagne|en Bretagne
alpes|Alpes|FR|france|45.92|6.87|snow||les Alpes|dans les Alpes
pyrenees|Pyrénées|FR|france|42.90|0.14|mountain||les Pyrénées|dans les Pyrénées
landes|Landes|FR|france|43.94|-1.35|beach|sea,beach,pines|les Landes|dans les Landes
vendee|Vendée|FR|france|46.67|-1.43|beach|sea,beach,pines|la Vendée|en Vendée
alsace|Alsace|FR|france|48.32|7.44|countryside|river|l’Alsace|en Alsace
thailande|Thaïlande|TH|asie-oceanie|13.75|100.50|tropical|sea,beach|la Thaïlande|en Thaïlande
vietnam|Viêt Nam|VN|asie-oceanie|16.05|108.20|countryside|sea,beach,river|le Viêt Nam|au Viêt Nam
bali|Bali|ID|asie-oceanie|-8.34|115.09|tropical|sea,beach|Bali|à Bali
japon|Japon|JP|asie-oceanie|35.68|139.69|city|sea|le Japon|au Japon
sri-lanka|Sri Lanka|LK|asie-oceanie|7.87|80.77|tropical|sea,beach|le Sri Lanka|au Sri Lanka
inde|Inde du Nord|IN|asie-oceanie|26.91|75.79|desert||l’Inde du Nord|en Inde du Nord
new-york|New York|US|ameriques|40.71|-74.01|city|sea|New York|à New York
floride|Floride|US|ameriques|27.99|-81.76|beach|sea,beach|la Floride|en Floride
ouest-americain|Ouest américain|US|ameriques|36.11|-115.17|desert||l’Ouest américain|dans l’Ouest américain
quebec|Québec|CA|ameriques|46.81|-71.21|snow|river|le Québec|au Québec
mexique|Mexique|MX|ameriques|21.16|-86.85|tropical|sea,beach|le Mexique|au Mexique
costa-rica|Costa Rica|CR|ameriques|9.75|-83.75|tropical|sea,beach|le Costa Rica|au Costa Rica
perou|Pérou|PE|ameriques|-13.53|-71.97|mountain||le Pérou|au Pérou
kenya|Kenya|KE|afrique|-1.29|36.82|countryside||le Kenya|au Kenya
afrique-du-sud|Afrique du Sud|ZA|afrique|-33.92|18.42|countryside|sea,beach|l’Afrique du Sud|en Afrique du Sud
senegal|Sénégal|SN|afrique|14.76|-17.37|beach|sea,beach,river|le Sénégal|au Sénégal
zanzibar|Zanzibar|TZ|afrique|-6.16|39.20|tropical|sea,beach|Zanzibar|à Zanzibar
islande|Islande|IS|europe|64.15|-21.94|snow|sea|l’Islande|en Islande
norvege|Fjords de Norvège|NO|europe|60.39|5.32|sea|sea|les fjords de Norvège|dans les fjords de Norvège
ecosse|Écosse|GB|europe|56.49|-4.20|mountain|sea|l’Écosse|en Écosse`

export const REGIONS: Record<string, string> = {
  france: 'France',
  'antilles-caraibes': 'Antilles et Caraïbes',
  'ocean-indien': 'Océan Indien',
  'pays-mediterraneens': 'Pays méditerranéens',
  'canaries-atlantique': 'Canaries et Îles atlantiques',
  'maghreb-orient': 'Maghreb et Orient',
  'asie-oceanie': 'Asie et Océanie',
  europe: 'Europe',
  ameriques: 'Amériques',
  afrique: 'Afrique',
}

export const DESTINATIONS: readonly Destination[] = destinationRows.split('\n').map((line) => {
  const [code, label, country, region, lat, lng, scene, traits, the, inForm] = line.split('|') as string[]
  return {
    code: code!,
    label: label!,
    country: country!,
    region: region!,
    regionLabel: REGIONS[region!]!,
    lat: Number(lat),
    lng: Number(lng),
    scene: scene as Scene,
    traits: traits ? (traits.split(',') as Trait[]) : [],
    the: the!,
    in: inForm!,
    of: ofPlace(the!),
  }
})
export const DESTINATIONS_BY_CODE: ReadonlyMap<string, Destination> = new Map(DESTINATIONS.map((d) => [d.code, d]))

export const DEPARTURE_CITIES = [
  { code: 'PAR', label: 'Paris' },
  { code: 'ORY', label: 'Paris-Orly' },
  { code: 'LYS', label: 'Lyon' },
  { code: 'MRS', label: 'Marseille' },
  { code: 'NCE', label: 'Nice' },
  { code: 'TLS', label: 'Toulouse' },
  { code: 'BOD', label: 'Bordeaux' },
  { code: 'NTE', label: 'Nantes' },
  { code: 'LIL', label: 'Lille' },
  { code: 'MPL', label: 'Montpellier' },
  { code: 'BRU', label: 'Bruxelles' },
  { code: 'GVA', label: 'Genève' },
] as const
