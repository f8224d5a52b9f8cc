/** fr-FR display formats with Intl only (no Temporal), cheap enough for every page. */

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** 'D MMM YYYY' in French, e.g. « 3 déc. 2026 », from YYYY-MM-DD. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return longDate.format(new Date(Date.UTC(year, month - 1, day)))
}
