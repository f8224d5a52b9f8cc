import type { Story } from '@ladle/react'
import { Link } from '../Link/Link'
import { Columns } from '../Layout/Layout'
import { Price } from '../Price/Price'
import { Card, CardBody, CardMedia, CardTitle } from './Card'

const sea =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#38bdf8"/><rect y="250" width="640" height="150" fill="#fde68a"/><circle cx="520" cy="90" r="45" fill="#fb923c"/></svg>',
  )

export const Variantes: Story = () => (
  <Columns columns={{ xs: 1, md: 3 }}>
    <Card elevation="flat">Carte à plat</Card>
    <Card elevation="outline">Carte avec bordure</Card>
    <Card elevation="raised">Carte en relief</Card>
  </Columns>
)
export const Produit: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Card padding="none" interactive as="article" aria-labelledby="p1">
      <CardMedia>
        <img src={sea} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </CardMedia>
      <CardBody>
        <CardTitle id="p1">
          <Link variant="subtle" href="/search-products">
            Club Héliades Crète
          </Link>
        </CardTitle>
        <span style={{ color: '#4a5568', fontSize: 14 }}>Grèce - Crète - Héraklion</span>
        <Price amount={899} originalAmount={1099} prefix="à partir de" unit="par personne" />
      </CardBody>
    </Card>
  </div>
)
