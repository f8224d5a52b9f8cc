// The design system's font faces (./inter.css), in the style sheet of whatever imports the design system.
import './inter.css'
import fontPreloadUrl from './inter-latin-400-800.woff2?url'

/** The font file nearly every page's text uses (latin), to preload. */
export const fontPreload = fontPreloadUrl
