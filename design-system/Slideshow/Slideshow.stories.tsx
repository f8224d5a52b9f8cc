import type { Story } from '@ladle/react'
import { Slideshow } from './Slideshow'

const slide = (bg: string, title: string, text: string) => (
  <div style={{ height: '100%', background: bg, color: '#fff', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', padding: 32 }}>
    <h2 style={{ fontSize: 32, margin: 0 }}>{title}</h2>
    <p style={{ margin: '8px 0 40px', fontSize: 18 }}>{text}</p>
  </div>
)
const slides = [
  slide('linear-gradient(135deg,#073a75,#0b4f9c)', 'Vols pas chers', 'Plus de 800 destinations au départ de France.'),
  slide('linear-gradient(135deg,#9a3412,#c2410c)', 'Ventes flash', 'Jusqu’à -40 % sur les séjours en Grèce.'),
  slide('linear-gradient(135deg,#14532d,#166534)', 'Circuits', 'Découvrez le Vietnam en petit groupe.'),
]

export const Accueil: Story = () => <Slideshow aria-label="À la une" slides={slides} height={360} />
