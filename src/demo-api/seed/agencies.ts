import { PAYMENT_CONTRACTS, type Agency as AgencyReply, type AgencyOpening } from '~/api-contract/agencies'
import { createRng, lazy } from '../lib/random'

/**
 * ~150 partner agencies across France: real city coordinates and postal codes, plausible
 * addresses and phone numbers, payment contracts and opening hours (booking-and-accounts.md §3).
 */

/** An agency as the demo keeps it: the reply's fields, all present. */
export type Agency = Omit<AgencyReply, 'distance' | 'status' | 'slug' | 'email'> & { slug: string; email: string; status: 'open' | 'closed' }

// city|postal code|lat|lng|agencies
const cities = `Paris|75001|48.8566|2.3522|6
Marseille|13001|43.2965|5.3698|4
Lyon|69002|45.7578|4.8320|4
Toulouse|31000|43.6045|1.4440|3
Nice|06000|43.7009|7.2683|3
Nantes|44000|47.2184|-1.5536|3
Montpellier|34000|43.6108|3.8767|2
Strasbourg|67000|48.5734|7.7521|2
Bordeaux|33000|44.8378|-0.5792|3
Lille|59000|50.6292|3.0573|3
Rennes|35000|48.1173|-1.6778|2
Reims|51100|49.2583|4.0317|1
Toulon|83000|43.1242|5.9280|2
Saint-Étienne|42000|45.4397|4.3872|1
Le Havre|76600|49.4944|0.1079|1
Grenoble|38000|45.1885|5.7245|2
Dijon|21000|47.3220|5.0415|1
Angers|49100|47.4784|-0.5632|1
Nîmes|30000|43.8367|4.3601|1
Villeurbanne|69100|45.7719|4.8902|1
Clermont-Ferrand|63000|45.7772|3.0870|1
Le Mans|72000|48.0061|0.1996|1
Aix-en-Provence|13100|43.5297|5.4474|2
Brest|29200|48.3904|-4.4861|1
Tours|37000|47.3941|0.6848|1
Amiens|80000|49.8941|2.2958|1
Limoges|87000|45.8336|1.2611|1
Annecy|74000|45.8992|6.1294|1
Perpignan|66000|42.6887|2.8948|1
Boulogne-Billancourt|92100|48.8397|2.2399|1
Metz|57000|49.1193|6.1757|1
Besançon|25000|47.2378|6.0241|1
Orléans|45000|47.9030|1.9093|1
Saint-Denis|93200|48.9362|2.3574|1
Argenteuil|95100|48.9472|2.2467|1
Rouen|76000|49.4432|1.0999|1
Mulhouse|68100|47.7508|7.3359|1
Montreuil|93100|48.8638|2.4485|1
Caen|14000|49.1829|-0.3707|1
Nancy|54000|48.6921|6.1844|1
Saint-Paul|97460|-21.0096|55.2707|0
Tourcoing|59200|50.7239|3.1612|1
Roubaix|59100|50.6942|3.1746|1
Nanterre|92000|48.8924|2.2071|1
Vitry-sur-Seine|94400|48.7875|2.3928|1
Avignon|84000|43.9493|4.8055|1
Créteil|94000|48.7904|2.4556|1
Poitiers|86000|46.5802|0.3404|1
Dunkerque|59140|51.0343|2.3768|1
Aubervilliers|93300|48.9146|2.3821|1
Versailles|78000|48.8049|2.1204|1
Aulnay-sous-Bois|93600|48.9386|2.4975|1
Colombes|92700|48.9226|2.2522|1
Pau|64000|43.2951|-0.3708|1
Rueil-Malmaison|92500|48.8778|2.1803|1
Béziers|34500|43.3442|3.2158|1
La Rochelle|17000|46.1603|-1.1511|1
Champigny-sur-Marne|94500|48.8171|2.5156|1
Antibes|06600|43.5808|7.1239|1
Saint-Maur-des-Fossés|94100|48.7939|2.4936|1
Cannes|06400|43.5528|7.0174|1
Calais|62100|50.9513|1.8587|1
Saint-Nazaire|44600|47.2735|-2.2138|1
Mérignac|33700|44.8386|-0.6436|1
Colmar|68000|48.0794|7.3585|1
Ajaccio|20000|41.9192|8.7386|1
Bastia|20200|42.6973|9.4509|1
Bourges|18000|47.0810|2.3988|1
La Seyne-sur-Mer|83500|43.1007|5.8788|1
Quimper|29000|47.9960|-4.1024|1
Valence|26000|44.9334|4.8924|1
Vannes|56000|47.6582|-2.7608|1
Troyes|10000|48.2973|4.0744|1
Chambéry|73000|45.5646|5.9178|1
Niort|79000|46.3237|-0.4588|1
Lorient|56100|47.7483|-3.3700|1
Sarcelles|95200|48.9973|2.3781|1
Villejuif|94800|48.7922|2.3634|1
Saint-Quentin|02100|49.8465|3.2876|1
Beauvais|60000|49.4295|2.0807|1
Cholet|49300|47.0600|-0.8783|1
Hyères|83400|43.1204|6.1286|1
Chartres|28000|48.4439|1.4890|1
Laval|53000|48.0707|-0.7734|1
Arles|13200|43.6766|4.6278|1
Fréjus|83600|43.4330|6.7370|1
Narbonne|11100|43.1840|3.0039|1
Annemasse|74100|46.1934|6.2342|1
Saint-Malo|35400|48.6493|-2.0257|1
Blois|41000|47.5861|1.3359|1
Brive-la-Gaillarde|19100|45.1589|1.5332|1
Carcassonne|11000|43.2130|2.3491|1
Bayonne|64100|43.4929|-1.4748|1
Biarritz|64200|43.4832|-1.5586|1
Tarbes|65000|43.2328|0.0781|1
Agen|47000|44.2033|0.6163|1
Périgueux|24000|45.1846|0.7214|1
Angoulême|16000|45.6484|0.1562|1
Montauban|82000|44.0176|1.3550|1
Albi|81000|43.9289|2.1464|1
Rodez|12000|44.3506|2.5750|1
Nevers|58000|46.9908|3.1590|1
Auxerre|89000|47.7982|3.5731|1
Mâcon|71000|46.3069|4.8322|1
Bourg-en-Bresse|01000|46.2052|5.2255|1
Épinal|88000|48.1724|6.4494|1
Charleville-Mézières|08000|49.7621|4.7266|1
Évreux|27000|49.0241|1.1508|1
Cherbourg-en-Cotentin|50100|49.6337|-1.6222|1
Saint-Brieuc|22000|48.5141|-2.7603|1
Gap|05000|44.5594|6.0786|1
Ajaccio Sud|20090|41.9270|8.7560|0
Sète|34200|43.4028|3.6977|1
Arcachon|33120|44.6586|-1.1689|1
Dax|40100|43.7102|-1.0536|1
Saint-Denis (La Réunion)|97400|-20.8789|55.4481|1
Pointe-à-Pitre|97110|16.2411|-61.5331|1
Fort-de-France|97200|14.6161|-61.0588|1`

// Street names found in most French towns (no street or centre of one city given to another).
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'rue Nationale',
  'boulevard Gambetta',
  'rue Victor Hugo',
  'place de la Mairie',
  'rue du Général de Gaulle',
  'avenue de la Libération',
  'rue du Docteur Roux',
  'avenue de la Gare',
  'rue des Carmes',
  'boulevard Carnot',
  'rue Pasteur',
  'rue du Commerce',
  'avenue Foch',
  'rue Jules Ferry',
  'place du Marché',
  'rue Paul Bert',
  'rue Émile Zola',
  'rue Thiers',
]
const FLOORS = ['1er étage', 'Rez-de-chaussée', null, null, null, null, null]

/**
 * Cities with several agencies: each agency's own address, postcode (Paris: its arrondissement)
 * and position, in the order of the name suffixes (Centre, Gare, Nord, Sud, Est, Ouest).
 */
// address|address2|postal code|lat|lng
const DISTRICTS: Record<string, string> = {
  Paris: `28 rue du Louvre||75001|48.8633|2.3431
12 boulevard de Denain||75010|48.8786|2.3522
74 rue Ordener||75018|48.8917|2.3486
102 avenue du Général Leclerc||75014|48.8260|2.3265
45 rue de la Roquette||75011|48.8555|2.3760
38 avenue Victor Hugo||75016|48.8699|2.2866`,
  Marseille: `56 rue Saint-Ferréol||13001|43.2930|5.3780
18 boulevard d'Athènes||13001|43.3005|5.3790
11 avenue de Saint-Antoine|Centre commercial Grand Littoral|13015|43.3620|5.3480
245 avenue du Prado||13008|43.2700|5.3880`,
  Lyon: `42 rue de la République||69002|45.7620|4.8360
17 rue du Docteur Bouchut|Centre commercial de la Part-Dieu|69003|45.7610|4.8560
110 boulevard de la Croix-Rousse||69004|45.7745|4.8310
38 avenue Jean Jaurès||69007|45.7480|4.8420`,
  Toulouse: `15 rue d'Alsace-Lorraine||31000|43.6030|1.4460
62 boulevard Pierre Sémard||31500|43.6110|1.4540
148 avenue des États-Unis||31200|43.6330|1.4320`,
  Nice: `22 avenue Jean Médecin||06000|43.7010|7.2670
8 avenue Thiers||06000|43.7045|7.2620
35 boulevard de Cessole||06100|43.7160|7.2560`,
  Nantes: `14 rue Crébillon||44000|47.2135|-1.5620
5 allée du Commandant Charcot||44000|47.2175|-1.5420
210 route de Rennes||44300|47.2430|-1.5760`,
  Montpellier: `9 rue de la Loge||34000|43.6105|3.8770
3 rue Maguelone||34000|43.6065|3.8795`,
  Strasbourg: `18 rue des Grandes Arcades||67000|48.5830|7.7470
12 place de la Gare||67000|48.5845|7.7355`,
  Bordeaux: `86 rue Sainte-Catherine||33000|44.8390|-0.5735
25 rue Charles Domercq||33800|44.8260|-0.5560
40 cours du Médoc||33300|44.8585|-0.5650`,
  Lille: `31 rue Neuve||59000|50.6360|3.0650
8 place des Buisses||59000|50.6385|3.0720
95 rue du Faubourg de Roubaix||59800|50.6420|3.0850`,
  Rennes: `10 rue Le Bastard||35000|48.1125|-1.6800
22 avenue Jean Janvier||35000|48.1055|-1.6740`,
  Toulon: `41 rue d'Alger||83000|43.1230|5.9300
12 boulevard de Tessé||83000|43.1270|5.9310`,
  Grenoble: `5 place Grenette||38000|45.1900|5.7270
20 avenue Félix Viallet||38000|45.1895|5.7180`,
  'Aix-en-Provence': `24 cours Mirabeau||13100|43.5265|5.4480
4 avenue Victor Hugo||13100|43.5245|5.4450`,
}

interface Address {
  address: string
  address2: string | null
  postal: string
  lat: number
  lng: number
}

function districtAddress(city: string, index: number): Address | undefined {
  const line = DISTRICTS[city]?.split('\n')[index]
  if (!line) return undefined
  const [address, address2, postal, lat, lng] = line.split('|') as [string, string, string, string, string]
  return { address, address2: address2 || null, postal, lat: Number(lat), lng: Number(lng) }
}

function phonePrefix(postal: string): string {
  if (postal.startsWith('97')) return postal.startsWith('974') ? '02 62' : postal.startsWith('971') ? '05 90' : '05 96'
  const dep = Number(postal.slice(0, 2))
  if ([75, 77, 78, 91, 92, 93, 94, 95].includes(dep)) return '01'
  if ([2, 8, 10, 14, 21, 25, 27, 50, 51, 54, 57, 59, 60, 62, 67, 68, 76, 80, 88, 89, 58].includes(dep)) return '03'
  if ([22, 29, 35, 44, 49, 53, 56, 72, 79, 86, 37, 41, 45, 28, 18, 16, 17].includes(dep)) return '02'
  if ([1, 5, 6, 11, 13, 20, 26, 30, 34, 38, 42, 63, 66, 69, 71, 73, 74, 83, 84].includes(dep)) return '04'
  return '05'
}

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const getAgencies = lazy((): Agency[] => {
  const rng = createRng('agencies-v1')
  const out: Agency[] = []
  let id = 1
  for (const line of cities.split('\n')) {
    const [city, postal, lat, lng, countStr] = line.split('|') as [string, string, string, string, string]
    const count = Math.max(1, Number(countStr))
    for (let i = 0; i < count; i++) {
      const suffix = count > 1 ? ` ${['Centre', 'Gare', 'Nord', 'Sud', 'Est', 'Ouest'][i]}` : ''
      // The name keeps '(La Réunion)': two towns are called Saint-Denis.
      const name = `${city}${suffix}`
      const number = rng.int(1, 180)
      const prefix = phonePrefix(postal)
      const digits = Array.from({ length: prefix.length === 2 ? 4 : 3 }, () => String(rng.int(10, 99)))
      const contracts = ['CB', '3DS', ...PAYMENT_CONTRACTS.slice(1).filter((c) => c !== '3DS' && rng.chance(c.startsWith('FLOA') ? 0.7 : 0.6))]
      const saturday = rng.chance(0.8)
      const lunch = rng.chance(0.75)
      const openings: AgencyOpening[] = []
      for (let day = 1; day <= 7; day++) {
        if (day === 7 || (day === 6 && !saturday) || (day === 1 && rng.chance(0.3))) {
          if (day === 1) openings.push({ day, morning_open_time: null, morning_close_time: null, afternoon_open_time: '14:00', afternoon_close_time: '19:00' })
          continue
        }
        openings.push(
          lunch
            ? {
                day,
                morning_open_time: day === 6 ? '09:30' : '09:00',
                morning_close_time: '12:30',
                afternoon_open_time: '14:00',
                afternoon_close_time: day === 6 ? '18:00' : '19:00',
              }
            : { day, morning_open_time: '10:00', morning_close_time: null, afternoon_open_time: null, afternoon_close_time: '19:00' },
        )
      }
      // The draws stay in the same order whatever the city (stable contracts and hours per id).
      const street = `${number} ${rng.pick(STREETS)}`
      const floor = rng.pick(FLOORS)
      const latJitter = i === 0 ? 0 : rng.next() * 0.04 - 0.02
      const lngJitter = i === 0 ? 0 : rng.next() * 0.05 - 0.025
      const own = districtAddress(city, i) ?? { address: street, address2: floor, postal, lat: Number(lat) + latJitter, lng: Number(lng) + lngJitter }
      out.push({
        id,
        name: `Horizon Voyages ${name}`,
        slug: slugify(`${name}-${id}`),
        address: own.address,
        address2: own.address2,
        postal_code: own.postal,
        city: city.replace(' (La Réunion)', ''),
        phone: `${prefix} ${digits.join(' ')}`,
        email: `agence.${slugify(name)}@horizon-voyages.example`,
        gps_latitude: Math.round(own.lat * 1e6) / 1e6,
        gps_longitude: Math.round(own.lng * 1e6) / 1e6,
        status: rng.chance(0.03) ? 'closed' : 'open',
        available_contracts: contracts,
        agency_openings: openings,
      })
      id++
    }
  }
  return out
})
