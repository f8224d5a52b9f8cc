/** Countries of the seed: French name, area (for menus and formalities) and time zone. */
export interface Country {
  code: string
  name: string
  area: 'france' | 'europe' | 'maghreb' | 'moyen-orient' | 'afrique' | 'amerique-nord' | 'amerique-latine' | 'antilles' | 'ocean-indien' | 'asie' | 'oceanie'
  timeZone: string
}

const rows = `FR|France|france|Europe/Paris
GP|Guadeloupe|antilles|America/Guadeloupe
MQ|Martinique|antilles|America/Martinique
MF|Saint-Martin|antilles|America/Marigot
SX|Sint Maarten|antilles|America/Lower_Princes
BL|Saint-Barthélemy|antilles|America/St_Barthelemy
GF|Guyane|amerique-latine|America/Cayenne
RE|La Réunion|ocean-indien|Indian/Reunion
YT|Mayotte|ocean-indien|Indian/Mayotte
MU|Maurice|ocean-indien|Indian/Mauritius
SC|Seychelles|ocean-indien|Indian/Mahe
MG|Madagascar|ocean-indien|Indian/Antananarivo
MV|Maldives|ocean-indien|Indian/Maldives
PF|Polynésie française|oceanie|Pacific/Tahiti
NC|Nouvelle-Calédonie|oceanie|Pacific/Noumea
DO|République dominicaine|antilles|America/Santo_Domingo
CU|Cuba|antilles|America/Havana
JM|Jamaïque|antilles|America/Jamaica
GB|Royaume-Uni|europe|Europe/London
IE|Irlande|europe|Europe/Dublin
NL|Pays-Bas|europe|Europe/Amsterdam
BE|Belgique|europe|Europe/Brussels
LU|Luxembourg|europe|Europe/Luxembourg
CH|Suisse|europe|Europe/Zurich
DE|Allemagne|europe|Europe/Berlin
AT|Autriche|europe|Europe/Vienna
CZ|Tchéquie|europe|Europe/Prague
HU|Hongrie|europe|Europe/Budapest
PL|Pologne|europe|Europe/Warsaw
DK|Danemark|europe|Europe/Copenhagen
SE|Suède|europe|Europe/Stockholm
NO|Norvège|europe|Europe/Oslo
FI|Finlande|europe|Europe/Helsinki
IS|Islande|europe|Atlantic/Reykjavik
PT|Portugal|europe|Europe/Lisbon
ES|Espagne|europe|Europe/Madrid
IT|Italie|europe|Europe/Rome
GR|Grèce|europe|Europe/Athens
TR|Turquie|europe|Europe/Istanbul
CY|Chypre|europe|Asia/Nicosia
MT|Malte|europe|Europe/Malta
HR|Croatie|europe|Europe/Zagreb
RO|Roumanie|europe|Europe/Bucharest
BG|Bulgarie|europe|Europe/Sofia
LV|Lettonie|europe|Europe/Riga
MA|Maroc|maghreb|Africa/Casablanca
DZ|Algérie|maghreb|Africa/Algiers
TN|Tunisie|maghreb|Africa/Tunis
EG|Égypte|moyen-orient|Africa/Cairo
AE|Émirats arabes unis|moyen-orient|Asia/Dubai
QA|Qatar|moyen-orient|Asia/Qatar
IL|Israël|moyen-orient|Asia/Jerusalem
JO|Jordanie|moyen-orient|Asia/Amman
LB|Liban|moyen-orient|Asia/Beirut
OM|Oman|moyen-orient|Asia/Muscat
SN|Sénégal|afrique|Africa/Dakar
CI|Côte d'Ivoire|afrique|Africa/Abidjan
ZA|Afrique du Sud|afrique|Africa/Johannesburg
KE|Kenya|afrique|Africa/Nairobi
ET|Éthiopie|afrique|Africa/Addis_Ababa
TZ|Tanzanie|afrique|Africa/Dar_es_Salaam
CV|Cap-Vert|afrique|Atlantic/Cape_Verde
US|États-Unis|amerique-nord|America/New_York
CA|Canada|amerique-nord|America/Toronto
MX|Mexique|amerique-latine|America/Mexico_City
BR|Brésil|amerique-latine|America/Sao_Paulo
AR|Argentine|amerique-latine|America/Argentina/Buenos_Aires
CL|Chili|amerique-latine|America/Santiago
PE|Pérou|amerique-latine|America/Lima
CO|Colombie|amerique-latine|America/Bogota
CR|Costa Rica|amerique-latine|America/Costa_Rica
PA|Panama|amerique-latine|America/Panama
TH|Thaïlande|asie|Asia/Bangkok
VN|Viêt Nam|asie|Asia/Ho_Chi_Minh
KH|Cambodge|asie|Asia/Phnom_Penh
SG|Singapour|asie|Asia/Singapore
MY|Malaisie|asie|Asia/Kuala_Lumpur
ID|Indonésie|asie|Asia/Jakarta
PH|Philippines|asie|Asia/Manila
JP|Japon|asie|Asia/Tokyo
KR|Corée du Sud|asie|Asia/Seoul
CN|Chine|asie|Asia/Shanghai
HK|Hong Kong|asie|Asia/Hong_Kong
IN|Inde|asie|Asia/Kolkata
LK|Sri Lanka|asie|Asia/Colombo
NP|Népal|asie|Asia/Kathmandu
AU|Australie|oceanie|Australia/Sydney
NZ|Nouvelle-Zélande|oceanie|Pacific/Auckland`

export const COUNTRIES: ReadonlyMap<string, Country> = new Map(
  rows.split('\n').map((line) => {
    const [code, name, area, timeZone] = line.split('|') as [string, string, Country['area'], string]
    return [code, { code, name, area, timeZone }]
  }),
)

export function countryName(code: string): string {
  return COUNTRIES.get(code)?.name ?? code
}
