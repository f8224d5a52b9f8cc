/** A page of the pages API (its title and sanitised HTML). */
export interface TermPageContent {
  title: string
  html: string
}

/** A destination's formalities (the pages API), sanitised HTML. */
export interface Formalities {
  title: string
  html: string
  /** What applies to minors. */
  childrenHtml: string | null
}
