import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** 'Infos pratiques': the formalities page's text. */
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md })
export const minorTitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm })
export const prose = style({ lineHeight: vars.lineHeight.normal })
globalStyle(`${prose} > :first-child`, { marginTop: 0 })
globalStyle(`${prose} > :last-child`, { marginBottom: 0 })
globalStyle(`${prose} p, ${prose} ul`, { margin: `0 0 ${vars.space.xs}` })

/** 'Situation': the place in words, then the map's box (the same size before and after). */
export const where = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 })
export const mapBox = style({
  position: 'relative',
  height: 240,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.mapWater,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mediaQuery.md]: { height: 320 } },
})
export const mapCover = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', gap: vars.space.xs, alignContent: 'center' })
export const mapStatus = style({ margin: 0, padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.color.surface })
export const pin = style({ display: 'block', color: vars.color.brand, filter: 'drop-shadow(0 1px 1px rgb(0 0 0 / 0.35))' })
/** The map's canvas takes the focus from 'Afficher la carte': it shows it. */
globalStyle(`${mapBox} canvas:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 })
