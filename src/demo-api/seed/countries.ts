/** Countries of the seed: French name, area (for menus and formalities) and time zone. */
export interface Country {
  code: string
  name: string
  area: 'france' | 'europe' | 'maghreb' | 'moyen-orient' | 'afrique' | 'amerique-nord' | 'amerique-latine' | 'antilles' | 'ocean-indien' | 'asie' | 'oceanie'
  timeZone: string
  /** The name with its article, as said after 'pour' or 'vers': 'le Maroc', 'l’Italie', 'Cuba'. */
  the: string
}

const rows = `FR|France|france|Europe/Paris|la France
GP|Guadeloupe|antilles|America/Guadeloupe|la Guadeloupe
MQ|Martinique|antilles|America/Martinique|la Martinique
MF|Saint-Martin|antilles|America/Marigot|Saint-Martin
SX|Sint Maarten|antilles|America/Lower_Princes|Sint Maarten
BL|Saint-Barthélemy|antilles|America/St_Barthelemy|Saint-Barthélemy
GF|Guyane|amerique-latine|America/Cayenne|la Guyane
RE|La Réunion|ocean-indien|Indian/Reunion|La Réunion
YT|Mayotte|ocean-indien|Indian/Mayotte|Mayotte
MU|Maurice|ocean-indien|Indian/Mauritius|Maurice
SC|Seychelles|ocean-indien|Indian/Mahe|les Seychelles
MG|Madagascar|ocean-indien|Indian/Antananarivo|Madagascar
MV|Maldives|ocean-indien|Indian/Maldives|les Maldives
PF|Polynésie française|oceanie|Pacific/Tahiti|la Polynésie française
NC|Nouvelle-Calédonie|oceanie|Pacific/Noumea|la Nouvelle-Calédonie
DO|République dominicaine|antilles|America/Santo_Domingo|la République dominicaine
CU|Cuba|antilles|America/Havana|Cuba
JM|Jamaïque|antilles|America/Jamaica|la Jamaïque
GB|Royaume-Uni|europe|Europe/London|le Royaume-Uni
IE|Irlande|europe|Europe/Dublin|l’Irlande
NL|Pays-Bas|europe|Europe/Amsterdam|les Pays-Bas
BE|Belgique|europe|Europe/Brussels|la Belgique
LU|Luxembourg|europe|Europe/Luxembourg|le Luxembourg
CH|Suisse|europe|Europe/Zurich|la Suisse
DE|Allemagne|europe|Europe/Berlin|l’Allemagne
AT|Autriche|europe|Europe/Vienna|l’Autriche
CZ|Tchéquie|europe|Europe/Prague|la Tchéquie
HU|Hongrie|europe|Europe/Budapest|la Hongrie
PL|Pologne|europe|Europe/Warsaw|la Pologne
DK|Danemark|europe|Europe/Copenhagen|le Danemark
SE|Suède|europe|Europe/Stockholm|la Suède
NO|Norvège|europe|Europe/Oslo|la Norvège
FI|Finlande|europe|Europe/Helsinki|la Finlande
IS|Islande|europe|Atlantic/Reykjavik|l’Islande
PT|Portugal|europe|Europe/Lisbon|le Portugal
ES|Espagne|europe|Europe/Madrid|l’Espagne
IT|Italie|europe|Europe/Rome|l’Italie
GR|Grèce|europe|Europe/Athens|la Grèce
TR|Turquie|europe|Europe/Istanbul|la Turquie
CY|Chypre|europe|Asia/Nicosia|Chypre
MT|Malte|europe|Europe/Malta|Malte
HR|Croatie|europe|Europe/Zagreb|la Croatie
RO|Roumanie|europe|Europe/Bucharest|la Roumanie
BG|Bulgarie|europe|Europe/Sofia|la Bulgarie
LV|Lettonie|europe|Europe/Riga|la Lettonie
MA|Maroc|maghreb|Africa/Casablanca|le Maroc
DZ|Algérie|maghreb|Africa/Algiers|l’Algérie
TN|Tunisie|maghreb|Africa/Tunis|la Tunisie
EG|Égypte|moyen-orient|Africa/Cairo|l’Égypte
AE|Émirats arabes unis|moyen-orient|Asia/Dubai|les Émirats arabes unis
QA|Qatar|moyen-orient|Asia/Qatar|le Qatar
IL|Israël|moyen-orient|Asia/Jerusalem|Israël
JO|Jordanie|moyen-orient|Asia/Amman|la Jordanie
LB|Liban|moyen-orient|Asia/Beirut|le Liban
OM|Oman|moyen-orient|Asia/Muscat|Oman
SN|Sénégal|afrique|Africa/Dakar|le Sénégal
CI|Côte d'Ivoire|afrique|Africa/Abidjan|la Côte d'Ivoire
ZA|Afrique du Sud|afrique|Africa/Johannesburg|l’Afrique du Sud
KE|Kenya|afrique|Africa/Nairobi|le Kenya
ET|Éthiopie|afrique|Africa/Addis_Ababa|l’Éthiopie
TZ|Tanzanie|afrique|Africa/Dar_es_Salaam|la Tanzanie
CV|Cap-Vert|afrique|Atlantic/Cape_Verde|le Cap-Vert
US|États-Unis|amerique-nord|America/New_York|les États-Unis
CA|Canada|amerique-nord|America/Toronto|le Canada
MX|Mexique|amerique-latine|America/Mexico_City|le Mexique
BR|Brésil|amerique-latine|America/Sao_Paulo|le Brésil
AR|Argentine|amerique-latine|America/Argentina/Buenos_Aires|l’Argentine
CL|Chili|amerique-latine|America/Santiago|le Chili
PE|Pérou|amerique-latine|America/Lima|le Pérou
CO|Colombie|amerique-latine|America/Bogota|la Colombie
CR|Costa Rica|amerique-latine|America/Costa_Rica|le Costa Rica
PA|Panama|amerique-latine|America/Panama|le Panama
TH|Thaïlande|asie|Asia/Bangkok|la Thaïlande
VN|Viêt Nam|asie|Asia/Ho_Chi_Minh|le Viêt Nam
KH|Cambodge|asie|Asia/Phnom_Penh|le Cambodge
SG|Singapour|asie|Asia/Singapore|Singapour
MY|Malaisie|asie|Asia/Kuala_Lumpur|la Malaisie
ID|Indonésie|asie|Asia/Jakarta|l’Indonésie
PH|Philippines|asie|Asia/Manila|les Philippines
JP|Japon|asie|Asia/Tokyo|le Japon
KR|Corée du Sud|asie|Asia/Seoul|la Corée du Sud
CN|Chine|asie|Asia/Shanghai|la Chine
HK|Hong Kong|asie|Asia/Hong_Kong|Hong Kong
IN|Inde|asie|Asia/Kolkata|l’Inde
LK|Sri Lanka|asie|Asia/Colombo|le Sri Lanka
NP|Népal|asie|Asia/Kathmandu|le Népal
AU|Australie|oceanie|Australia/Sydney|l’Australie
NZ|Nouvelle-Zélande|oceanie|Pacific/Auckland|la Nouvelle-Zélande`

export const COUNTRIES: ReadonlyMap<string, Country> = new Map(
  rows.split('\n').map((line) => {
    const [code, name, area, timeZone, the] = line.split('|') as [string, string, Country['area'], string, string]
    return [code, { code, name, area, timeZone, the }]
  }),
)

export function countryName(code: string): string {
  return COUNTRIES.get(code)?.name ?? code
}
