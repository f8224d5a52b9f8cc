/**
 * 'de' and 'à' before a French place name. The name comes as said after 'vers' or 'pour', with
 * its article when it has one ('les Alpes', 'le Maroc', 'Le Caire', 'La Réunion', 'Rome'):
 * 'le' and 'les' contract ('du', 'des', 'au', 'aux'), 'de' elides before a vowel or a mute h.
 */

const CONTRACTED = /^(les|le) (.+)$/i
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæh]/i

/** 'de la Guadeloupe', 'des Seychelles', 'du Caire', 'd’Agadir', 'de Rome'. */
export function ofPlace(name: string): string {
  const [, article, rest] = CONTRACTED.exec(name) ?? []
  if (article) return `${article.toLowerCase() === 'le' ? 'du' : 'des'} ${rest}`
  return !/^(la |l[’'])/i.test(name) && STARTS_WITH_VOWEL.test(name) ? `d’${name}` : `de ${name}`
}

/** A town after 'à': 'à Lyon', 'au Caire', 'aux Sables-d’Olonne', 'à La Rochelle'. */
export function atTown(name: string): string {
  const [, article, rest] = CONTRACTED.exec(name) ?? []
  if (article) return `${article.toLowerCase() === 'le' ? 'au' : 'aux'} ${rest}`
  return `à ${name}`
}
