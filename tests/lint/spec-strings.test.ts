// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, sourceFiles } from './sources'
import list from './spec-strings.json'

/**
 * Every string the product owner's specs quote ('…') is in the product's source, as written or as
 * listed below. The list (spec-strings.json) is read from the specs when they are beside the
 * repository (`../shared/specs`, or SPECS_DIR), and kept in the repository for CI, which has none.
 */
const SPECS = process.env.SPECS_DIR ?? join(root, '../shared/specs')

/** Quoted strings the product writes otherwise on purpose: the text it shows, or why it has none. */
const WRITTEN_AS: Record<string, string | { none: string }> = {
  'Premiere visite ? Creer un compte': 'Première visite ? Créer un compte',
  'Acceder a mon compte': 'Accéder à mon compte',
  'Me deconnecter': 'Me déconnecter',
  'Aucun produit trouve pour cette reference': 'Aucun produit trouvé pour cette référence',
  'Hotel ou club': 'Hôtel ou club',
  'Hotel + vol': 'Hôtel + vol',
  Hebergement: 'Hébergement',
  'Previous filters': 'Filtres précédents',
  'previous filters': 'Filtres précédents',
  'show more': 'Afficher plus',
  'nuits à {place}': 'nuit',
  'Le DD-MM': { none: 'a date format: the top bar writes dates with Intl (formatDayRange)' },
  'Du DD-MM au DD-MM': { none: 'a date format: the top bar writes dates with Intl (formatDayRange)' },
  'Passager N (type)': { none: "a pattern: 'Passager 1 (Adulte)' is built from the search counts" },
  'No order id provided': { none: 'the order id is a validated search param: without one a booking page is the French 404, no call is made' },
  'Invalid duration type': { none: "HolidayDuration is a typed union ('preset' or 'days'): no other type can reach the query" },
}

/** The strings a Markdown text quotes with single quotes; an apostrophe between letters stays inside. */
export function quotedStrings(markdown: string): string[] {
  return [...markdown.matchAll(/(?<![\p{L}\d])'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+?)'(?![\p{L}\d])/gu)].map((m) => m[1]!)
}

/** Spaces of every kind as one, typographic apostrophes as straight ones. */
const normalise = (text: string) => text.replace(/[’]/g, "'").replace(/[\s\u00a0\u202f]+/g, ' ')

/** What must appear: the text between its placeholders ({name}, N, numbers, '…'). */
const fragments = (text: string) =>
  text
    .split(/\{[^}]*\}|…|\.\.\.|\d+/)
    .map(normalise)
    .filter((part) => part.trim() !== '')

describe('quoted strings of the specs', () => {
  it('reads a quoted string whole, apostrophes inside words included', () => {
    expect(quotedStrings("fields: postal code 'Le code postal est requis'; 'L'e-mail est requis', 'Choisir l'agence'.")).toEqual([
      'Le code postal est requis',
      "L'e-mail est requis",
      "Choisir l'agence",
    ])
    expect(quotedStrings("joined by ' - '; code 'CR' shows")).toEqual([' - ', 'CR'])
    expect(quotedStrings("the client's list, l'agence")).toEqual([])
  })

  it.skipIf(!existsSync(SPECS))('the kept list is the specs’ quoted strings', async () => {
    const found = new Set<string>()
    for (const file of readdirSync(SPECS)
      .filter((name) => name.endsWith('.md'))
      .sort())
      for (const text of quotedStrings(readFileSync(join(SPECS, file), 'utf8'))) found.add(text)
    await expect(`${JSON.stringify([...found], null, 2)}\n`).toMatchFileSnapshot('./spec-strings.json')
  })

  it('every one is in the product’s source, or said above why not', () => {
    let source = ''
    for (const dir of ['src', 'design-system']) for (const file of sourceFiles(join(root, dir))) source += normalise(readFileSync(file, 'utf8'))
    const missing = (list as string[]).filter((text) => {
      const written = WRITTEN_AS[text] ?? text
      return typeof written === 'string' && !fragments(written).every((part) => source.includes(part))
    })
    expect(missing).toEqual([])
    expect(
      Object.keys(WRITTEN_AS).filter((text) => !(list as string[]).includes(text)),
      'exceptions the specs no longer quote',
    ).toEqual([])
  })

  it('splits a string at its placeholders', () => {
    expect(fragments('Veuillez saisir le code à 6 chiffres complet.')).toEqual(['Veuillez saisir le code à ', ' chiffres complet.'])
    expect(fragments("Agence {name} - Changer d'agence")).toEqual(['Agence ', " - Changer d'agence"])
  })
})
