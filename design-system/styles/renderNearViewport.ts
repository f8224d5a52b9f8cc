import type { StyleRule } from '@vanilla-extract/css'

/** How far past its box a skipped block still paints: focus rings (4 px), cards' shadows (the largest, 44 px). */
const NEAR_VIEWPORT_CLIP_MARGIN = '48px'

/**
 * For a large block that usually starts below the first screen: the browser skips its style,
 * layout and paint until it comes near the viewport (`content-visibility: auto`), counting it
 * `estimate` high until then and the height it had once it has been shown (`auto`); a height only:
 * `contain-intrinsic-size` would give the skipped block that width too, which a grid or a
 * shrink-to-fit parent takes (/vol's banner was laid out 1,086 px wide on a phone). Its content
 * stays in the accessibility tree, the tab order and find-in-page, and scrolling to it renders it.
 *
 * A block so skipped clips what overflows it (paint containment), focus rings included: the clip
 * is pushed out by NEAR_VIEWPORT_CLIP_MARGIN (`overflow-clip-margin`), and a browser without that
 * property renders the block as usual.
 *
 * A skipped block's content that outgrows its height lies outside its box: unseen (a skipped
 * block is not painted), but axe reads a dark block's light text over the page's white. A dark
 * block estimates at least its height at every width and with the fallback font. The browser also
 * remembers the height it had when last laid out (`content-visibility: auto` implies
 * `contain-intrinsic-size: auto`, whatever is declared): after the window's width changes that
 * height is stale until the block is laid out again (a browser test that resizes lays it out).
 *
 * `byMedia` gives other estimates by media query (later ones win), e.g. `{ [mediaQuery.lg]: '390px' }`.
 * Compose it: `style([base, renderNearViewport('400px')])`.
 */
export function renderNearViewport(estimate: string, byMedia: Record<string, string> = {}): StyleRule {
  const height = (h: string) => `auto ${h}`
  return {
    '@supports': {
      '(overflow-clip-margin: 1px)': {
        contentVisibility: 'auto',
        containIntrinsicHeight: height(estimate),
        overflowClipMargin: NEAR_VIEWPORT_CLIP_MARGIN,
        '@media': Object.fromEntries(Object.entries(byMedia).map(([query, h]) => [query, { containIntrinsicHeight: height(h) }])),
      },
    },
  }
}
