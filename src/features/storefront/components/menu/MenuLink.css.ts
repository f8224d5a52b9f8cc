import { style } from '@vanilla-extract/css'

/** Lucide's external-link icon, drawn by the style sheet: one copy for every such link of the page. */
const EXTERNAL_LINK_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='M15 3h6v6'/><path d='M10 14 21 3'/><path d='M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'/></svg>",
)}`

/** The icon after a link that opens another site, in the link's colour. */
export const externalIcon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 14,
  height: 14,
  opacity: 0.75,
  backgroundColor: 'currentColor',
  mask: `url("${EXTERNAL_LINK_ICON}") center / contain no-repeat`,
  '@media': { '(forced-colors: active)': { backgroundColor: 'LinkText', forcedColorAdjust: 'none' } },
})
