/**
 * True for a real calendar date written YYYY-MM-DD. Kept apart from dates.ts (Temporal):
 * URL schemas use it, and they load with every page.
 */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999 (a year being typed
  // in a date picker, '0002', would not round-trip).
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
