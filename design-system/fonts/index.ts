import fontStylesheetUrl from './inter.css?url'
import fontPreloadUrl from './inter-latin-400-800.woff2?url'

/** The design system's font faces (a style sheet for the page's head), see ./inter.css. */
export const fontStylesheet = fontStylesheetUrl
/** The font file nearly every page's text uses (latin), to preload. */
export const fontPreload = fontPreloadUrl
