import { COUNTRIES, countryName } from './countries'

/**
 * Airports and rail stations of the seed: real IATA codes, French names, coordinates.
 * `city` is the IATA city (metropolitan) code: several airports share it (PAR, LON, MIL…).
 * `size` drives traffic: 3 hub, 2 major, 1 regional.
 */
export interface Airport {
  code: string
  city: string
  cityName: string
  name: string
  country: string
  lat: number
  lng: number
  size: 1 | 2 | 3
  kind: 'airport' | 'rail'
  timeZone: string
}

// code|city|city name|airport name|country|lat|lng|size[|time zone]
const rows = `CDG|PAR|Paris|Paris-Charles de Gaulle|FR|49.0097|2.5479|3
ORY|PAR|Paris|Paris-Orly|FR|48.7262|2.3652|3
BVA|PAR|Paris|Paris-Beauvais|FR|49.4544|2.1128|1
LYS|LYS|Lyon|Lyon-Saint-Exupéry|FR|45.7256|5.0811|2
MRS|MRS|Marseille|Marseille-Provence|FR|43.4393|5.2214|2
NCE|NCE|Nice|Nice-Côte d'Azur|FR|43.6584|7.2159|2
TLS|TLS|Toulouse|Toulouse-Blagnac|FR|43.6291|1.3638|2
BOD|BOD|Bordeaux|Bordeaux-Mérignac|FR|44.8283|-0.7156|2
NTE|NTE|Nantes|Nantes-Atlantique|FR|47.1532|-1.6107|2
MPL|MPL|Montpellier|Montpellier-Méditerranée|FR|43.5762|3.9630|1
LIL|LIL|Lille|Lille-Lesquin|FR|50.5619|3.0894|1
SXB|SXB|Strasbourg|Strasbourg-Entzheim|FR|48.5383|7.6282|1
MLH|EAP|Bâle-Mulhouse|Bâle-Mulhouse-Fribourg|FR|47.5896|7.5299|2
BIQ|BIQ|Biarritz|Biarritz-Pays Basque|FR|43.4684|-1.5233|1
RNS|RNS|Rennes|Rennes-Saint-Jacques|FR|48.0695|-1.7348|1
BES|BES|Brest|Brest-Bretagne|FR|48.4479|-4.4185|1
AJA|AJA|Ajaccio|Ajaccio-Napoléon Bonaparte|FR|41.9236|8.8029|1
BIA|BIA|Bastia|Bastia-Poretta|FR|42.5527|9.4837|1
CLY|CLY|Calvi|Calvi-Sainte-Catherine|FR|42.5308|8.7932|1
FSC|FSC|Figari|Figari-Sud Corse|FR|41.5006|9.0978|1
PUF|PUF|Pau|Pau-Pyrénées|FR|43.3800|-0.4186|1
LDE|LDE|Lourdes|Tarbes-Lourdes-Pyrénées|FR|43.1787|-0.0064|1
PGF|PGF|Perpignan|Perpignan-Rivesaltes|FR|42.7404|2.8707|1
CFE|CFE|Clermont-Ferrand|Clermont-Ferrand-Auvergne|FR|45.7867|3.1692|1
GNB|GNB|Grenoble|Grenoble-Alpes-Isère|FR|45.3629|5.3294|1
CCF|CCF|Carcassonne|Carcassonne-Salvaza|FR|43.2160|2.3063|1
BZR|BZR|Béziers|Béziers-Cap d'Agde|FR|43.3235|3.3539|1
FNI|FNI|Nîmes|Nîmes-Alès-Camargue-Cévennes|FR|43.7574|4.4163|1
TLN|TLN|Toulon|Toulon-Hyères|FR|43.0973|6.1460|1
LRH|LRH|La Rochelle|La Rochelle-Île de Ré|FR|46.1792|-1.1953|1
BVE|BVE|Brive|Brive-Vallée de la Dordogne|FR|45.0397|1.4856|1
LIG|LIG|Limoges|Limoges-Bellegarde|FR|45.8628|1.1794|1
RDZ|RDZ|Rodez|Rodez-Aveyron|FR|44.4079|2.4827|1
EGC|EGC|Bergerac|Bergerac-Dordogne-Périgord|FR|44.8253|0.5186|1
DNR|DNR|Dinard|Dinard-Pleurtuit-Saint-Malo|FR|48.5877|-2.0800|1
LRT|LRT|Lorient|Lorient-Bretagne Sud|FR|47.7606|-3.4400|1
UIP|UIP|Quimper|Quimper-Bretagne|FR|47.9750|-4.1678|1
CFR|CFR|Caen|Caen-Carpiquet|FR|49.1733|-0.4500|1
DOL|DOL|Deauville|Deauville-Normandie|FR|49.3653|0.1543|1
ETZ|ETZ|Metz-Nancy|Metz-Nancy-Lorraine|FR|48.9821|6.2513|1
TUF|TUF|Tours|Tours-Val de Loire|FR|47.4322|0.7276|1
PIS|PIS|Poitiers|Poitiers-Biard|FR|46.5877|0.3066|1
CMF|CMF|Chambéry|Chambéry-Savoie-Mont-Blanc|FR|45.6381|5.8802|1
AVN|AVN|Avignon|Avignon-Provence|FR|43.9073|4.9018|1
PTP|PTP|Pointe-à-Pitre|Pointe-à-Pitre-Le Raizet|GP|16.2653|-61.5318|2
FDF|FDF|Fort-de-France|Martinique-Aimé Césaire|MQ|14.5910|-61.0032|2
SXM|SXM|Saint-Martin|Saint-Martin-Princess Juliana|SX|18.0410|-63.1089|1
SFG|SFG|Saint-Martin|Saint-Martin-Grand-Case Espérance|MF|18.0999|-63.0472|1
SBH|SBH|Saint-Barthélemy|Saint-Barthélemy-Rémy de Haenen|BL|17.9044|-62.8436|1
CAY|CAY|Cayenne|Cayenne-Félix Eboué|GF|4.8198|-52.3604|1
RUN|RUN|Saint-Denis|La Réunion-Roland Garros|RE|-20.8871|55.5103|2
ZSE|ZSE|Saint-Pierre|La Réunion-Pierrefonds|RE|-21.3209|55.4250|1
DZA|DZA|Dzaoudzi|Mayotte-Dzaoudzi Pamandzi|YT|-12.8047|45.2811|1
MRU|MRU|Maurice|Maurice-Sir Seewoosagur Ramgoolam|MU|-20.4302|57.6836|2
SEZ|SEZ|Mahé|Seychelles-Mahé|SC|-4.6743|55.5218|1
TNR|TNR|Antananarivo|Antananarivo-Ivato|MG|-18.7969|47.4788|1
NOS|NOS|Nosy Be|Nosy Be-Fascene|MG|-13.3121|48.3148|1
MLE|MLE|Malé|Malé-Velana|MV|4.1918|73.5290|2
PPT|PPT|Papeete|Tahiti-Faa'a|PF|-17.5537|-149.6070|1
NOU|NOU|Nouméa|Nouméa-La Tontouta|NC|-22.0146|166.2130|1
PUJ|PUJ|Punta Cana|Punta Cana|DO|18.5674|-68.3634|2
SDQ|SDQ|Saint-Domingue|Saint-Domingue-Las Américas|DO|18.4297|-69.6689|1
HAV|HAV|La Havane|La Havane-José Martí|CU|22.9892|-82.4091|2
VRA|VRA|Varadero|Varadero-Juan Gualberto Gómez|CU|23.0344|-81.4353|1
MBJ|MBJ|Montego Bay|Montego Bay-Sangster|JM|18.5037|-77.9134|1
LHR|LON|Londres|Londres-Heathrow|GB|51.4700|-0.4543|3
LGW|LON|Londres|Londres-Gatwick|GB|51.1537|-0.1821|2
STN|LON|Londres|Londres-Stansted|GB|51.8860|0.2389|2
LTN|LON|Londres|Londres-Luton|GB|51.8747|-0.3683|1
LCY|LON|Londres|Londres-City|GB|51.5048|0.0495|1
MAN|MAN|Manchester|Manchester|GB|53.3537|-2.2750|2
EDI|EDI|Édimbourg|Édimbourg|GB|55.9500|-3.3725|1
DUB|DUB|Dublin|Dublin|IE|53.4213|-6.2701|2
AMS|AMS|Amsterdam|Amsterdam-Schiphol|NL|52.3105|4.7683|3
BRU|BRU|Bruxelles|Bruxelles-Zaventem|BE|50.9010|4.4856|2
CRL|BRU|Bruxelles|Bruxelles-Charleroi|BE|50.4592|4.4538|1
LUX|LUX|Luxembourg|Luxembourg-Findel|LU|49.6233|6.2044|1
GVA|GVA|Genève|Genève-Cointrin|CH|46.2381|6.1090|2
ZRH|ZRH|Zurich|Zurich-Kloten|CH|47.4582|8.5555|3
FRA|FRA|Francfort|Francfort-sur-le-Main|DE|50.0379|8.5622|3
MUC|MUC|Munich|Munich-Franz Josef Strauss|DE|48.3537|11.7750|3
BER|BER|Berlin|Berlin-Brandebourg|DE|52.3667|13.5033|2
DUS|DUS|Düsseldorf|Düsseldorf|DE|51.2895|6.7668|1
HAM|HAM|Hambourg|Hambourg|DE|53.6304|9.9882|1
VIE|VIE|Vienne|Vienne-Schwechat|AT|48.1103|16.5697|2
PRG|PRG|Prague|Prague-Václav Havel|CZ|50.1008|14.2600|2
BUD|BUD|Budapest|Budapest-Ferenc Liszt|HU|47.4369|19.2556|2
WAW|WAW|Varsovie|Varsovie-Chopin|PL|52.1657|20.9671|2
KRK|KRK|Cracovie|Cracovie-Jean-Paul II|PL|50.0777|19.7848|1
CPH|CPH|Copenhague|Copenhague-Kastrup|DK|55.6180|12.6561|2
ARN|STO|Stockholm|Stockholm-Arlanda|SE|59.6519|17.9186|2
OSL|OSL|Oslo|Oslo-Gardermoen|NO|60.1939|11.1004|2
HEL|HEL|Helsinki|Helsinki-Vantaa|FI|60.3172|24.9633|2
KEF|REK|Reykjavik|Reykjavik-Keflavík|IS|63.9850|-22.6056|1
LIS|LIS|Lisbonne|Lisbonne-Humberto Delgado|PT|38.7742|-9.1342|3
OPO|OPO|Porto|Porto-Francisco Sá Carneiro|PT|41.2481|-8.6814|2
FAO|FAO|Faro|Faro|PT|37.0144|-7.9659|1
FNC|FNC|Funchal|Madère-Funchal|PT|32.6979|-16.7745|1|Atlantic/Madeira
PDL|PDL|Ponta Delgada|Açores-Ponta Delgada|PT|37.7412|-25.6979|1|Atlantic/Azores
MAD|MAD|Madrid|Madrid-Barajas|ES|40.4719|-3.5626|3
BCN|BCN|Barcelone|Barcelone-El Prat|ES|41.2971|2.0785|3
BIO|BIO|Bilbao|Bilbao|ES|43.3011|-2.9106|1
AGP|AGP|Malaga|Malaga-Costa del Sol|ES|36.6749|-4.4991|2
SVQ|SVQ|Séville|Séville-San Pablo|ES|37.4180|-5.8931|1
VLC|VLC|Valence|Valence-Manises|ES|39.4893|-0.4816|1
ALC|ALC|Alicante|Alicante-Elche|ES|38.2822|-0.5582|1
PMI|PMI|Palma de Majorque|Palma de Majorque-Son Sant Joan|ES|39.5517|2.7388|2
IBZ|IBZ|Ibiza|Ibiza|ES|38.8729|1.3731|1
MAH|MAH|Minorque|Minorque-Mahón|ES|39.8626|4.2186|1
TFS|TCI|Tenerife|Tenerife Sud-Reina Sofía|ES|28.0445|-16.5725|2|Atlantic/Canary
TFN|TCI|Tenerife|Tenerife Nord-Los Rodeos|ES|28.4827|-16.3415|1|Atlantic/Canary
LPA|LPA|Las Palmas|Grande Canarie-Gando|ES|27.9319|-15.3866|2|Atlantic/Canary
ACE|ACE|Lanzarote|Lanzarote-César Manrique|ES|28.9455|-13.6052|1|Atlantic/Canary
FUE|FUE|Fuerteventura|Fuerteventura|ES|28.4527|-13.8638|1|Atlantic/Canary
FCO|ROM|Rome|Rome-Fiumicino Léonard de Vinci|IT|41.8003|12.2389|3
CIA|ROM|Rome|Rome-Ciampino|IT|41.7994|12.5949|1
MXP|MIL|Milan|Milan-Malpensa|IT|45.6306|8.7281|2
LIN|MIL|Milan|Milan-Linate|IT|45.4451|9.2767|1
BGY|MIL|Milan|Milan-Bergame Orio al Serio|IT|45.6739|9.7042|1
VCE|VCE|Venise|Venise-Marco Polo|IT|45.5053|12.3519|2
NAP|NAP|Naples|Naples-Capodichino|IT|40.8860|14.2908|1
BLQ|BLQ|Bologne|Bologne-Guglielmo Marconi|IT|44.5354|11.2887|1
FLR|FLR|Florence|Florence-Peretola|IT|43.8100|11.2051|1
PSA|PSA|Pise|Pise-Galilée|IT|43.6839|10.3927|1
CTA|CTA|Catane|Catane-Fontanarossa|IT|37.4668|15.0664|1
PMO|PMO|Palerme|Palerme-Falcone Borsellino|IT|38.1760|13.0910|1
CAG|CAG|Cagliari|Cagliari-Elmas|IT|39.2515|9.0543|1
OLB|OLB|Olbia|Olbia-Costa Smeralda|IT|40.8987|9.5176|1
BRI|BRI|Bari|Bari-Karol Wojtyła|IT|41.1389|16.7606|1
ATH|ATH|Athènes|Athènes-Elefthérios-Venizélos|GR|37.9364|23.9445|2
HER|HER|Héraklion|Héraklion-Nikos Kazantzakis|GR|35.3397|25.1803|1
RHO|RHO|Rhodes|Rhodes-Diagoras|GR|36.4054|28.0862|1
CFU|CFU|Corfou|Corfou-Ioannis Kapodistrias|GR|39.6019|19.9117|1
JTR|JTR|Santorin|Santorin|GR|36.3992|25.4793|1
JMK|JMK|Mykonos|Mykonos|GR|37.4351|25.3481|1
KGS|KGS|Kos|Kos-Hippocrate|GR|36.7933|27.0917|1
IST|IST|Istanbul|Istanbul|TR|41.2753|28.7519|3
SAW|IST|Istanbul|Istanbul-Sabiha Gökçen|TR|40.8986|29.3092|1
AYT|AYT|Antalya|Antalya|TR|36.8987|30.8005|2
DLM|DLM|Dalaman|Dalaman|TR|36.7131|28.7925|1
BJV|BJV|Bodrum|Bodrum-Milas|TR|37.2506|27.6643|1
LCA|LCA|Larnaca|Larnaca|CY|34.8751|33.6249|1
MLA|MLA|Malte|Malte-La Valette|MT|35.8575|14.4775|1
DBV|DBV|Dubrovnik|Dubrovnik|HR|42.5614|18.2682|1
SPU|SPU|Split|Split|HR|43.5389|16.2980|1
ZAG|ZAG|Zagreb|Zagreb-Franjo Tuđman|HR|45.7429|16.0688|1
OTP|BUH|Bucarest|Bucarest-Henri Coandă|RO|44.5711|26.0850|1
SOF|SOF|Sofia|Sofia|BG|42.6967|23.4114|1
RIX|RIX|Riga|Riga|LV|56.9236|23.9711|1
CMN|CAS|Casablanca|Casablanca-Mohammed V|MA|33.3675|-7.5898|3
RAK|RAK|Marrakech|Marrakech-Ménara|MA|31.6069|-8.0363|2
AGA|AGA|Agadir|Agadir-Al Massira|MA|30.3250|-9.4131|1
FEZ|FEZ|Fès|Fès-Saïss|MA|33.9273|-4.9780|1
TNG|TNG|Tanger|Tanger-Ibn Battouta|MA|35.7269|-5.9169|1
RBA|RBA|Rabat|Rabat-Salé|MA|34.0515|-6.7515|1
OUD|OUD|Oujda|Oujda-Angads|MA|34.7872|-1.9240|1
ESU|ESU|Essaouira|Essaouira-Mogador|MA|31.3975|-9.6817|1
ALG|ALG|Alger|Alger-Houari Boumédiène|DZ|36.6910|3.2154|2
ORN|ORN|Oran|Oran-Ahmed Ben Bella|DZ|35.6239|-0.6212|1
CZL|CZL|Constantine|Constantine-Mohamed Boudiaf|DZ|36.2760|6.6204|1
TUN|TUN|Tunis|Tunis-Carthage|TN|36.8510|10.2272|2
DJE|DJE|Djerba|Djerba-Zarzis|TN|33.8750|10.7755|1
MIR|MIR|Monastir|Monastir-Habib Bourguiba|TN|35.7581|10.7547|1
NBE|NBE|Enfidha|Enfidha-Hammamet|TN|36.0758|10.4386|1
CAI|CAI|Le Caire|Le Caire|EG|30.1219|31.4056|2
HRG|HRG|Hurghada|Hurghada|EG|27.1783|33.7994|1
SSH|SSH|Charm el-Cheikh|Charm el-Cheikh|EG|27.9773|34.3950|1
RMF|RMF|Marsa Alam|Marsa Alam|EG|25.5571|34.5837|1
LXR|LXR|Louxor|Louxor|EG|25.6710|32.7066|1
DXB|DXB|Dubaï|Dubaï|AE|25.2532|55.3657|3
AUH|AUH|Abou Dabi|Abou Dabi-Zayed|AE|24.4330|54.6511|3
DOH|DOH|Doha|Doha-Hamad|QA|25.2731|51.6081|3
TLV|TLV|Tel Aviv|Tel Aviv-Ben Gourion|IL|32.0114|34.8867|2
AMM|AMM|Amman|Amman-Reine Alia|JO|31.7226|35.9932|1
BEY|BEY|Beyrouth|Beyrouth-Rafic Hariri|LB|33.8209|35.4884|2
MCT|MCT|Mascate|Mascate|OM|23.5933|58.2844|1
DSS|DKR|Dakar|Dakar-Blaise Diagne|SN|14.6700|-17.0733|2
ABJ|ABJ|Abidjan|Abidjan-Félix Houphouët-Boigny|CI|5.2614|-3.9263|2
JNB|JNB|Johannesburg|Johannesburg-O. R. Tambo|ZA|-26.1392|28.2460|2
CPT|CPT|Le Cap|Le Cap|ZA|-33.9715|18.6021|1
NBO|NBO|Nairobi|Nairobi-Jomo Kenyatta|KE|-1.3192|36.9278|2
ADD|ADD|Addis-Abeba|Addis-Abeba-Bole|ET|8.9779|38.7993|3
ZNZ|ZNZ|Zanzibar|Zanzibar-Abeid Amani Karume|TZ|-6.2220|39.2249|1
JRO|JRO|Kilimandjaro|Kilimandjaro|TZ|-3.4294|37.0745|1
SID|SID|Sal|Sal-Amílcar Cabral|CV|16.7414|-22.9494|1
JFK|NYC|New York|New York-John F. Kennedy|US|40.6413|-73.7781|3
EWR|NYC|New York|New York-Newark Liberty|US|40.6895|-74.1745|3
LGA|NYC|New York|New York-La Guardia|US|40.7769|-73.8740|1
BOS|BOS|Boston|Boston-Logan|US|42.3656|-71.0096|2
IAD|WAS|Washington|Washington-Dulles|US|38.9531|-77.4565|2
MIA|MIA|Miami|Miami|US|25.7959|-80.2870|3
MCO|ORL|Orlando|Orlando|US|28.4312|-81.3081|2
ATL|ATL|Atlanta|Atlanta-Hartsfield-Jackson|US|33.6407|-84.4277|3
ORD|CHI|Chicago|Chicago-O'Hare|US|41.9742|-87.9073|3|America/Chicago
DFW|DFW|Dallas|Dallas-Fort Worth|US|32.8998|-97.0403|3|America/Chicago
IAH|HOU|Houston|Houston-George Bush|US|29.9902|-95.3368|2|America/Chicago
DEN|DEN|Denver|Denver|US|39.8561|-104.6737|2|America/Denver
LAS|LAS|Las Vegas|Las Vegas-Harry Reid|US|36.0840|-115.1537|2|America/Los_Angeles
LAX|LAX|Los Angeles|Los Angeles|US|33.9416|-118.4085|3|America/Los_Angeles
SFO|SFO|San Francisco|San Francisco|US|37.6213|-122.3790|3|America/Los_Angeles
SEA|SEA|Seattle|Seattle-Tacoma|US|47.4502|-122.3088|2|America/Los_Angeles
YUL|YMQ|Montréal|Montréal-Trudeau|CA|45.4706|-73.7408|3
YQB|YQB|Québec|Québec-Jean-Lesage|CA|46.7911|-71.3933|1
YYZ|YTO|Toronto|Toronto-Pearson|CA|43.6777|-79.6248|3
YVR|YVR|Vancouver|Vancouver|CA|49.1967|-123.1815|2|America/Vancouver
CUN|CUN|Cancún|Cancún|MX|21.0365|-86.8771|2|America/Cancun
MEX|MEX|Mexico|Mexico-Benito Juárez|MX|19.4361|-99.0719|3
GRU|SAO|São Paulo|São Paulo-Guarulhos|BR|-23.4356|-46.4731|3
GIG|RIO|Rio de Janeiro|Rio de Janeiro-Galeão|BR|-22.8090|-43.2506|2
EZE|BUE|Buenos Aires|Buenos Aires-Ezeiza|AR|-34.8222|-58.5358|2
SCL|SCL|Santiago|Santiago du Chili-Arturo Merino Benítez|CL|-33.3930|-70.7858|2
LIM|LIM|Lima|Lima-Jorge Chávez|PE|-12.0219|-77.1143|2
BOG|BOG|Bogota|Bogota-El Dorado|CO|4.7016|-74.1469|3
SJO|SJO|San José|San José-Juan Santamaría|CR|9.9939|-84.2088|1
PTY|PTY|Panama|Panama-Tocumen|PA|9.0714|-79.3835|3
BKK|BKK|Bangkok|Bangkok-Suvarnabhumi|TH|13.6900|100.7501|3
HKT|HKT|Phuket|Phuket|TH|8.1132|98.3169|2
CNX|CNX|Chiang Mai|Chiang Mai|TH|18.7668|98.9626|1
SGN|SGN|Hô Chi Minh-Ville|Hô Chi Minh-Ville-Tân Sơn Nhất|VN|10.8188|106.6520|2
HAN|HAN|Hanoï|Hanoï-Nội Bài|VN|21.2212|105.8072|2
REP|REP|Siem Reap|Siem Reap-Angkor|KH|13.4107|103.8130|1
SIN|SIN|Singapour|Singapour-Changi|SG|1.3644|103.9915|3
KUL|KUL|Kuala Lumpur|Kuala Lumpur|MY|2.7456|101.7072|3
DPS|DPS|Bali|Bali-Denpasar Ngurah Rai|ID|-8.7482|115.1672|2|Asia/Makassar
CGK|JKT|Jakarta|Jakarta-Soekarno-Hatta|ID|-6.1256|106.6559|2
MNL|MNL|Manille|Manille-Ninoy Aquino|PH|14.5086|121.0197|2
HND|TYO|Tokyo|Tokyo-Haneda|JP|35.5494|139.7798|3
NRT|TYO|Tokyo|Tokyo-Narita|JP|35.7720|140.3929|2
KIX|OSA|Osaka|Osaka-Kansai|JP|34.4320|135.2304|2
ICN|SEL|Séoul|Séoul-Incheon|KR|37.4602|126.4407|3
PEK|BJS|Pékin|Pékin-Capitale|CN|40.0799|116.6031|3
PVG|SHA|Shanghai|Shanghai-Pudong|CN|31.1443|121.8083|3
HKG|HKG|Hong Kong|Hong Kong|HK|22.3080|113.9185|3
DEL|DEL|Delhi|Delhi-Indira Gandhi|IN|28.5562|77.1000|3
BOM|BOM|Bombay|Bombay-Chhatrapati Shivaji|IN|19.0896|72.8656|2
CMB|CMB|Colombo|Colombo-Bandaranaike|LK|7.1808|79.8841|1
KTM|KTM|Katmandou|Katmandou-Tribhuvan|NP|27.6966|85.3591|1
SYD|SYD|Sydney|Sydney-Kingsford Smith|AU|-33.9399|151.1753|3
MEL|MEL|Melbourne|Melbourne-Tullamarine|AU|-37.6690|144.8410|2
AKL|AKL|Auckland|Auckland|NZ|-37.0082|174.7850|2
XPG|PAR|Paris|Paris-Gare du Nord|FR|48.8809|2.3553|2
XJY|PAR|Paris|Massy TGV|FR|48.7253|2.2606|1
XYD|LYS|Lyon|Lyon-Part-Dieu|FR|45.7606|4.8594|2
XRF|MRS|Marseille|Marseille-Saint-Charles|FR|43.3026|5.3802|2
ZFQ|BOD|Bordeaux|Bordeaux-Saint-Jean|FR|44.8259|-0.5565|2
ZFJ|RNS|Rennes|Rennes|FR|48.1035|-1.6722|1
QJZ|NTE|Nantes|Nantes|FR|47.2173|-1.5420|1
XDB|LIL|Lille|Lille-Europe|FR|50.6392|3.0755|1
XWG|SXB|Strasbourg|Strasbourg|FR|48.5850|7.7344|1
XPJ|MPL|Montpellier|Montpellier-Saint-Roch|FR|43.6046|3.8808|1
XZN|AVN|Avignon|Avignon TGV|FR|43.9216|4.7862|1
XSH|TUF|Tours|Saint-Pierre-des-Corps|FR|47.3859|0.7239|1
XHK|VAF|Valence|Valence TGV|FR|44.9915|4.9786|1`

const RAIL = new Set(['XPG', 'XJY', 'XYD', 'XRF', 'ZFQ', 'ZFJ', 'QJZ', 'XDB', 'XWG', 'XPJ', 'XZN', 'XSH', 'XHK'])

export const AIRPORTS: readonly Airport[] = rows.split('\n').map((line) => {
  const [code, city, cityName, name, country, lat, lng, size, tz] = line.split('|') as string[]
  return {
    code: code!,
    city: city!,
    cityName: cityName!,
    name: name!,
    country: country!,
    lat: Number(lat),
    lng: Number(lng),
    size: Number(size) as 1 | 2 | 3,
    kind: RAIL.has(code!) ? 'rail' : 'airport',
    timeZone: tz ?? COUNTRIES.get(country!)?.timeZone ?? 'UTC',
  }
})

export const AIRPORTS_BY_CODE: ReadonlyMap<string, Airport> = new Map(AIRPORTS.map((a) => [a.code, a]))

/** Airports (and stations) of each city code. */
export const AIRPORTS_BY_CITY: ReadonlyMap<string, readonly Airport[]> = (() => {
  const map = new Map<string, Airport[]>()
  for (const a of AIRPORTS) map.set(a.city, [...(map.get(a.city) ?? []), a])
  return map
})()

export type LocationCategory = 'City' | 'Airport' | 'International airport' | 'Rail station'

/** A location record (flights.md §3): code, name, country, category. */
export interface LocationRecord {
  code: string
  name: string
  country_name: string
  country_code: string
  category: LocationCategory
  extension: string | null
  city_code: string
  city_name: string
  latitude: number
  longitude: number
}

function airportLocation(a: Airport): LocationRecord {
  return {
    code: a.code,
    name: a.name,
    country_name: countryName(a.country),
    country_code: a.country,
    category: a.kind === 'rail' ? 'Rail station' : a.size >= 2 ? 'International airport' : 'Airport',
    extension: a.kind === 'rail' ? 'gare' : null,
    city_code: a.city,
    city_name: a.cityName,
    latitude: a.lat,
    longitude: a.lng,
  }
}

/** Every location: a City entry for each city with several airports or a distinct code, then airports and stations. */
export const LOCATIONS: readonly LocationRecord[] = (() => {
  const out: LocationRecord[] = []
  for (const [city, airports] of AIRPORTS_BY_CITY) {
    const first = airports[0]!
    if (airports.length > 1 || city !== first.code) {
      out.push({
        code: city,
        name: first.cityName,
        country_name: countryName(first.country),
        country_code: first.country,
        category: 'City',
        extension: `${airports.length} aéroport${airports.length > 1 ? 's' : ''} et gares`,
        city_code: city,
        city_name: first.cityName,
        latitude: airports.reduce((s, a) => s + a.lat, 0) / airports.length,
        longitude: airports.reduce((s, a) => s + a.lng, 0) / airports.length,
      })
    }
  }
  for (const a of AIRPORTS) out.push(airportLocation(a))
  return out
})()

export const LOCATIONS_BY_CODE: ReadonlyMap<string, LocationRecord> = new Map(LOCATIONS.map((l) => [l.code, l]))

/** The airports and stations a location code stands for (a city: all of them). */
export function resolveLocation(code: string): readonly Airport[] {
  const airport = AIRPORTS_BY_CODE.get(code)
  if (airport) return [airport]
  return AIRPORTS_BY_CITY.get(code) ?? []
}
