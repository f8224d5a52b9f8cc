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
}

export type Trait = 'sea' | 'beach' | 'river' | 'south' | 'pines'

// code|label|country|region code|lat|lng|scene|traits (comma-separated)
const destinationRows = `djerba|Djerba|TN|maghreb-orient|33.81|10.85|beach|sea,beach,south
hammamet|Hammamet|TN|maghreb-orient|36.40|10.61|beach|sea,beach,south
marrakech|Marrakech|MA|maghreb-orient|31.63|-7.99|desert|
agadir|Agadir|MA|maghreb-orient|30.43|-9.60|beach|sea,beach
essaouira|Essaouira|MA|maghreb-orient|31.51|-9.77|beach|sea,beach
hurghada|Hurghada|EG|maghreb-orient|27.26|33.81|beach|sea,beach
louxor|Louxor|EG|maghreb-orient|25.69|32.64|desert|river
dubai|Dubaï|AE|maghreb-orient|25.20|55.27|city|sea,beach
petra|Pétra|JO|maghreb-orient|30.33|35.44|desert|
guadeloupe|Guadeloupe|GP|antilles-caraibes|16.25|-61.58|tropical|sea,beach
martinique|Martinique|MQ|antilles-caraibes|14.64|-61.02|tropical|sea,beach
punta-cana|Punta Cana|DO|antilles-caraibes|18.58|-68.40|tropical|sea,beach
cuba|Cuba|CU|antilles-caraibes|22.00|-79.50|tropical|sea,beach
saint-martin|Saint-Martin|MF|antilles-caraibes|18.07|-63.05|tropical|sea,beach
reunion|La Réunion|RE|ocean-indien|-21.12|55.54|mountain|sea,beach
maurice|Île Maurice|MU|ocean-indien|-20.35|57.55|tropical|sea,beach
seychelles|Seychelles|SC|ocean-indien|-4.68|55.49|tropical|sea,beach
maldives|Maldives|MV|ocean-indien|3.20|73.22|tropical|sea,beach
madagascar|Madagascar|MG|ocean-indien|-18.77|46.87|countryside|sea,beach
crete|Crète|GR|pays-mediterraneens|35.24|24.81|beach|sea,beach,south
rhodes|Rhodes|GR|pays-mediterraneens|36.43|28.22|beach|sea,beach,south
cyclades|Cyclades|GR|pays-mediterraneens|36.90|25.20|sea|sea,beach,south
sicile|Sicile|IT|pays-mediterraneens|37.60|14.02|beach|sea,beach,south
sardaigne|Sardaigne|IT|pays-mediterraneens|40.12|9.01|beach|sea,beach,south
pouilles|Pouilles|IT|pays-mediterraneens|40.79|17.10|countryside|sea,beach,south
rome|Rome|IT|europe|41.90|12.50|city|sea,south
majorque|Majorque|ES|pays-mediterraneens|39.70|3.00|beach|sea,beach,south
ibiza|Ibiza|ES|pays-mediterraneens|38.98|1.43|beach|sea,beach,south
andalousie|Andalousie|ES|europe|37.39|-5.98|city|sea,river,south
barcelone|Barcelone|ES|europe|41.39|2.17|city|sea,beach,south
antalya|Antalya|TR|pays-mediterraneens|36.90|30.70|beach|sea,beach,south
bodrum|Bodrum|TR|pays-mediterraneens|37.03|27.43|beach|sea,beach,south
istanbul|Istanbul|TR|europe|41.01|28.98|city|sea
croatie|Croatie|HR|pays-mediterraneens|43.51|16.44|sea|sea,beach,south
malte|Malte|MT|pays-mediterraneens|35.90|14.51|sea|sea,beach,south
chypre|Chypre|CY|pays-mediterraneens|34.92|33.62|beach|sea,beach,south
algarve|Algarve|PT|pays-mediterraneens|37.02|-7.93|beach|sea,beach
lisbonne|Lisbonne|PT|europe|38.72|-9.14|city|sea
madere|Madère|PT|canaries-atlantique|32.65|-16.91|mountain|sea
tenerife|Tenerife|ES|canaries-atlantique|28.29|-16.63|beach|sea,beach
lanzarote|Lanzarote|ES|canaries-atlantique|29.05|-13.63|desert|sea,beach
fuerteventura|Fuerteventura|ES|canaries-atlantique|28.36|-14.05|beach|sea,beach
gran-canaria|Grande Canarie|ES|canaries-atlantique|27.92|-15.55|beach|sea,beach
cap-vert|Cap-Vert|CV|canaries-atlantique|16.60|-22.90|beach|sea,beach
corse|Corse|FR|france|42.04|9.01|sea|sea,beach,south
cote-azur|Côte d'Azur|FR|france|43.70|7.26|beach|sea,beach,south
provence|Provence|FR|france|43.95|4.80|countryside|river,south
bretagne|Bretagne|FR|france|48.20|-2.93|sea|sea,beach
alpes|Alpes|FR|france|45.92|6.87|snow|
pyrenees|Pyrénées|FR|france|42.90|0.14|mountain|
landes|Landes|FR|france|43.94|-1.35|beach|sea,beach,pines
vendee|Vendée|FR|france|46.67|-1.43|beach|sea,beach,pines
alsace|Alsace|FR|france|48.32|7.44|countryside|river
thailande|Thaïlande|TH|asie-oceanie|13.75|100.50|tropical|sea,beach
vietnam|Viêt Nam|VN|asie-oceanie|16.05|108.20|countryside|sea,beach,river
bali|Bali|ID|asie-oceanie|-8.34|115.09|tropical|sea,beach
japon|Japon|JP|asie-oceanie|35.68|139.69|city|sea
sri-lanka|Sri Lanka|LK|asie-oceanie|7.87|80.77|tropical|sea,beach
inde|Inde du Nord|IN|asie-oceanie|26.91|75.79|desert|
new-york|New York|US|ameriques|40.71|-74.01|city|sea
floride|Floride|US|ameriques|27.99|-81.76|beach|sea,beach
ouest-americain|Ouest américain|US|ameriques|36.11|-115.17|desert|
quebec|Québec|CA|ameriques|46.81|-71.21|snow|river
mexique|Mexique|MX|ameriques|21.16|-86.85|tropical|sea,beach
costa-rica|Costa Rica|CR|ameriques|9.75|-83.75|tropical|sea,beach
perou|Pérou|PE|ameriques|-13.53|-71.97|mountain|
kenya|Kenya|KE|afrique|-1.29|36.82|countryside|
afrique-du-sud|Afrique du Sud|ZA|afrique|-33.92|18.42|countryside|sea,beach
senegal|Sénégal|SN|afrique|14.76|-17.37|beach|sea,beach,river
zanzibar|Zanzibar|TZ|afrique|-6.16|39.20|tropical|sea,beach
islande|Islande|IS|europe|64.15|-21.94|snow|sea
norvege|Fjords de Norvège|NO|europe|60.39|5.32|sea|sea
ecosse|Écosse|GB|europe|56.49|-4.20|mountain|sea`

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
  const [code, label, country, region, lat, lng, scene, traits] = line.split('|') as string[]
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
