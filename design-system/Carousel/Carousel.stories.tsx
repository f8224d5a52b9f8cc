import type { Story } from '@ladle/react'
import { Carousel } from './Carousel'

const colours = [
  ['#38bdf8', '#fde68a', 'Plage de sable fin'],
  ['#0ea5e9', '#16a34a', 'Jardin et piscine'],
  ['#f97316', '#7c2d12', 'Coucher de soleil sur la baie'],
  ['#6366f1', '#e0e7ff', 'Chambre vue mer'],
] as const
const images = Array.from({ length: 18 }, (_, i) => {
  const [sky, ground, alt] = colours[i % colours.length]!
  return {
    alt: `${alt} (${i + 1})`,
    src:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${sky}"/><rect y="260" width="640" height="140" fill="${ground}"/><circle cx="${120 + i * 25}" cy="100" r="42" fill="#fff" opacity="0.8"/></svg>`,
      ),
  }
})

export const Defaut: Story = () => (
  <div style={{ maxWidth: 420, borderRadius: 12, overflow: 'hidden' }}>
    <Carousel aria-label="Photos du Club Héliades Crète" images={images} />
  </div>
)
export const UneImage: Story = () => (
  <div style={{ maxWidth: 420, borderRadius: 12, overflow: 'hidden' }}>
    <Carousel aria-label="Photo de l’hôtel" images={images.slice(0, 1)} />
  </div>
)
