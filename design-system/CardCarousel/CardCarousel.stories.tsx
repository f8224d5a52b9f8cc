import type { Story } from '@ladle/react'
import { CardCarousel } from './CardCarousel'

const card = (i: number) => (
  <a
    href="#destination"
    style={{
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      width: '100%',
      height: 220,
      borderRadius: 12,
      padding: 16,
      color: '#fff',
      fontWeight: 700,
      textDecoration: 'none',
      background: `linear-gradient(160deg, hsl(${(i * 37) % 360} 60% 35%), hsl(${(i * 37 + 40) % 360} 70% 25%))`,
    }}
  >
    Destination {i + 1}
  </a>
)

export const QuatreParVue: Story = () => (
  <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
    <CardCarousel
      aria-label="Nos destinations"
      perView={4}
      mobileItemWidth={270}
      items={Array.from({ length: 10 }, (_, i) => card(i))}
      previousLabel="Destinations précédentes"
      nextLabel="Destinations suivantes"
    />
  </div>
)

export const MoinsQueLaVue: Story = () => (
  <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
    <CardCarousel aria-label="Activités" perView={6} mobileItemWidth={140} items={Array.from({ length: 3 }, (_, i) => card(i))} />
  </div>
)
