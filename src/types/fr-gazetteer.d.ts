/** The French gazetteer built by .config/fr-gazetteer.ts: import it only from a `*.server.ts`. */
declare module 'virtual:fr-gazetteer' {
  /** One line per commune: code|name|department|postcodes (space separated)|lat|lng|population|kind (c or a). */
  export const communes: string
  /** Department names by code. */
  export const departements: Record<string, string>
}
