import type { Story } from '@ladle/react'
import { vars } from './contract.css'

const colourNames = Object.keys(vars.color) as (keyof typeof vars.color)[]

/** The brand palette, read from the theme contract. */
export const Palette: Story = () => (
  <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
    {colourNames.map((name) => (
      <li key={name} style={{ border: `1px solid ${vars.color.border}`, borderRadius: 8, overflow: 'hidden', background: vars.color.surface }}>
        <div style={{ background: vars.color[name], height: 48 }} />
        <p style={{ margin: 8, fontSize: 14 }}>
          <strong>{name}</strong>
        </p>
      </li>
    ))}
  </ul>
)

/** The type scale. */
export const Typographie: Story = () => (
  <div style={{ display: 'grid', gap: 8 }}>
    {(Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[]).reverse().map((size) => (
      <p key={size} style={{ margin: 0, fontSize: vars.fontSize[size], fontWeight: size === 'display' || size === 'xxl' ? 700 : 400, lineHeight: 1.25 }}>
        {size} — Partez à la découverte de la Crète
      </p>
    ))}
  </div>
)

/** Spacing, radii and shadows. */
export const Espacements: Story = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    {(Object.keys(vars.space) as (keyof typeof vars.space)[]).map((s) => (
      <div key={s} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <code style={{ width: 48 }}>{s}</code>
        <div style={{ height: 16, width: vars.space[s], background: vars.color.brand, borderRadius: 2 }} />
      </div>
    ))}
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {(Object.keys(vars.shadow) as (keyof typeof vars.shadow)[]).map((s) => (
        <div
          key={s}
          style={{
            width: 120,
            height: 72,
            background: vars.color.surface,
            boxShadow: vars.shadow[s],
            borderRadius: vars.radius.lg,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          ombre {s}
        </div>
      ))}
    </div>
  </div>
)
