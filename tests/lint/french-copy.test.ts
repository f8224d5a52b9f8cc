// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { root, sourceFiles } from './sources'

/** UI strings are written in correct French: the common words a keyboard without accents leaves bare. */

/** Unaccented spellings that are never right in French copy. */
const ALWAYS = [
  'hebergement',
  'creer',
  'premiere',
  'deconnecter',
  'deconnexion',
  'evenement',
  'selectionner',
  'selectionnez',
  'numero',
  'prenom',
  'etape',
  'periode',
  'categorie',
  'recherchee',
  'modifiee',
  'telecharger',
  'reserver',
  'reservee',
  'annulee',
  'confirmee',
  'deja',
  'derniere',
  'prevu',
  'prevue',
  'securise',
  'securite',
  'acceder',
  'eleve',
  'etre',
  'tres',
  'apres',
  'fevrier',
  'aout',
  'decembre',
  'agreee',
]
/** Spellings that are also English: wrong only in a French sentence. */
const IN_FRENCH = ['hotel', 'reference', 'reservation', 'trouve', 'trouvee', 'criteres', 'depart', 'arrivee', 'duree', 'electronique', 'donnees', 'ete']
const FRENCH_MARKERS =
  /(^|[\s'’])(le|la|les|un|une|des|du|de|pour|votre|vos|cette|ce|aucun|aucune|ou|et|vol|vols|en|sur|avec|sans|au|aux|est)(?=[\s,.!?:;)]|$)/i
const ALWAYS_RE = new RegExp(`(^|[^\\p{L}])(${ALWAYS.join('|')})(?=[^\\p{L}]|$)`, 'iu')
const IN_FRENCH_RE = new RegExp(`(^|[^\\p{L}\\-_/.])(${IN_FRENCH.join('|')})(?=[\\s,.!?:;)…]|$)`, 'iu')

/** The texts of string literals, template parts and JSX text, except error messages for developers (`new Error(...)`). */
function uiStrings(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(source))) return
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = ts.isJsxText(node) ? node.getText(source) : node.text
      found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Ids, slugs and constants (`bien-etre`, `PREMIERE`) are not copy. */
const IDENTIFIER = /^[a-z0-9_-]+$|^[A-Z0-9_]+$/

export function unaccented(text: string): string | undefined {
  if (IDENTIFIER.test(text.trim())) return undefined
  const always = ALWAYS_RE.exec(text)?.[2]
  if (always) return always
  return FRENCH_MARKERS.test(text) ? IN_FRENCH_RE.exec(text)?.[2] : undefined
}

describe('French copy', () => {
  it('recognises bare words in French strings, and leaves English and accented ones alone', () => {
    expect(unaccented('Première visite ? Creer un compte')).toBe('Creer')
    expect(unaccented('Aucun produit trouve pour cette reference')).toBe('trouve')
    expect(unaccented('Hotel ou club')).toBe('Hotel')
    expect(unaccented('Hebergement')).toBe('Hebergement')
    expect(unaccented('Hôtel ou club')).toBeUndefined()
    expect(unaccented('Aucun produit trouvé pour cette référence')).toBeUndefined()
    expect(unaccented('Hotel search reference')).toBeUndefined()
    expect(unaccented('/booking/reference')).toBeUndefined()
    expect(unaccented('bien-etre')).toBeUndefined()
    expect(unaccented('Votre mot de passe a été modifié.')).toBeUndefined()
  })

  it('finds none in the product and the design system', () => {
    const offences: string[] = []
    for (const dir of ['src', 'design-system']) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const { text, line } of uiStrings(file)) {
          const word = unaccented(text)
          if (word) offences.push(`${relative(root, file)}:${line} '${word}' in ${JSON.stringify(text.trim().slice(0, 80))}`)
        }
      }
    }
    expect(offences).toEqual([])
  })
})
