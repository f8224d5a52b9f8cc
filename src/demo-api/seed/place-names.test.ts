import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { formalityPages } from './content'
import { COUNTRIES } from './countries'
import { productContent } from './product-content'
import { DESTINATIONS, getProducts, productDescription } from './products'
import { homePage } from './storefront'

/** Every text the seed writes about its products and places. */
function seededTexts(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []
  return [
    ...getProducts().flatMap((p) => [p.title, productDescription(p), ...p.images.map((i) => i.text), ...strings(productContent(p))]),
    ...strings(homePage(Temporal.PlainDate.from('2026-11-28'))),
    ...[...COUNTRIES.keys()].flatMap((code) => formalityPages(code).flatMap(strings)),
  ]
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PREPOSITIONS = ['à', 'au', 'aux', 'en', 'dans', 'sur', 'de', 'du', 'des', 'vers', 'pour']

/** A preposition straight before a place's bare name, where French wants another one or an article ('à Alpes', 'de Guadeloupe'). */
function wrongBeforePlace(): RegExp {
  const phrases = DESTINATIONS.flatMap((d) => {
    const right = new Set([d.in, d.of, ...PREPOSITIONS.map((p) => `${p} ${d.the}`)])
    return [...PREPOSITIONS.map((p) => `${p} ${d.label}`), `d’${d.label}`, `d'${d.label}`].filter((phrase) => !right.has(phrase))
  })
  return new RegExp(`(?<![\\p{L}’'])(${phrases.map(escape).join('|')})(?![\\p{L}])`, 'u')
}
/** Constructions French never writes: 'à les', 'de le', 'de' before a vowel or a mute h. */
const NEVER = [/(?<![\p{L}])(à|de) (les|le) /iu, /(?<![\p{L}])de [AEIOUYÂÉÈÊÎÏÔH]/u]

describe('place names in the seed', () => {
  it('every destination says where one stays and where from; every country has its article', () => {
    for (const d of DESTINATIONS) {
      expect(d.in, d.code).toMatch(/^(à|au|aux|en|dans|sur) \S/)
      expect(d.of, d.code).toMatch(/^(de |du |des |d’)\S/)
      expect(d.the.toLowerCase().endsWith(d.label.toLowerCase()), d.code).toBe(true)
    }
    for (const c of COUNTRIES.values()) expect(c.the.toLowerCase().endsWith(c.name.toLowerCase()), c.code).toBe(true)
  })

  it('no product, home page or formality text puts a wrong preposition or article before a place', () => {
    const wrong = wrongBeforePlace()
    const found = seededTexts().filter((text) => wrong.test(text) || NEVER.some((pattern) => pattern.test(text)))
    expect(found.slice(0, 10)).toEqual([])
    // The patterns do catch what the templates used to write.
    expect(
      ['Posez vos valises à Alpes', 'Paysage de Seychelles', 'Partez à la découverte de Île Maurice'].filter(
        (t) => wrong.test(t) || NEVER.some((p) => p.test(t)),
      ),
    ).toHaveLength(3)
  })
})
