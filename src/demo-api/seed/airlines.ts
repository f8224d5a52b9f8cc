/**
 * Airlines of the seed: real IATA codes, names, kind (regular or low-cost), hubs and the
 * regions they serve. Logos are generated monograms served by the demo API.
 */
export interface Airline {
  code: string
  name: string
  lowCost: boolean
  /** Hub airports (connections are built through them). */
  hubs: readonly string[]
  /** Countries the airline calls home (direct flights from/to them). */
  home: readonly string[]
  /** Brand colour of the monogram. */
  color: string
}

// code|name|L(ow cost) or R|hubs|home countries|colour
const rows = `AF|Air France|R|CDG,ORY|FR,GP,MQ,RE,GF|#002157
KL|KLM|R|AMS|NL|#00a1de
LH|Lufthansa|R|FRA,MUC|DE|#05164d
BA|British Airways|R|LHR,LGW|GB|#075aaa
IB|Iberia|R|MAD|ES|#d7192d
AZ|ITA Airways|R|FCO,LIN|IT|#0a2a6b
LX|Swiss|R|ZRH,GVA|CH|#e2001a
OS|Austrian Airlines|R|VIE|AT|#e3001b
SN|Brussels Airlines|R|BRU|BE|#002f5f
TP|TAP Air Portugal|R|LIS,OPO|PT|#00a651
SK|SAS|R|CPH,ARN,OSL|DK,SE,NO|#000f4b
AY|Finnair|R|HEL|FI|#0b1560
EI|Aer Lingus|R|DUB|IE|#006272
LO|LOT Polish Airlines|R|WAW|PL|#11397e
A3|Aegean Airlines|R|ATH|GR,CY|#0d2f6e
TK|Turkish Airlines|R|IST|TR|#c70a0c
AT|Royal Air Maroc|R|CMN|MA|#c8102e
AH|Air Algérie|R|ALG|DZ|#d52b1e
TU|Tunisair|R|TUN|TN|#e30613
BJ|Nouvelair|R|MIR,NBE|TN|#0072bc
MS|EgyptAir|R|CAI|EG|#0c2d83
EK|Emirates|R|DXB|AE|#d71921
QR|Qatar Airways|R|DOH|QA|#5c0632
EY|Etihad Airways|R|AUH|AE|#bd8b13
RJ|Royal Jordanian|R|AMM|JO|#2b2a29
ME|Middle East Airlines|R|BEY|LB|#00843d
WY|Oman Air|R|MCT|OM|#8a6d3b
LY|El Al|R|TLV|IL|#003d7c
ET|Ethiopian Airlines|R|ADD|ET|#078930
KQ|Kenya Airways|R|NBO|KE|#b4131b
HF|Air Côte d'Ivoire|R|ABJ|CI|#f18a00
HC|Air Sénégal|R|DSS|SN|#00853f
SS|Corsair|R|ORY|FR,GP,MQ,RE,YT,CI|#003a70
TX|Air Caraïbes|R|ORY,PTP|FR,GP,MQ,GF,DO,CU|#0f2e5a
UU|Air Austral|R|RUN|RE,YT|#00a6b6
MK|Air Mauritius|R|MRU|MU|#d1222d
HM|Air Seychelles|R|SEZ|SC|#c8102e
MD|Madagascar Airlines|R|TNR|MG|#e30613
TN|Air Tahiti Nui|R|PPT|PF|#00264d
SB|Aircalin|R|NOU|NC|#9b1b30
XK|Air Corsica|R|AJA,BIA|FR|#e2001a
DL|Delta Air Lines|R|ATL,JFK|US|#003366
UA|United Airlines|R|EWR,ORD,SFO|US|#005daa
AA|American Airlines|R|DFW,MIA|US|#0078d2
AC|Air Canada|R|YUL,YYZ|CA|#f01428
TS|Air Transat|R|YUL|CA|#1a2c5b
AM|Aeroméxico|R|MEX|MX|#0b2343
LA|LATAM Airlines|R|GRU,SCL,LIM|BR,CL,PE|#1b0088
AV|Avianca|R|BOG|CO,CR|#da291c
CM|Copa Airlines|R|PTY|PA|#0032a0
AR|Aerolíneas Argentinas|R|EZE|AR|#0a4f9e
SQ|Singapore Airlines|R|SIN|SG|#f99f1c
TG|Thai Airways|R|BKK|TH|#5c2d91
VN|Vietnam Airlines|R|SGN,HAN|VN,KH|#005f7f
CX|Cathay Pacific|R|HKG|HK|#006564
JL|Japan Airlines|R|HND,NRT|JP|#cc0000
NH|ANA|R|HND|JP|#13448f
KE|Korean Air|R|ICN|KR|#0064de
CA|Air China|R|PEK|CN|#e30613
MU|China Eastern|R|PVG|CN|#1a2e6b
AI|Air India|R|DEL,BOM|IN,NP|#d32f2f
UL|SriLankan Airlines|R|CMB|LK,MV|#0f3f7a
MH|Malaysia Airlines|R|KUL|MY|#00306e
GA|Garuda Indonesia|R|CGK|ID|#00a1e4
PR|Philippine Airlines|R|MNL|PH|#003a8f
QF|Qantas|R|SYD,MEL|AU|#e40000
NZ|Air New Zealand|R|AKL|NZ|#101820
2C|SNCF|R|XPG|FR|#a1006b
U2|easyJet|L|LGW,ORY,GVA,NCE,LYS,MLH|FR,GB,CH,ES,IT,PT,GR,MA,HR|#ff6600
FR|Ryanair|L|STN,BVA,BGY,CRL|GB,IE,ES,IT,PT,MA,PL,FR,BE|#073590
VY|Vueling|L|BCN,ORY|ES,FR,IT|#ffcc00
TO|Transavia France|L|ORY,NTE,LYS,MPL|FR,MA,TN,DZ,ES,PT,GR,IT,EG,TR,IL|#00d66c
HV|Transavia|L|AMS|NL|#00d66c
W6|Wizz Air|L|BUD,WAW,OTP|HU,PL,RO,BG|#c6007e
V7|Volotea|L|NTE,BOD,MRS,TLS|FR,ES,IT,GR,HR|#9a1d5b
EW|Eurowings|L|DUS,HAM|DE|#a3005b
DY|Norwegian|L|OSL,ARN,CPH|NO,SE,DK,FI|#d81939
BF|French bee|L|ORY|FR,RE,PF,US|#3bb3e5
3O|Air Arabia Maroc|L|CMN,TNG|MA|#e41e26
PC|Pegasus Airlines|L|SAW|TR|#fdc300
LS|Jet2|L|MAN|GB|#d50032
FZ|flydubai|L|DXB|AE|#00416a
W4|Wizz Air Malta|L|MLA|MT|#c6007e`

export const AIRLINES: readonly Airline[] = rows.split('\n').map((line) => {
  const [code, name, kind, hubs, home, color] = line.split('|') as string[]
  return { code: code!, name: name!, lowCost: kind === 'L', hubs: hubs!.split(','), home: home!.split(','), color: color! }
})

export const AIRLINES_BY_CODE: ReadonlyMap<string, Airline> = new Map(AIRLINES.map((a) => [a.code, a]))

export const airlineLogoPath = (code: string) => `/api/v2/demo/airlines/${code}.svg`
