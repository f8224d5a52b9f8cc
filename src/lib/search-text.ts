/**
 * A name as search compares it: lower case, no accents, punctuation as single spaces, and (unless
 * `literal`) 'St'/'Ste' spelled out: 'Saint-Étienne', 'saint etienne' and 'ST ETIENNE' all give
 * 'saint etienne'.
 */
export function foldSearchText(value: string, { literal = false } = {}): string {
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  return literal ? folded : folded.replace(/\bst(e?)\b/g, 'saint$1')
}
