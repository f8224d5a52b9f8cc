/** A country offered for phone numbers and addresses, and how its numbers are written. */
export interface PhoneCountry {
  /** ISO 3166 code. */
  code: string
  /** French name. */
  name: string
  /** Calling code, without '+'. */
  dial: string
  /** Digit groups by national length, as the country writes them (others: triplets). */
  groups?: Readonly<Record<number, readonly number[]>>
  /** Its numbers keep their leading 0 after the calling code (Italy's landlines…). */
  keepsZero?: true
}

/** The one table of countries for phones (calling code, writing) and addresses, France first. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'FR', name: 'France', dial: '33', groups: { 9: [1, 2, 2, 2, 2] } },
  { code: 'BE', name: 'Belgique', dial: '32', groups: { 9: [3, 2, 2, 2] } },
  { code: 'CH', name: 'Suisse', dial: '41', groups: { 9: [2, 3, 2, 2] } },
  { code: 'LU', name: 'Luxembourg', dial: '352', groups: { 9: [3, 3, 3] } },
  { code: 'MC', name: 'Monaco', dial: '377', groups: { 8: [2, 2, 2, 2], 9: [1, 2, 2, 2, 2] } },
  { code: 'DE', name: 'Allemagne', dial: '49' },
  { code: 'ES', name: 'Espagne', dial: '34', groups: { 9: [3, 2, 2, 2] } },
  { code: 'IT', name: 'Italie', dial: '39', keepsZero: true },
  { code: 'SM', name: 'Saint-Marin', dial: '378', keepsZero: true },
  { code: 'PT', name: 'Portugal', dial: '351', groups: { 9: [3, 3, 3] } },
  { code: 'NL', name: 'Pays-Bas', dial: '31' },
  { code: 'GB', name: 'Royaume-Uni', dial: '44', groups: { 10: [4, 6] } },
  { code: 'IE', name: 'Irlande', dial: '353', groups: { 9: [2, 3, 4] } },
  { code: 'US', name: 'États-Unis', dial: '1', groups: { 10: [3, 3, 4] } },
  { code: 'CA', name: 'Canada', dial: '1', groups: { 10: [3, 3, 4] } },
  { code: 'MA', name: 'Maroc', dial: '212', groups: { 9: [1, 2, 2, 2, 2] } },
  { code: 'DZ', name: 'Algérie', dial: '213', groups: { 9: [3, 2, 2, 2] } },
  { code: 'TN', name: 'Tunisie', dial: '216', groups: { 8: [2, 3, 3] } },
  { code: 'SN', name: 'Sénégal', dial: '221', groups: { 9: [2, 3, 2, 2] } },
  { code: 'CI', name: "Côte d'Ivoire", dial: '225', groups: { 10: [2, 2, 2, 2, 2] }, keepsZero: true },
  { code: 'CG', name: 'Congo', dial: '242', keepsZero: true },
]

/** The calling code of an ISO country ('FR' → '33'); '' when unknown. */
export function dialCode(country: string): string {
  return PHONE_COUNTRIES.find((c) => c.code === country)?.dial ?? ''
}
