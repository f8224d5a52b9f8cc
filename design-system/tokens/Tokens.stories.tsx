import type { Story } from '@ladle/react'
import { brandTheme } from './theme.css'

/** The brand palette with each colour's token name. */
export const Palette: Story = () => {
  const colours = Object.entries(brandThemeColours)
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }} className={brandTheme}>
      {colours.map(([name, value]) => (
        <li key={name} style={{ border: '1px solid #d5dce6', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
          <div style={{ background: value, height: 56 }} />
          <p style={{ margin: 8, fontSize: 14 }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </p>
        </li>
      ))}
    </ul>
  )
}

const brandThemeColours = {
  brand: '#0b4f9c',
  brandStrong: '#073a75',
  accent: '#c2410c',
  text: '#14213d',
  textMuted: '#4a5568',
  success: '#166534',
  warning: '#92400e',
  critical: '#b91c1c',
} as const
